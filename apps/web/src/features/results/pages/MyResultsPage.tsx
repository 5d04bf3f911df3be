import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { MyResult } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { DataTable, noWrap } from '../../../components/DataTable';
import { QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { myResultsQuery } from '../api';
import { byCompetition, personalBests } from '../my-results';

/** The Hindi text when the page is in Hindi and there is one, else the English. */
const pick = (lang: string, english: string, hindi: string) => (lang === 'hi' && hindi ? hindi : english);

function ResultsTable({
  label,
  results,
  withCompetition,
}: {
  label: string;
  results: MyResult[];
  withCompetition?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <DataTable label={label} minWidth={340}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('results.col.discipline')}</Table.Th>
          {!withCompetition && <Table.Th>{t('results.col.place')}</Table.Th>}
          <Table.Th>{t('results.col.mark')}</Table.Th>
          <Table.Th>{t('results.col.wind')}</Table.Th>
          {withCompetition && <Table.Th>{t('results.col.competition')}</Table.Th>}
          {!withCompetition && <Table.Th>{t('results.col.status')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((result) => (
          <Table.Tr key={`${result.formId}-${result.discipline}-${result.round ?? ''}-${result.heat ?? ''}`}>
            <Table.Td>
              {pick(lang, result.disciplineName, result.disciplineNameHi)}
              {result.round && (
                <Text size="xs" c="dimmed">
                  {t('results.round', { round: result.round })}
                </Text>
              )}
              {!withCompetition && result.correctedAt && (
                <Text size="xs" c="dimmed">
                  {t('results.corrected', { date: formatDate(result.correctedAt) })}
                </Text>
              )}
            </Table.Td>
            {!withCompetition && <Table.Td style={noWrap}>{result.place ?? '–'}</Table.Td>}
            <Table.Td style={noWrap}>{result.mark || '–'}</Table.Td>
            <Table.Td style={noWrap}>{result.wind ?? '–'}</Table.Td>
            {withCompetition && <Table.Td>{pick(lang, result.formTitle, result.formTitleHi)}</Table.Td>}
            {!withCompetition && (
              <Table.Td style={noWrap}>
                {result.status ? (
                  <Badge variant="light" color="gray" c="dark.9" tt="none">
                    {t(`results.status.${result.status}`)}
                  </Badge>
                ) : (
                  t('results.finished')
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/** /user/events-results: the athlete's published results by competition, and personal bests. */
export default function MyResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(myResultsQuery());

  return (
    <Stack gap="lg" w="100%" maw={900}>
      <PageHeader title={t('pages.eventsResults')} intro={t('results.intro')} />
      <QueryState
        query={query}
        errorTitle={t('results.loadFailed')}
        isEmpty={(data) => data.length === 0}
        empty={<Text c="dimmed">{t('results.empty')}</Text>}
      >
        {(data) => (
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('results.bestsTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('results.bestsNote')}
              </Text>
              <ResultsTable label={t('results.bestsTable')} results={personalBests(data)} withCompetition />
            </Stack>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('results.byCompetition')}
              </Title>
              {byCompetition(data).map((group) => {
                const title = pick(lang, group.title, group.titleHi);
                return (
                  <Paper key={group.formId} withBorder radius="md" p="md">
                    <Stack gap="xs">
                      <Title order={3} size="h4">
                        {title}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {group.eventTitle} · {formatDate(group.startDate)}
                      </Text>
                      <ResultsTable label={t('results.tableOf', { title })} results={group.results} />
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
