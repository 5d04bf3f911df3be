import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { optional } from '../../../lib/url-state';
import { ArchiveResults } from './ArchiveResults';
import { ArchiveSearchForm } from './ArchiveSearchForm';

interface SearchFilters {
  athlete: string;
  sportClass: string;
  year: string;
  archivePage: string;
}

/**
 * The archive's search and what it finds, kept in the address (a reload or a shared link shows the same
 * search). The page is `archivePage`, so it never mixes with another list's `page` on the same screen.
 */
export function ArchiveSearchSection<T extends SearchFilters>({
  filters,
  setFilters,
  admin,
  actions,
}: {
  filters: T;
  setFilters: (change: Partial<T>) => void;
  admin?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const searched = Boolean(filters.athlete || filters.sportClass || filters.year);
  return (
    <Stack gap="sm" component="section" aria-labelledby="archive-search">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="archive-search">
          {t('archive.search.title')}
        </Title>
        {actions}
      </Group>
      <ArchiveSearchForm
        idPrefix="archive"
        value={{ athlete: filters.athlete, sportClass: filters.sportClass, year: filters.year }}
        onSearch={(next) => setFilters({ ...next, archivePage: '1' } as Partial<T>)}
      />
      <ArchiveResults
        query={{
          athlete: optional(filters.athlete),
          sportClass: optional(filters.sportClass),
          year: optional(filters.year),
          page: filters.archivePage,
        }}
        onPage={(page) => setFilters({ archivePage: String(page) } as Partial<T>)}
        admin={admin}
        empty={searched ? t('archive.empty') : t('archive.emptyAll')}
        label={t('archive.search.title')}
      />
    </Stack>
  );
}
