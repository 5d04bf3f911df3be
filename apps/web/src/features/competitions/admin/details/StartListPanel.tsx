import { Paper, Stack, Text, Title } from '@mantine/core';
import { type AdminEntryForm, competitionRoutes } from '@para/contract';
import { StartListDownloads } from '../../../../components/StartListDownloads';
import { downloadToFile } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/translation';

/** One discipline's start list (name, UID, class, district, bib) as a PDF or a CSV file. */
export function StartListPanel({ form }: { form: AdminEntryForm }) {
  const { t } = useTranslation();
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
        <StartListDownloads
          disciplines={form.disciplines.map((item) => ({ value: item.key, label: item.name }))}
          download={(discipline, format) =>
            downloadToFile(competitionRoutes.startList, {
              params: { formId: form._id },
              query: { discipline, format },
              fileName: `start-list-${discipline}.${format}`,
            })
          }
          labels={{
            discipline: t('competitionsAdmin.startList.discipline'),
            pdf: t('competitionsAdmin.startList.pdf'),
            csv: t('competitionsAdmin.startList.csv'),
          }}
        />
      </Stack>
    </Paper>
  );
}
