import { Paper, Stack, Title } from '@mantine/core';
import { type DistrictFormEntries, districtEntryRoutes as routes } from '@para/contract';
import { StartListDownloads } from '../../../components/StartListDownloads';
import { downloadToFile } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { disciplineName } from './team-texts';

/** A discipline's start list of the competition, as the administrators have it (PDF or CSV). */
export function DistrictStartLists({ data }: { data: DistrictFormEntries }) {
  const { t } = useTranslation();
  const language = useLang();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="district-start-lists">
      <Stack gap="sm">
        <Title order={2} size="h3" id="district-start-lists">
          {t('districtEntries.startLists.title')}
        </Title>
        <StartListDownloads
          disciplines={data.disciplines.map((item) => ({
            value: item.key,
            label: disciplineName(language, item),
          }))}
          download={(discipline, format) =>
            downloadToFile(routes.districtStartList, {
              params: { formId: data.form._id },
              query: { discipline, format },
              fileName: `start-list-${discipline}.${format}`,
            })
          }
          labels={{
            discipline: t('districtEntries.startLists.discipline'),
            pdf: t('districtEntries.startLists.pdf'),
            csv: t('districtEntries.startLists.csv'),
          }}
        />
      </Stack>
    </Paper>
  );
}
