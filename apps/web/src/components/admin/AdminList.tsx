import { NativeSelect, Stack, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { type FilterValues, pageNumber, useUrlFilters } from '../../lib/url-state';
import { type Column, ListTable } from '../DataTable';
import { QueryError } from '../feedback';
import { PageHeader } from '../PageHeader';
import { Pager } from '../Pager';
import { FilterBar } from './FilterBar';

/** A server-paged list's filters, kept in the address, with its page and page size. */
export interface ListState<F extends FilterValues> {
  filters: F;
  setFilters: (change: Partial<F>) => void;
  page: number;
  pageSize: number;
}

export function useListState<F extends FilterValues & { page: string }>(
  defaults: F,
  pageSize: number,
  allowed: Partial<Record<keyof F, readonly string[]>> = {},
): ListState<F> {
  const [filters, setFilters] = useUrlFilters(defaults, allowed);
  return { filters, setFilters, page: pageNumber(filters.page), pageSize };
}

/** What every admin list endpoint answers (see the contract's list shapes). */
export interface PagedList<Row> {
  items: Row[];
  total: number;
  /** The server stopped counting at 10,000: there are more. */
  totalCapped: boolean;
}

export interface AdminListProps<Row, F extends FilterValues> {
  state: ListState<F>;
  result: UseQueryResult<PagedList<Row>>;
  /** Accessible name of the filter area. */
  filtersLabel: string;
  /** The filter the search box sets, and the box's label. */
  search?: { name: keyof F & string; label: string; hint?: string };
  /** Further filter controls (SelectFilter, DateRangeFilter…). */
  filters?: ReactNode;
  /** Shown between the filters and the table (e.g. totals). */
  summary?: ReactNode;
  /** Accessible name of the table. */
  label: string;
  minWidth?: number;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
  /** Accessible name of the page controls. */
  pagesLabel: string;
}

const change = <F extends FilterValues>(name: keyof F & string, value: string) =>
  ({ [name]: value }) as Partial<F>;

/** Filter bar, table and pager of a server-paged list; a failed first load shows the error and a retry. */
export function AdminList<Row, F extends FilterValues>({
  state,
  result,
  filtersLabel,
  search,
  filters,
  summary,
  label,
  minWidth,
  columns,
  rowKey,
  empty,
  pagesLabel,
}: AdminListProps<Row, F>) {
  const { t } = useTranslation();
  return (
    <>
      <FilterBar
        label={filtersLabel}
        search={search && state.filters[search.name]}
        searchLabel={search?.label}
        searchHint={search?.hint}
        onSearch={search && ((value) => state.setFilters(change<F>(search.name, value)))}
      >
        {filters}
      </FilterBar>
      {summary}
      {result.isError && !result.data ? (
        <QueryError
          error={result.error}
          onRetry={() => void result.refetch()}
          title={t('table.loadFailed')}
          retryLabel={t('table.retry')}
        />
      ) : (
        <Stack gap="sm">
          <ListTable
            label={label}
            minWidth={minWidth}
            columns={columns}
            rows={result.data?.items}
            rowKey={rowKey}
            empty={empty}
            busy={result.isFetching}
          />
          {result.data && (
            <Pager
              page={state.page}
              pageSize={state.pageSize}
              total={result.data.total}
              capped={result.data.totalCapped}
              onPage={(page) => state.setFilters(change<F>('page', String(page)))}
              label={pagesLabel}
            />
          )}
        </Stack>
      )}
    </>
  );
}

/** An admin list page: its heading, then the list, then anything it opens (dialogs, drawers). */
export function AdminListPage<Row, F extends FilterValues>({
  title,
  intro,
  actions,
  children,
  ...list
}: AdminListProps<Row, F> & { title: string; intro?: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} intro={intro} actions={actions} />
      <AdminList {...list} />
      {children}
    </Stack>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A drop-down filter; its first choice ("All") clears it unless `withAll` is false. */
export function SelectFilter<F extends FilterValues>({
  state,
  name,
  label,
  options,
  withAll = true,
}: {
  state: ListState<F>;
  name: keyof F & string;
  label: string;
  options: readonly Option[];
  withAll?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      value={state.filters[name]}
      onChange={(event) => state.setFilters(change<F>(name, event.currentTarget.value))}
      data={withAll ? [{ value: '', label: t('admin.filters.all') }, ...options] : [...options]}
    />
  );
}

/** "From date" and "To date" filters (the list's `from` and `to`). */
export function DateRangeFilter<F extends FilterValues & { from: string; to: string }>({
  state,
}: {
  state: ListState<F>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <TextInput
          key={name}
          type="date"
          label={t(`admin.filters.${name}`)}
          value={state.filters[name]}
          onChange={(event) => state.setFilters(change<F>(name, event.currentTarget.value))}
        />
      ))}
    </>
  );
}
