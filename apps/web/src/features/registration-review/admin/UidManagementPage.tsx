import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import { shownEmail } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminList, SelectFilter, useListState } from '../../../components/admin/AdminList';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import type { Column } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import type { QueueRow } from '../../../lib/admin-rows';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { registrationOptionsQuery } from '../../../lib/registration-queries';
import { useTranslation } from '../../../lib/translation';
import { settingsQuery } from '../../admin';
import { queueQuery } from '../api';
import { DistrictCheckBadge } from './DistrictCheckBadge';
import {
  QUEUE_PAGE_SIZE,
  queueChoices,
  queueDefaults,
  queueRequest,
  queueSearch,
  queueStatuses,
} from './queue-nav';

export default function UidManagement() {
  const { t } = useTranslation();
  const list = useListState(queueDefaults, QUEUE_PAGE_SIZE, queueChoices);
  // The district's check is shown, and filtered by, only while the association has it on.
  const districtCheckOn = useQuery(settingsQuery()).data?.districtCheckFirst === true;
  const { filters, setFilters } = list;
  const options = useQuery(registrationOptionsQuery());
  const query = queueRequest(filters);
  const result = useQuery(queueQuery(query));
  const sports = options.data?.sports ?? [];
  const sportNames = Object.fromEntries(sports.map((sport) => [sport.code, sport.name]));
  // The review screen keeps the queue's filters, for its previous/next and the way back.
  const backToQueue = queueSearch(query);

  const columns: Column<QueueRow>[] = [
    {
      header: t('admin.columns.name'),
      cell: (item) => (
        <>
          <Anchor component={Link} to={`${paths.admin.review(item.userId)}${backToQueue}`} fw={600}>
            {item.name || shownEmail(item.email)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {shownEmail(item.email)}
          </Text>
        </>
      ),
    },
    { header: t('admin.columns.district'), cell: (item) => item.district || '—' },
    { header: t('admin.columns.sport'), cell: (item) => sportNames[item.sport] ?? (item.sport || '—') },
    { header: t('admin.columns.submitted'), cell: (item) => formatDateTime(item.submittedAt) || '—' },
    { header: t('admin.columns.status'), cell: (item) => <StatusBadge status={item.status} /> },
    { header: t('admin.columns.uid'), cell: (item) => item.uid || '—' },
    ...(districtCheckOn
      ? [
          {
            header: t('districtAssist.queue.column'),
            cell: (item: QueueRow) => <DistrictCheckBadge check={item.districtCheck} />,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.uidManagement')} intro={t('admin.queue.intro')} />
      <Tabs
        value={filters.status}
        onChange={(value) => value && setFilters({ status: value })}
        activateTabWithKeyboard
      >
        <Tabs.List aria-label={t('admin.queue.tabsLabel')}>
          {queueStatuses.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {t(`admin.queue.tab.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {queueStatuses.map((status) => (
          <Tabs.Panel key={status} value={status} pt="md">
            {filters.status === status && (
              <Stack gap="lg">
                <AdminList
                  state={list}
                  result={result}
                  filtersLabel={t('admin.queue.filtersLabel')}
                  search={{ name: 'search', label: t('admin.queue.search') }}
                  filters={
                    <>
                      <SelectFilter
                        state={list}
                        name="district"
                        label={t('admin.filters.district')}
                        options={(options.data?.districts ?? []).map((name) => ({
                          value: name,
                          label: name,
                        }))}
                      />
                      <SelectFilter
                        state={list}
                        name="sport"
                        label={t('admin.filters.sport')}
                        options={sports.map((sport) => ({ value: sport.code, label: sport.name }))}
                      />
                      {districtCheckOn && (
                        <SelectFilter
                          state={list}
                          name="districtCheck"
                          label={t('districtAssist.queue.filter')}
                          options={queueChoices.districtCheck.map((value) => ({
                            value,
                            label: t(`districtAssist.queue.filterOption.${value}`),
                          }))}
                        />
                      )}
                    </>
                  }
                  label={t('admin.queue.tableLabel', { status: t(`admin.queue.tab.${status}`) })}
                  columns={columns}
                  rowKey={(item) => item.userId}
                  empty={t('admin.queue.empty')}
                  pagesLabel={t('admin.queue.pagesLabel')}
                />
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
