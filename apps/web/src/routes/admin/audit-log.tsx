import { Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { breakAnywhere, type Column, noWrap } from '../../components/DataTable';
import { auditQuery } from '../../features/admin/api';
import { AdminListPage, DateRangeFilter, useListState } from '../../features/admin/components/AdminList';
import { describeChanges, formatDateTime } from '../../features/admin/format';
import type { AuditRow } from '../../features/admin/rows';
import { optional } from '../../features/admin/url-state';

const defaults = { action: '', targetId: '', from: '', to: '', page: '1' };

export default function AuditLog() {
  const { t } = useTranslation();
  const list = useListState(defaults, 50);
  const { filters, setFilters } = list;
  const result = useQuery(
    auditQuery({
      action: optional(filters.action),
      targetId: optional(filters.targetId),
      from: optional(filters.from),
      to: optional(filters.to),
      page: list.page,
      pageSize: list.pageSize,
    }),
  );
  const applyTarget = (value: string) => setFilters({ targetId: value.trim() });

  const columns: Column<AuditRow>[] = [
    { header: t('admin.audit.when'), style: noWrap, cell: (entry) => formatDateTime(entry.at) },
    { header: t('admin.audit.who'), cell: (entry) => entry.actorName || '—' },
    {
      header: t('admin.audit.what'),
      cell: (entry) => (
        <>
          {t(`admin.audit.actions.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action })}
          <Text size="xs" c="dimmed">
            {entry.action}
          </Text>
        </>
      ),
    },
    {
      header: t('admin.audit.target'),
      cell: (entry) => (
        <>
          <Text size="sm">{entry.targetType}</Text>
          <Text size="xs" c="dimmed" style={breakAnywhere}>
            {entry.targetId}
          </Text>
        </>
      ),
    },
    {
      header: t('admin.audit.changes'),
      cell: (entry) =>
        describeChanges(entry.changes).map((line) => (
          <Text size="xs" key={line} style={breakAnywhere}>
            {line}
          </Text>
        )),
    },
  ];

  return (
    <AdminListPage
      title={t('admin.audit.title')}
      intro={t('admin.audit.intro')}
      state={list}
      result={result}
      filtersLabel={t('admin.audit.filtersLabel')}
      search={{ name: 'action', label: t('admin.audit.action') }}
      filters={
        <>
          <TextInput
            label={t('admin.audit.target')}
            defaultValue={filters.targetId}
            key={`target-${filters.targetId}`}
            onBlur={(event) => applyTarget(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyTarget(event.currentTarget.value);
            }}
          />
          <DateRangeFilter state={list} />
        </>
      }
      label={t('admin.audit.tableLabel')}
      minWidth={860}
      columns={columns}
      rowKey={(entry) => entry._id}
      empty={t('admin.audit.empty')}
      pagesLabel={t('admin.audit.pagesLabel')}
    />
  );
}
