import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Skeleton.css';
import { Box, Group, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../lib/translation';

// The tables of the administration screens (registrations, users, payments, audit log, site content)
// and of an athlete's results. Their words are the `table` texts (locales/*/table.json). The page
// controls of the longer lists are in Pager.tsx, so that a table without them does not load them.

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
 * The box takes the width its container gives and claims none of its own: a scrolling box still tells
 * its ancestors how wide its content is, and a flex column sized by its content would widen to the
 * table and push the whole page sideways on a phone. A width of 0 with a minimum of the container's
 * width says nothing of the content, in every browser. Positioned, so that what is placed absolutely
 * inside (the caption's words for screen readers) scrolls and is clipped with the table instead of
 * widening the page.
 */
const scrollBoxStyle: CSSProperties = {
  position: 'relative',
  overflowX: 'auto',
  width: 0,
  minWidth: '100%',
};

/**
 * A wide table's box: on a 360 px screen the table scrolls sideways inside it, not the page. The box is
 * a labelled region that takes the keyboard's focus, so it can be scrolled with the arrow keys (a
 * scrolling region must be reachable by keyboard, WCAG 2.1.1). The browser's own scrolling, not a drawn
 * scrollbar: it is what the phone's finger and the screen reader already know, and it costs no script.
 */
export function ScrollBox({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={scrollBoxStyle}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

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
    <ScrollBox label={label} minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" captionSide="top">
        <Table.Caption>
          <VisuallyHidden>{label}</VisuallyHidden>
        </Table.Caption>
        {children}
      </Table>
    </ScrollBox>
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

/**
 * The line a list shows when it has no rows. At the start of the row, not in its middle: the row is as
 * wide as the table, which on a phone is wider than its scrolling box, and a centred line began off
 * screen ("No" and the rest out of sight at 360 px).
 */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text py="lg" c="dimmed">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
