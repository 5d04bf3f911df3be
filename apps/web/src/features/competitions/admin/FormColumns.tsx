import { Text } from '@mantine/core';
import type { AdminFormRow } from '@para/contract';
import { type Column, noWrap } from '../../../components/DataTable';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { FormStatusBadge } from './StatusBadges';

/** A form's entry window: opening, closing and late entries, in India time. */
function EntryWindow({ row }: { row: AdminFormRow }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" style={noWrap}>
        {formatDateTime(row.opensAt)}
      </Text>
      <Text size="sm" style={noWrap}>
        {t('competitionsAdmin.listing.until', { time: formatDateTime(row.closesAt) })}
      </Text>
      {row.lateUntil && (
        <Text size="xs" c="dimmed" style={noWrap}>
          {t('competitionsAdmin.listing.lateUntil', { time: formatDateTime(row.lateUntil) })}
        </Text>
      )}
    </>
  );
}

/**
 * The columns every list of entry forms shows after its first one (which names the form its own way):
 * the entry window, the status and the counts of entries not withdrawn.
 */
export function useFormColumns(first: Column<AdminFormRow>): Column<AdminFormRow>[] {
  const { t } = useTranslation();
  return [
    first,
    { header: t('competitionsAdmin.columns.window'), cell: (row) => <EntryWindow row={row} /> },
    { header: t('competitionsAdmin.columns.status'), cell: (row) => <FormStatusBadge status={row.status} /> },
    { header: t('competitionsAdmin.columns.disciplines'), cell: (row) => formatNumber(row.disciplineCount) },
    { header: t('competitionsAdmin.columns.entered'), cell: (row) => formatNumber(row.entered) },
    { header: t('competitionsAdmin.columns.waitlisted'), cell: (row) => formatNumber(row.waitlisted) },
    { header: t('competitionsAdmin.columns.unpaid'), cell: (row) => formatNumber(row.unpaid) },
    {
      header: t('competitionsAdmin.columns.paidTotal'),
      style: noWrap,
      cell: (row) => formatMoney(row.paidTotalPaise),
    },
  ];
}
