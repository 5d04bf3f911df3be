import { Alert, Button, NativeSelect, Stack, Table, Text, Textarea } from '@mantine/core';
import type { AdminUserRow } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockUser, usersQuery } from '../../features/admin/api';
import { ConfirmDialog } from '../../features/admin/components/ConfirmDialog';
import {
  DataTable,
  EmptyRow,
  ErrorState,
  Pager,
  SkeletonRows,
  SortHeader,
} from '../../features/admin/components/DataTable';
import { FilterBar } from '../../features/admin/components/FilterBar';
import { PageHeader } from '../../features/admin/components/PageHeader';
import { StatusBadge } from '../../features/admin/components/StatusBadge';
import { formatDateTime } from '../../features/admin/format';
import { ariaSort, nextSort, type UserSort, userSorts } from '../../features/admin/sort';
import { optional, pageNumber, useUrlFilters } from '../../features/admin/url-state';
import { isApiError } from '../../lib/api';
import { messageText } from '../../lib/i18n';
import { toast } from '../../lib/notify';

const defaults = { search: '', verified: '', blocked: '', state: '', sort: 'newest', page: '1' };
const PAGE_SIZE = 25;
const states = ['none', 'submitted', 'paid', 'approved'] as const;

function registrationState(user: AdminUserRow): string {
  if (user.registrationApproved) return 'approved';
  if (user.registrationPaymentCompleted) return 'paid';
  if (user.registrationCompleted) return 'submitted';
  return 'none';
}

export default function UserManagement() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(defaults, {
    sort: userSorts,
    verified: ['', 'true', 'false'],
    blocked: ['', 'true', 'false'],
    state: ['', ...states],
  });
  const sort = filters.sort as UserSort;
  const query = {
    search: optional(filters.search),
    verified: optional(filters.verified) as 'true' | 'false' | undefined,
    blocked: optional(filters.blocked) as 'true' | 'false' | undefined,
    state: optional(filters.state) as (typeof states)[number] | undefined,
    sort,
    page: pageNumber(filters.page),
    pageSize: PAGE_SIZE,
  };
  const list = useQuery(usersQuery(query));
  const block = useBlockUser();
  const [target, setTarget] = useState<AdminUserRow | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const columns = 7;
  const yesNo = [
    { value: '', label: t('admin.filters.all') },
    { value: 'true', label: t('admin.filters.yes') },
    { value: 'false', label: t('admin.filters.no') },
  ];

  const close = () => {
    setTarget(null);
    setReason('');
    setError(null);
  };

  const confirm = async () => {
    if (!target) return;
    const blocking = !target.blocked;
    if (blocking && reason.trim().length === 0) {
      setError('admin.users.reasonRequired');
      return;
    }
    try {
      await block.mutateAsync({
        userId: target._id,
        blocked: blocking,
        reason: blocking ? reason.trim() : '',
      });
      toast.success(t(blocking ? 'admin.users.blocked' : 'admin.users.unblocked', { name: target.name }));
      close();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'errors.generic');
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.userManagement')} />
      <FilterBar
        label={t('admin.users.filtersLabel')}
        search={filters.search}
        searchLabel={t('admin.users.search')}
        onSearch={(search) => setFilters({ search })}
      >
        <NativeSelect
          label={t('admin.users.verified')}
          value={filters.verified}
          data={yesNo}
          onChange={(event) => setFilters({ verified: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('admin.users.blockedFilter')}
          value={filters.blocked}
          data={yesNo}
          onChange={(event) => setFilters({ blocked: event.currentTarget.value })}
        />
        <NativeSelect
          label={t('admin.users.state')}
          value={filters.state}
          onChange={(event) => setFilters({ state: event.currentTarget.value })}
          data={[
            { value: '', label: t('admin.filters.all') },
            ...states.map((state) => ({ value: state, label: t(`admin.users.states.${state}`) })),
          ]}
        />
        <NativeSelect
          label={t('admin.users.sort')}
          value={filters.sort}
          onChange={(event) => setFilters({ sort: event.currentTarget.value })}
          data={userSorts.map((value) => ({ value, label: t(`admin.users.sorts.${value}`) }))}
        />
      </FilterBar>
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="sm">
          <DataTable label={t('admin.users.tableLabel')} minWidth={960}>
            <Table.Thead>
              <Table.Tr>
                <SortHeader
                  label={t('admin.columns.name')}
                  sort={ariaSort(sort, 'name')}
                  onSort={() => setFilters({ sort: nextSort(sort, 'name') })}
                />
                <SortHeader
                  label={t('admin.columns.email')}
                  sort={ariaSort(sort, 'email')}
                  onSort={() => setFilters({ sort: nextSort(sort, 'email') })}
                />
                <Table.Th>{t('admin.columns.phone')}</Table.Th>
                <Table.Th>{t('admin.users.state')}</Table.Th>
                <Table.Th>{t('admin.columns.uid')}</Table.Th>
                <SortHeader
                  label={t('admin.columns.joined')}
                  sort={ariaSort(sort, 'created')}
                  onSort={() => setFilters({ sort: nextSort(sort, 'created') })}
                />
                <Table.Th>{t('admin.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <SkeletonRows columns={columns} />
              ) : list.data.items.length === 0 ? (
                <EmptyRow columns={columns}>{t('admin.users.empty')}</EmptyRow>
              ) : (
                list.data.items.map((user) => (
                  <Table.Tr key={user._id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {user.name}
                      </Text>
                      {user.isAdmin && (
                        <Text size="xs" c="dimmed">
                          {t('admin.users.administrator')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                      {!user.emailVerified && (
                        <Text size="xs" c="orange.9">
                          {t('admin.users.notVerified')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{user.phone}</Table.Td>
                    <Table.Td>
                      {user.blocked ? (
                        <StatusBadge status="blocked" />
                      ) : (
                        t(`admin.users.states.${registrationState(user)}`)
                      )}
                      {user.blocked && user.blockedReason && (
                        <Text size="xs" c="dimmed">
                          {user.blockedReason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{user.uid || '—'}</Table.Td>
                    <Table.Td>{formatDateTime(user.createdAt)}</Table.Td>
                    <Table.Td>
                      {!user.isAdmin && (
                        <Button
                          size="xs"
                          variant="outline"
                          color={user.blocked ? 'blue.8' : 'red.9'}
                          onClick={() => setTarget(user)}
                          aria-label={t(
                            user.blocked ? 'admin.users.unblockNamed' : 'admin.users.blockNamed',
                            { name: user.name },
                          )}
                        >
                          {t(user.blocked ? 'admin.users.unblock' : 'admin.users.block')}
                        </Button>
                      )}
                    </Table.Td>
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
              label={t('admin.users.pagesLabel')}
            />
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={target !== null}
        title={
          target
            ? t(target.blocked ? 'admin.users.unblockTitle' : 'admin.users.blockTitle', { name: target.name })
            : ''
        }
        confirmLabel={target?.blocked ? t('admin.users.unblock') : t('admin.users.block')}
        confirmColor={target?.blocked ? 'blue.8' : 'red.9'}
        busy={block.isPending}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        <Stack gap="sm">
          <Text>{target?.blocked ? t('admin.users.unblockText') : t('admin.users.blockText')}</Text>
          {error && (
            <Alert color="red.9" role="alert" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
              {messageText(error)}
            </Alert>
          )}
          {target && !target.blocked && (
            <Textarea
              label={t('admin.users.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              withAsterisk
              rows={3}
            />
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
