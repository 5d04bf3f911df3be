import { Anchor, NativeSelect, Stack, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { optionsQuery, queueQuery } from '../../features/admin/api';
import {
  DataTable,
  EmptyRow,
  ErrorState,
  Pager,
  SkeletonRows,
} from '../../features/admin/components/DataTable';
import { FilterBar } from '../../features/admin/components/FilterBar';
import { PageHeader } from '../../features/admin/components/PageHeader';
import { StatusBadge } from '../../features/admin/components/StatusBadge';
import { formatDateTime } from '../../features/admin/format';
import { reviewPath } from '../../features/admin/paths';
import { QUEUE_PAGE_SIZE, queueDefaults, queueStatuses } from '../../features/admin/queue-nav';
import { optional, pageNumber, useUrlFilters } from '../../features/admin/url-state';

const statuses = queueStatuses;
const defaults = queueDefaults;
const PAGE_SIZE = QUEUE_PAGE_SIZE;

export default function UidManagement() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(defaults, { status: statuses });
  const options = useQuery(optionsQuery());
  const query = {
    status: filters.status as (typeof statuses)[number],
    district: optional(filters.district),
    sport: optional(filters.sport),
    search: optional(filters.search),
    page: pageNumber(filters.page),
    pageSize: PAGE_SIZE,
  };
  const list = useQuery(queueQuery(query));
  const sportNames = Object.fromEntries(
    (options.data?.sports ?? []).map((sport) => [sport.code, sport.name]),
  );
  const columns = 6;
  const queueSearch = new URLSearchParams(
    Object.entries(filters).filter(
      ([key, value]) => value !== '' && value !== defaults[key as keyof typeof defaults],
    ),
  ).toString();

  const content = (
    <>
      <FilterBar
        label={t('admin.queue.filtersLabel')}
        search={filters.search}
        searchLabel={t('admin.queue.search')}
        onSearch={(search) => setFilters({ search })}
      >
        <NativeSelect
          label={t('admin.filters.district')}
          value={filters.district}
          onChange={(event) => setFilters({ district: event.currentTarget.value })}
          data={[
            { value: '', label: t('admin.filters.all') },
            ...(options.data?.districts ?? []).map((district) => ({ value: district, label: district })),
          ]}
        />
        <NativeSelect
          label={t('admin.filters.sport')}
          value={filters.sport}
          onChange={(event) => setFilters({ sport: event.currentTarget.value })}
          data={[
            { value: '', label: t('admin.filters.all') },
            ...(options.data?.sports ?? []).map((sport) => ({ value: sport.code, label: sport.name })),
          ]}
        />
      </FilterBar>
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="sm">
          <DataTable label={t('admin.queue.tableLabel', { status: t(`admin.queue.tab.${filters.status}`) })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.columns.name')}</Table.Th>
                <Table.Th>{t('admin.columns.district')}</Table.Th>
                <Table.Th>{t('admin.columns.sport')}</Table.Th>
                <Table.Th>{t('admin.columns.submitted')}</Table.Th>
                <Table.Th>{t('admin.columns.status')}</Table.Th>
                <Table.Th>{t('admin.columns.uid')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody aria-busy={list.isFetching || undefined}>
              {list.isPending ? (
                <SkeletonRows columns={columns} />
              ) : list.data.items.length === 0 ? (
                <EmptyRow columns={columns}>{t('admin.queue.empty')}</EmptyRow>
              ) : (
                list.data.items.map((item) => (
                  <Table.Tr key={item.userId}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`${reviewPath(item.userId)}${queueSearch ? `?${queueSearch}` : ''}`}
                        fw={600}
                      >
                        {item.name || item.email}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {item.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.district || '—'}</Table.Td>
                    <Table.Td>{sportNames[item.sport] ?? (item.sport || '—')}</Table.Td>
                    <Table.Td>{formatDateTime(item.submittedAt)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={item.status} />
                    </Table.Td>
                    <Table.Td>{item.uid || '—'}</Table.Td>
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
              label={t('admin.queue.pagesLabel')}
            />
          )}
        </Stack>
      )}
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.uidManagement')} intro={t('admin.queue.intro')} />
      <Tabs
        value={filters.status}
        onChange={(value) => value && setFilters({ status: value })}
        activateTabWithKeyboard
      >
        <Tabs.List aria-label={t('admin.queue.tabsLabel')}>
          {statuses.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {t(`admin.queue.tab.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {statuses.map((status) => (
          <Tabs.Panel key={status} value={status} pt="md">
            {filters.status === status && <Stack gap="lg">{content}</Stack>}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
