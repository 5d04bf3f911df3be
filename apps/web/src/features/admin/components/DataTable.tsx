import {
  Alert,
  Box,
  Button,
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
import { IconAlertCircle, IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { messageText } from '../../../lib/i18n';
import { formatCount } from '../format';

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

/** A column header that sorts the list: a button, with aria-sort on the header cell. */
export function SortHeader({
  label,
  sort,
  onSort,
}: {
  label: string;
  sort: 'ascending' | 'descending' | 'none';
  onSort: () => void;
}) {
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

/** A failed load: the server's message and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = isApiError(error) ? error.message : 'errors.generic';
  return (
    <Alert
      color="red.9"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={t('admin.table.loadFailed')}
      role="alert"
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{messageText(message)}</Text>
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          {t('admin.table.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Page controls with spoken labels, and "x–y of z". */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('admin.table.range', {
          first: formatCount(first),
          last: formatCount(last),
          total: formatCount(total),
        })}
      </Text>
      {pages > 1 && (
        <nav aria-label={label}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            siblings={1}
            boundaries={1}
            size="sm"
            getItemProps={(item) => ({
              'aria-label': t('admin.table.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': t(`admin.table.${control}`),
            })}
          />
        </nav>
      )}
    </Group>
  );
}
