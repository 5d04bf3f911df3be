import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { paymentGateways, paymentStatuses } from '@para/contract';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUrl, fetchAdminFile, paymentsQuery, saveBlob } from '../../features/admin/api';
import {
  DataTable,
  EmptyRow,
  ErrorState,
  Pager,
  SkeletonRows,
} from '../../features/admin/components/DataTable';
import { FilterBar } from '../../features/admin/components/FilterBar';
import { OfflinePaymentDialog } from '../../features/admin/components/OfflinePaymentDialog';
import { PageHeader } from '../../features/admin/components/PageHeader';
import { PaymentDrawer } from '../../features/admin/components/PaymentDrawer';
import { StatusBadge } from '../../features/admin/components/StatusBadge';
import { formatDateTime, formatPaise, todayInIndia } from '../../features/admin/format';
import { optional, pageNumber, useUrlFilters } from '../../features/admin/url-state';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/notify';

const defaults = { status: '', purpose: '', gateway: '', from: '', to: '', search: '', page: '1' };
const PAGE_SIZE = 25;

export default function PaymentManagement() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(defaults, {
    status: ['', ...paymentStatuses],
    gateway: ['', ...paymentGateways],
    purpose: ['', 'registration'],
  });
  const [openPayment, setOpenPayment] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const query = {
    status: optional(filters.status) as (typeof paymentStatuses)[number] | undefined,
    purpose: optional(filters.purpose) as 'registration' | undefined,
    gateway: optional(filters.gateway) as (typeof paymentGateways)[number] | undefined,
    from: optional(filters.from),
    to: optional(filters.to),
    search: optional(filters.search),
    page: pageNumber(filters.page),
    pageSize: PAGE_SIZE,
  };
  const list = useQuery(paymentsQuery(query));
  const columns = 7;

  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const blob = await fetchAdminFile(exportUrl(query, format));
      saveBlob(blob, `payments-${todayInIndia()}.${format}`);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'errors.generic');
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.paymentManagement')}
        actions={
          <Group gap="sm">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOffline(true)}>
              {t('admin.payments.offline.open')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting === 'csv'}
              onClick={() => void download('csv')}
            >
              {t('admin.payments.exportCsv')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting === 'xlsx'}
              onClick={() => void download('xlsx')}
            >
              {t('admin.payments.exportXlsx')}
            </Button>
          </Group>
        }
      />
      <FilterBar
        label={t('admin.payments.filtersLabel')}
        search={filters.search}
        searchLabel={t('admin.payments.search')}
        onSearch={(search) => setFilters({ search })}
      >
        <NativeSelect
          label={t('admin.columns.status')}
          value={filters.status}
          onChange={(event) => setFilters({ status: event.currentTarget.value })}
          data={[
            { value: '', label: t('admin.filters.all') },
            ...paymentStatuses.map((status) => ({ value: status, label: t(`admin.status.${status}`) })),
          ]}
        />
        <NativeSelect
          label={t('admin.payments.purpose')}
          value={filters.purpose}
          onChange={(event) => setFilters({ purpose: event.currentTarget.value })}
          data={[
            { value: '', label: t('admin.filters.all') },
            { value: 'registration', label: t('admin.payments.purposes.registration') },
          ]}
        />
        <NativeSelect
          label={t('admin.columns.gateway')}
          value={filters.gateway}
          onChange={(event) => setFilters({ gateway: event.currentTarget.value })}
          data={[
            { value: '', label: t('admin.filters.all') },
            ...paymentGateways.map((gateway) => ({
              value: gateway,
              label: t(`admin.payments.gateway.${gateway}`),
            })),
          ]}
        />
        <TextInput
          type="date"
          label={t('admin.filters.from')}
          value={filters.from}
          onChange={(event) => setFilters({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('admin.filters.to')}
          value={filters.to}
          onChange={(event) => setFilters({ to: event.currentTarget.value })}
        />
      </FilterBar>
      {list.data && (
        <Paper withBorder radius="md" p="sm">
          <Text aria-live="polite">
            {t('admin.payments.totals', {
              total: formatPaise(list.data.paidTotalPaise),
              count: list.data.total,
            })}
          </Text>
        </Paper>
      )}
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="sm">
          <DataTable label={t('admin.payments.tableLabel')} minWidth={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.columns.receipt')}</Table.Th>
                <Table.Th>{t('admin.columns.payer')}</Table.Th>
                <Table.Th>{t('admin.columns.amount')}</Table.Th>
                <Table.Th>{t('admin.columns.status')}</Table.Th>
                <Table.Th>{t('admin.columns.gateway')}</Table.Th>
                <Table.Th>{t('admin.columns.created')}</Table.Th>
                <Table.Th>{t('admin.columns.paidAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <SkeletonRows columns={columns} />
              ) : list.data.items.length === 0 ? (
                <EmptyRow columns={columns}>{t('admin.payments.empty')}</EmptyRow>
              ) : (
                list.data.items.map((payment) => (
                  <Table.Tr key={payment._id}>
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => setOpenPayment(payment._id)}
                        c="blue.8"
                        fw={600}
                        td="underline"
                        aria-label={t('admin.payments.openDetail', { receipt: payment.receiptNumber })}
                      >
                        {payment.receiptNumber}
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>
                      {payment.payerName}
                      <Text size="xs" c="dimmed">
                        {payment.payerEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPaise(payment.amountPaise)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={payment.status} />
                    </Table.Td>
                    <Table.Td>
                      {t(`admin.payments.gateway.${payment.gateway}`)}
                      {payment.method && (
                        <Text size="xs" c="dimmed">
                          {payment.method}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(payment.createdAt)}</Table.Td>
                    <Table.Td>{formatDateTime(payment.paidAt)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </DataTable>
          {list.data && (
            <Pager
              page={query.page}
              pageSize={PAGE_SIZE}
              total={list.data.total}
              onPage={(page) => setFilters({ page: String(page) })}
              label={t('admin.payments.pagesLabel')}
            />
          )}
        </Stack>
      )}
      <PaymentDrawer paymentId={openPayment} onClose={() => setOpenPayment(null)} />
      <OfflinePaymentDialog opened={offline} onClose={() => setOffline(false)} />
    </Stack>
  );
}
