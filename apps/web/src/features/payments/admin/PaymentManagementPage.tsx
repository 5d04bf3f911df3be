import { Button, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { paymentGateways, paymentStatuses } from '@para/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AdminListPage,
  DateRangeFilter,
  SelectFilter,
  useListState,
} from '../../../components/admin/AdminList';
import { ExportButtons } from '../../../components/admin/ExportButtons';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { type Column, noWrap } from '../../../components/DataTable';
import { formatTotal } from '../../../components/paging';
import type { PaymentRow } from '../../../lib/admin-rows';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { optional } from '../../../lib/url-state';
import { exportUrl, type PaymentsQuery, paymentsQuery } from '../api';
import { OfflinePaymentDialog } from './OfflinePaymentDialog';
import { PaymentDrawer } from './PaymentDrawer';

const defaults = { status: '', purpose: '', gateway: '', from: '', to: '', search: '', page: '1' };

export default function PaymentManagement() {
  const { t } = useTranslation();
  const list = useListState(defaults, 25, {
    status: ['', ...paymentStatuses],
    gateway: ['', ...paymentGateways],
    purpose: ['', 'registration', 'entry', 'team'],
  });
  const { filters } = list;
  const query: PaymentsQuery = {
    status: optional(filters.status) as (typeof paymentStatuses)[number] | undefined,
    purpose: optional(filters.purpose) as PaymentsQuery['purpose'],
    gateway: optional(filters.gateway) as (typeof paymentGateways)[number] | undefined,
    from: optional(filters.from),
    to: optional(filters.to),
    search: optional(filters.search),
    page: list.page,
    pageSize: list.pageSize,
  };
  const result = useQuery(paymentsQuery(query));
  const [openPayment, setOpenPayment] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);

  const columns: Column<PaymentRow>[] = [
    {
      header: t('admin.columns.receipt'),
      cell: (payment) => (
        <UnstyledButton
          onClick={() => setOpenPayment(payment._id)}
          c="blue.8"
          fw={600}
          td="underline"
          aria-label={t('admin.payments.openDetail', { receipt: payment.receiptNumber })}
        >
          {payment.receiptNumber}
        </UnstyledButton>
      ),
    },
    {
      header: t('admin.columns.payer'),
      cell: (payment) => (
        <>
          {payment.payerName}
          <Text size="xs" c="dimmed">
            {payment.payerEmail}
          </Text>
        </>
      ),
    },
    { header: t('admin.columns.amount'), style: noWrap, cell: (payment) => formatMoney(payment.amountPaise) },
    { header: t('admin.columns.status'), cell: (payment) => <StatusBadge status={payment.status} /> },
    {
      header: t('admin.columns.gateway'),
      cell: (payment) => (
        <>
          {t(`admin.payments.gateway.${payment.gateway}`)}
          {payment.method && (
            <Text size="xs" c="dimmed">
              {t(`admin.payments.methods.${payment.method}`, { defaultValue: payment.method })}
            </Text>
          )}
        </>
      ),
    },
    { header: t('admin.columns.created'), cell: (payment) => formatDateTime(payment.createdAt) || '—' },
    { header: t('admin.columns.paidAt'), cell: (payment) => formatDateTime(payment.paidAt) || '—' },
  ];

  return (
    <AdminListPage
      title={t('pages.paymentManagement')}
      actions={
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOffline(true)}>
            {t('admin.payments.offline.open')}
          </Button>
          <ExportButtons
            urlFor={(format) => exportUrl(query, format)}
            name="payments"
            labels={{ csv: t('admin.payments.exportCsv'), xlsx: t('admin.payments.exportXlsx') }}
          />
        </Group>
      }
      state={list}
      result={result}
      filtersLabel={t('admin.payments.filtersLabel')}
      search={{ name: 'search', label: t('admin.payments.search') }}
      filters={
        <>
          <SelectFilter
            state={list}
            name="status"
            label={t('admin.columns.status')}
            options={paymentStatuses.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
          />
          <SelectFilter
            state={list}
            name="purpose"
            label={t('admin.payments.purpose')}
            options={[
              { value: 'registration', label: t('admin.payments.purposes.registration') },
              { value: 'entry', label: t('admin.payments.purposes.entry') },
              { value: 'team', label: t('admin.payments.purposes.team') },
            ]}
          />
          <SelectFilter
            state={list}
            name="gateway"
            label={t('admin.columns.gateway')}
            options={paymentGateways.map((gateway) => ({
              value: gateway,
              label: t(`admin.payments.gateway.${gateway}`),
            }))}
          />
          <DateRangeFilter state={list} />
        </>
      }
      summary={
        result.data && (
          <Paper withBorder radius="md" p="sm">
            <Text aria-live="polite">
              {t('admin.payments.totals', {
                total: formatMoney(result.data.paidTotalPaise),
                count: result.data.total,
                listed: formatTotal(result.data.total, result.data.totalCapped),
              })}
            </Text>
          </Paper>
        )
      }
      label={t('admin.payments.tableLabel')}
      minWidth={900}
      columns={columns}
      rowKey={(payment) => payment._id}
      empty={t('admin.payments.empty')}
      pagesLabel={t('admin.payments.pagesLabel')}
    >
      <PaymentDrawer paymentId={openPayment} onClose={() => setOpenPayment(null)} />
      <OfflinePaymentDialog opened={offline} onClose={() => setOffline(false)} />
    </AdminListPage>
  );
}
