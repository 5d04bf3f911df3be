import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { type AdminEntryForm, competitionRoutes } from '@para/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadToFile } from '../../../../lib/api';
import { errorText } from '../../../../lib/errors';
import { toast } from '../../../../lib/notify';

/** One discipline's start list (name, UID, class, district, bib) as a PDF or a CSV file. */
export function StartListPanel({ form }: { form: AdminEntryForm }) {
  const { t } = useTranslation();
  const [discipline, setDiscipline] = useState(form.disciplines[0]?.key ?? '');
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);

  const get = async (format: 'pdf' | 'csv') => {
    setBusy(format);
    try {
      await downloadToFile(competitionRoutes.startList, {
        params: { formId: form._id },
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
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="start-list-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="start-list-title">
          {t('competitionsAdmin.startList.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {form.status === 'closed'
            ? t('competitionsAdmin.startList.bibs')
            : t('competitionsAdmin.startList.noBibs')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('competitionsAdmin.startList.discipline')}
            value={discipline}
            onChange={(event) => setDiscipline(event.currentTarget.value)}
            data={form.disciplines.map((item) => ({ value: item.key, label: item.name }))}
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
              {t(`competitionsAdmin.startList.${format}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
