import { Button, Group, Stack, Text } from '@mantine/core';
import type { ArchiveQueryInput } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/feedback';
import { formatCount } from '../../../components/paging';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { archiveQuery } from '../api';
import { ArchiveCompetitionCard } from './ArchiveCompetitionCard';

export const ARCHIVE_PAGE_SIZE = 10;

/**
 * A page of past competitions found by the server, with how many there are (read out when it changes),
 * the empty and failed states, and previous / next page buttons.
 */
export function ArchiveResults({
  query,
  onPage,
  admin,
  empty,
  label,
  matchesTitle,
}: {
  query: Omit<ArchiveQueryInput, 'lang' | 'pageSize'>;
  onPage: (page: number) => void;
  admin?: boolean;
  empty: string;
  /** Names the list (the heading of its section). */
  label: string;
  matchesTitle?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const page = Number(query.page ?? 1);
  const result = useQuery(
    archiveQuery({ ...query, lang: lang === 'hi' ? 'hi' : 'en', pageSize: ARCHIVE_PAGE_SIZE }),
  );
  const pages = Math.max(1, Math.ceil((result.data?.total ?? 0) / ARCHIVE_PAGE_SIZE));

  return (
    <Stack gap="sm" aria-busy={result.isFetching}>
      <Text size="sm" role="status" aria-live="polite">
        {result.data && !result.isPlaceholderData
          ? t('archive.found', { count: result.data.total, formatted: formatCount(result.data.total) })
          : ''}
      </Text>
      <QueryState query={result} errorTitle={t('archive.loadFailed')} empty={<Text>{empty}</Text>}>
        {(data) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
            {data.items.map((item) => (
              <ArchiveCompetitionCard
                key={item.formId}
                item={item}
                admin={admin}
                matchesTitle={matchesTitle}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      {pages > 1 && (
        <Group component="nav" aria-label={`${label}: ${t('archive.pager.label')}`} gap="sm">
          <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('archive.pager.previous')}
          </Button>
          <Text size="sm">{t('archive.pager.page', { page, pages })}</Text>
          <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('archive.pager.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
