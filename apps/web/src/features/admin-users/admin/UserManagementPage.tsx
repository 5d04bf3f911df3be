import { Button, Text } from '@mantine/core';
import type { AdminUserRow } from '@para/contract';
import { shownEmail } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminListPage, SelectFilter, useListState } from '../../../components/admin/AdminList';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { breakAnywhere, type Column } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { optional } from '../../../lib/url-state';
import { usersQuery } from '../api';
import { BlockUserDialog } from './BlockUserDialog';
import { ariaSort, nextSort, type UserSort, type UserSortColumn, userSorts } from './sort';

const defaults = { search: '', verified: '', blocked: '', state: '', sort: 'newest', page: '1' };
const states = ['none', 'submitted', 'paid', 'approved'] as const;
const yesNoValues = ['', 'true', 'false'];

function registrationState(user: AdminUserRow): string {
  if (user.registrationApproved) return 'approved';
  if (user.registrationPaymentCompleted) return 'paid';
  if (user.registrationCompleted) return 'submitted';
  return 'none';
}

export default function UserManagement() {
  const { t } = useTranslation();
  const list = useListState(defaults, 25, {
    sort: userSorts,
    verified: yesNoValues,
    blocked: yesNoValues,
    state: ['', ...states],
  });
  const { filters, setFilters } = list;
  const sort = filters.sort as UserSort;
  const result = useQuery(
    usersQuery({
      search: optional(filters.search),
      verified: optional(filters.verified) as 'true' | 'false' | undefined,
      blocked: optional(filters.blocked) as 'true' | 'false' | undefined,
      state: optional(filters.state) as (typeof states)[number] | undefined,
      sort,
      page: list.page,
      pageSize: list.pageSize,
    }),
  );
  const [target, setTarget] = useState<AdminUserRow | null>(null);
  const yesNo = [
    { value: 'true', label: t('admin.filters.yes') },
    { value: 'false', label: t('admin.filters.no') },
  ];
  const sortBy = (column: UserSortColumn) => ({
    state: ariaSort(sort, column),
    onSort: () => setFilters({ sort: nextSort(sort, column) }),
  });

  const columns: Column<AdminUserRow>[] = [
    {
      header: t('admin.columns.name'),
      sort: sortBy('name'),
      cell: (user) => (
        <>
          <Text fw={600} size="sm">
            {user.name}
          </Text>
          {user.isAdmin && (
            <Text size="xs" c="dimmed">
              {t('admin.users.administrator')}
            </Text>
          )}
        </>
      ),
    },
    {
      header: t('admin.columns.email'),
      sort: sortBy('email'),
      style: breakAnywhere,
      cell: (user) => (
        <>
          {shownEmail(user.email) || '—'}
          {!user.emailVerified && shownEmail(user.email) && (
            // A darker orange than the palette's: small text needs 4.5:1 on the table's white and grey rows.
            <Text size="xs" c="#9c3a00" fw={600}>
              {t('admin.users.notVerified')}
            </Text>
          )}
        </>
      ),
    },
    { header: t('admin.columns.phone'), cell: (user) => user.phone },
    {
      header: t('admin.users.state'),
      cell: (user) => (
        <>
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
        </>
      ),
    },
    { header: t('admin.columns.uid'), cell: (user) => user.uid || '—' },
    {
      header: t('admin.columns.joined'),
      sort: sortBy('created'),
      cell: (user) => formatDateTime(user.createdAt) || '—',
    },
    {
      header: t('admin.columns.actions'),
      cell: (user) =>
        !user.isAdmin && (
          <Button
            size="xs"
            variant="outline"
            color={user.blocked ? 'blue.8' : 'red.9'}
            onClick={() => setTarget(user)}
            aria-label={t(user.blocked ? 'admin.users.unblockNamed' : 'admin.users.blockNamed', {
              name: user.name,
            })}
          >
            {t(user.blocked ? 'admin.users.unblock' : 'admin.users.block')}
          </Button>
        ),
    },
  ];

  return (
    <AdminListPage
      title={t('pages.userManagement')}
      state={list}
      result={result}
      filtersLabel={t('admin.users.filtersLabel')}
      search={{ name: 'search', label: t('admin.users.search'), hint: t('admin.users.searchHint') }}
      filters={
        <>
          <SelectFilter state={list} name="verified" label={t('admin.users.verified')} options={yesNo} />
          <SelectFilter state={list} name="blocked" label={t('admin.users.blockedFilter')} options={yesNo} />
          <SelectFilter
            state={list}
            name="state"
            label={t('admin.users.state')}
            options={states.map((state) => ({ value: state, label: t(`admin.users.states.${state}`) }))}
          />
          <SelectFilter
            state={list}
            name="sort"
            label={t('admin.users.sort')}
            withAll={false}
            options={userSorts.map((value) => ({ value, label: t(`admin.users.sorts.${value}`) }))}
          />
        </>
      }
      label={t('admin.users.tableLabel')}
      minWidth={960}
      columns={columns}
      rowKey={(user) => user._id}
      empty={t('admin.users.empty')}
      pagesLabel={t('admin.users.pagesLabel')}
    >
      <BlockUserDialog user={target} onClose={() => setTarget(null)} />
    </AdminListPage>
  );
}
