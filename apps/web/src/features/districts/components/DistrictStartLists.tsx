import { Button, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { type DistrictFormEntries, districtEntryRoutes as routes } from '@para/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadToFile } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useLang } from '../../../lib/use-lang';
import { disciplineName } from './team-texts';

/** A discipline's start list of the competition, as the administrators have it (PDF or CSV). */
export function DistrictStartLists({ data }: { data: DistrictFormEntries }) {
  const { t } = useTranslation();
  const language = useLang();
  const [discipline, setDiscipline] = useState(data.disciplines[0]?.key ?? '');
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const get = async (format: 'pdf' | 'csv') => {
    setBusy(format);
    try {
      await downloadToFile(routes.districtStartList, {
        params: { formId: data.form._id },
        query: { discipline, format },
        fileName: `start-list-${discipline}.${format}`,
      });
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="district-start-lists">
      <Stack gap="sm">
        <Title order={2} size="h3" id="district-start-lists">
          {t('districtEntries.startLists.title')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('districtEntries.startLists.discipline')}
            value={discipline}
            onChange={(event) => setDiscipline(event.currentTarget.value)}
            data={data.disciplines.map((item) => ({
              value: item.key,
              label: disciplineName(language, item),
            }))}
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
              {t(`districtEntries.startLists.${format}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
