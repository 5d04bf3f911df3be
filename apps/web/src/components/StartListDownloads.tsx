import { Button, Group, NativeSelect } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../lib/errors';
import { toast } from '../lib/notify';
import { useTranslation } from '../lib/translation';

export type StartListFormat = 'pdf' | 'csv';

/**
 * A discipline to choose and a start list to download as PDF or CSV. The administrators' form page and
 * the district secretaries' competition page each say where the file comes from and what it is called.
 */
export function StartListDownloads({
  disciplines,
  download,
  labels,
}: {
  disciplines: { value: string; label: string }[];
  download: (discipline: string, format: StartListFormat) => Promise<unknown>;
  labels: { discipline: string; pdf: string; csv: string };
}) {
  const { t } = useTranslation();
  const [discipline, setDiscipline] = useState(disciplines[0]?.value ?? '');
  const [busy, setBusy] = useState<StartListFormat | null>(null);
  const get = async (format: StartListFormat) => {
    setBusy(format);
    try {
      await download(discipline, format);
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={labels.discipline}
        value={discipline}
        onChange={(event) => setDiscipline(event.currentTarget.value)}
        data={disciplines}
      />
      {(['pdf', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === format}
          disabled={!discipline}
          onClick={() => void get(format)}
        >
          {labels[format]}
        </Button>
      ))}
    </Group>
  );
}
