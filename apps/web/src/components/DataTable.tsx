import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Box,
  Group,
  Pagination,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../lib/translation';
import { COUNT_CAP, formatCount, pageRange } from './paging';

// The tables of the administration screens (registrations, users, payments, audit log, site content)
// and of an athlete's results. Their words are the `table` texts (locales/*/table.json).

export type AriaSort = 'ascending' | 'descending' | 'none';

/** One column of a list: its header, what each row shows in it and, if it sorts, how. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  sort?: { state: AriaSort; onSort: () => void };
  /** Style of the body cells (e.g. no wrapping for dates and amounts). */
  style?: CSSProperties;
}

/** Cell style for long unbroken text (e-mail addresses, ids) that may break anywhere. */
export const breakAnywhere: CSSProperties = { overflowWrap: 'anywhere' };
export const noWrap: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * A table in a horizontally scrolling, labelled, focusable region (so keyboard users can scroll it on
 * a 360 px screen), with a caption naming it.
 */
export function DataTable({
  label,
  minWidth = 720,
  children,
}: {
  label: string;
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Box role="region" aria-label={label} tabIndex={0} miw={minWidth}>
        <Table striped highlightOnHover verticalSpacing="xs" captionSide="top">
          <Table.Caption>
            <VisuallyHidden>{label}</VisuallyHidden>
          </Table.Caption>
          {children}
        </Table>
      </Box>
    </ScrollArea>
  );
}

/**
 * A list as a table, from its columns: placeholder rows while the first page loads (`rows`
 * undefined), a line saying so when there are none.
 */
export function ListTable<Row>({
  label,
  minWidth,
  columns,
  rows,
  rowKey,
  empty,
  busy,
}: {
  label: string;
  minWidth?: number;
  columns: Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  empty: ReactNode;
  /** A newer page is on its way (the rows shown are the previous ones). */
  busy?: boolean;
}) {
  return (
    <DataTable label={label} minWidth={minWidth}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) =>
            column.sort ? (
              <SortHeader
                key={column.header}
                label={column.header}
                sort={column.sort.state}
                onSort={column.sort.onSort}
              />
            ) : (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody aria-busy={busy || undefined}>
        {rows === undefined ? (
          <SkeletonRows columns={columns.length} />
        ) : rows.length === 0 ? (
          <EmptyRow columns={columns.length}>{empty}</EmptyRow>
        ) : (
          rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} style={column.style}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </DataTable>
  );
}

/** A column header that sorts the list: a button, with aria-sort on the header cell. */
export function SortHeader({ label, sort, onSort }: { label: string; sort: AriaSort; onSort: () => void }) {
  const Icon =
    sort === 'ascending' ? IconSortAscending : sort === 'descending' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th aria-sort={sort}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={16} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Placeholder rows while a page loads. */
export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  const { t } = useTranslation();
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Table.Tr key={row} aria-hidden={row > 0 ? true : undefined}>
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Table.Td key={column}>
              {row === 0 && column === 0 ? (
                <Text size="sm" role="status">
                  {t('common.loading')}
                </Text>
              ) : (
                <Skeleton height={14} radius="sm" />
              )}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text py="lg" ta="center" c="dimmed">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Page controls with spoken labels, and "x–y of z". A capped total (the server stopped counting)
 * reads "10,000+", and the controls reach only the pages counted, with a word on narrowing the list.
 */
export function Pager({
  page,
  pageSize,
  total,
  capped = false,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  capped?: boolean;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const range = pageRange({ page, pageSize, total, capped });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('table.range', {
            first: formatCount(range.first),
            last: formatCount(range.last),
            total: range.totalText,
          })}
        </Text>
        {range.pages > 1 && (
          <nav aria-label={label}>
            <Pagination
              total={range.pages}
              value={Math.min(page, range.pages)}
              onChange={onPage}
              siblings={1}
              boundaries={1}
              size="sm"
              getItemProps={(item) => ({
                'aria-label': t('table.page', { page: item }),
                'aria-current': item === page ? 'page' : undefined,
              })}
              getControlProps={(control) => ({
                'aria-label': t(`table.${control}`),
              })}
            />
          </nav>
        )}
      </Group>
      {capped && (
        <Text size="sm" c="dimmed">
          {t('table.capped', { limit: formatCount(COUNT_CAP) })}
        </Text>
      )}
    </Stack>
  );
}
