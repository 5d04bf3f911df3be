import { TextInput } from '@mantine/core';
import { auditActionList } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import {
  AdminListPage,
  DateRangeFilter,
  SelectFilter,
  useListState,
} from '../../../components/admin/AdminList';
import { type Column, noWrap } from '../../../components/DataTable';
import type { AuditRow } from '../../../lib/admin-rows';
import { formatDateTime } from '../../../lib/format';
import { registrationOptionsQuery } from '../../../lib/registration-queries';
import { useTranslation } from '../../../lib/translation';
import { optional } from '../../../lib/url-state';
import { auditQuery } from '../api';
import { AuditActor, AuditDetails, AuditTarget } from '../components/AuditEntryParts';
import { actionText } from '../describe';

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
  const options = useQuery(registrationOptionsQuery());
  const sportNames = Object.fromEntries(
    (options.data?.sports ?? []).map((sport) => [sport.code, sport.name]),
  );
  const applyTarget = (value: string) => setFilters({ targetId: value.trim() });
  // Every kind of change by its words, in the reader's alphabet order.
  const actions = auditActionList
    .map((action) => ({ value: action, label: actionText(t, action) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const columns: Column<AuditRow>[] = [
    { header: t('admin.audit.when'), style: noWrap, cell: (entry) => formatDateTime(entry.at) || '—' },
    { header: t('admin.audit.who'), cell: (entry) => <AuditActor entry={entry} /> },
    { header: t('admin.audit.what'), cell: (entry) => actionText(t, entry.action) },
    { header: t('admin.audit.target'), cell: (entry) => <AuditTarget entry={entry} /> },
    {
      header: t('admin.audit.changes'),
      cell: (entry) => <AuditDetails entry={entry} sportNames={sportNames} />,
    },
  ];

  return (
    <AdminListPage
      title={t('admin.audit.title')}
      intro={t('admin.audit.intro')}
      state={list}
      result={result}
      filtersLabel={t('admin.audit.filtersLabel')}
      filters={
        <>
          <SelectFilter state={list} name="action" label={t('admin.audit.action')} options={actions} />
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
