import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/feedback';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { districtResultsQuery } from '../team-api';
import { disciplineName } from './team-texts';

/** The district's published results and its medals, read-only. */
export function DistrictResultsPanel({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const language = useLang();
  const results = useQuery(districtResultsQuery(formId));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="district-results">
      <Stack gap="sm">
        <Title order={2} size="h3" id="district-results">
          {t('districtEntries.results.title')}
        </Title>
        <QueryState query={results} errorTitle={t('districtUnit.loadFailed')}>
          {(data) => (
            <Stack gap="md">
              {data.medals.length > 0 && (
                <Title order={3} size="h4">
                  {t('districtEntries.results.medals')}
                </Title>
              )}
              {data.medals.length > 0 && (
                <DataTable label={t('districtEntries.results.medals')} minWidth={360}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('districtEntries.results.district')}</Table.Th>
                      <Table.Th scope="col">{t('districtEntries.results.gold')}</Table.Th>
                      <Table.Th scope="col">{t('districtEntries.results.silver')}</Table.Th>
                      <Table.Th scope="col">{t('districtEntries.results.bronze')}</Table.Th>
                      <Table.Th scope="col">{t('districtEntries.results.total')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.medals.map((line) => (
                      <Table.Tr key={line.district}>
                        <Table.Th scope="row">
                          {t(`districts.${line.district}`, { defaultValue: line.district })}
                        </Table.Th>
                        <Table.Td>{line.gold}</Table.Td>
                        <Table.Td>{line.silver}</Table.Td>
                        <Table.Td>{line.bronze}</Table.Td>
                        <Table.Td>{line.total}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </DataTable>
              )}
              {data.results.length === 0 ? (
                <Text>{t('districtEntries.results.none')}</Text>
              ) : (
                data.results.map((discipline) => (
                  <Stack key={discipline.discipline} gap={4}>
                    <Title order={3} size="h4">
                      {disciplineName(language, discipline)}
                    </Title>
                    <DataTable label={disciplineName(language, discipline)} minWidth={420}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">{t('districtEntries.results.place')}</Table.Th>
                          <Table.Th scope="col">{t('districtEntries.results.athlete')}</Table.Th>
                          <Table.Th scope="col">{t('districtEntries.results.mark')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {discipline.results.map((result) => (
                          <Table.Tr key={`${result.uid}-${result.round ?? ''}-${result.heat ?? ''}`}>
                            <Table.Td>{result.place ?? result.status ?? ''}</Table.Td>
                            <Table.Th scope="row" fw={400}>
                              {result.name} ({result.sportClass})
                            </Table.Th>
                            <Table.Td>{result.mark}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </DataTable>
                  </Stack>
                ))
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
