import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ArchiveCompetition } from '@para/contract';
import { Link } from 'react-router';
import { DataTable, noWrap } from '../../../components/DataTable';
import { formatDateRange } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { disciplineAnchor, MedalTable } from '../../content';

/** The Hindi text when the page is in Hindi and there is one, else the English. */
const pick = (lang: string, english: string, hindi: string) => (lang === 'hi' && hindi ? hindi : english);

/**
 * One past competition of the archive: its days and venue, links to its results per discipline (the
 * public results page's sections), its medal table by district, the state records set there and, when
 * an athlete or class was searched, their results. Administrators also get the upload page.
 */
export function ArchiveCompetitionCard({
  item,
  admin,
  matchesTitle,
}: {
  item: ArchiveCompetition;
  admin?: boolean;
  /** The heading of the searched athletes' results ("Your results here" on the athlete's own list). */
  matchesTitle?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const page = paths.competitionResults(item.formId);
  const headingId = `archive-${item.formId}`;

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4" id={headingId}>
            {item.title}
          </Title>
          <Text size="sm">
            {formatDateRange(item.startDate, item.endDate)} · {item.venue}
          </Text>
          {item.archive && (
            <Badge variant="light" color="gray" c="dark.9" tt="none" w="fit-content">
              {t('archive.card.archived')}
            </Badge>
          )}
        </Stack>

        {item.matches.length > 0 && (
          <Stack gap={4}>
            <Title order={4} size="h5">
              {matchesTitle ?? t('archive.card.matches')}
            </Title>
            <DataTable label={t('archive.card.matchesCaption', { title: item.title })} minWidth={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('archive.col.discipline')}</Table.Th>
                  <Table.Th>{t('archive.col.athlete')}</Table.Th>
                  <Table.Th>{t('archive.col.class')}</Table.Th>
                  <Table.Th>{t('archive.col.place')}</Table.Th>
                  <Table.Th>{t('archive.col.mark')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {item.matches.map((match) => (
                  <Table.Tr key={`${match.discipline}-${match.uid}-${match.round ?? ''}-${match.heat ?? ''}`}>
                    <Table.Td>
                      {pick(lang, match.disciplineName, match.disciplineNameHi)}
                      {match.round && (
                        <Text size="xs" c="dimmed">
                          {t('publicResults.round', { round: match.round })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {match.name}
                      <Text size="xs" c="dimmed">
                        {match.uid}
                      </Text>
                    </Table.Td>
                    <Table.Td style={noWrap}>{match.sportClass || '–'}</Table.Td>
                    <Table.Td style={noWrap}>{match.place ?? '–'}</Table.Td>
                    <Table.Td style={noWrap}>
                      {match.status ? t(`publicResults.status.${match.status}`) : match.mark || '–'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
            {item.matchCount > item.matches.length && (
              <Text size="sm">
                {t('archive.card.matchesMore', { shown: item.matches.length, count: item.matchCount })}
              </Text>
            )}
          </Stack>
        )}

        <Stack gap={4}>
          <Title order={4} size="h5">
            {t('archive.card.disciplines')}
          </Title>
          <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {item.disciplines.map((discipline) => (
              <li key={discipline.key}>
                <Anchor href={`${page}#${disciplineAnchor(discipline.key)}`} size="sm">
                  {t('archive.card.resultsIn', {
                    name: pick(lang, discipline.name, discipline.nameHi),
                    count: discipline.results,
                  })}
                </Anchor>
              </li>
            ))}
          </Group>
        </Stack>

        {item.records.length > 0 && (
          <Stack gap={4}>
            <Title order={4} size="h5">
              {t('archive.card.records')}
            </Title>
            <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {item.records.map((record) => (
                <Text
                  component="li"
                  size="sm"
                  key={`${record.discipline}-${record.sportClass}-${record.uid}`}
                >
                  {pick(lang, record.disciplineName, record.disciplineNameHi)}
                  {record.sportClass && ` ${record.sportClass}`}: {record.athleteName},{' '}
                  <strong>{record.mark}</strong>
                  {record.step === 'equalled' && ` (${t('archive.card.equalled')})`}
                  {record.current && ` · ${t('archive.card.current')}`}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}

        <details>
          <summary>{t('archive.card.medals')}</summary>
          <MedalTable medals={item.medals} />
        </details>

        <Group gap="md">
          <Anchor href={page} size="sm" aria-label={t('archive.card.openResultsOf', { title: item.title })}>
            {t('archive.card.openResults')}
          </Anchor>
          {admin && (
            <Anchor
              component={Link}
              to={`${paths.admin.uploadEventsResult}?formId=${encodeURIComponent(item.formId)}`}
              size="sm"
              aria-label={t('archive.card.correctOf', { title: item.title })}
            >
              {t('archive.card.correct')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
