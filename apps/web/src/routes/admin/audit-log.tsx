import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auditQuery } from '../../features/admin/api';
import {
  DataTable,
  EmptyRow,
  ErrorState,
  Pager,
  SkeletonRows,
} from '../../features/admin/components/DataTable';
import { FilterBar } from '../../features/admin/components/FilterBar';
import { PageHeader } from '../../features/admin/components/PageHeader';
import { describeChanges, formatDateTime } from '../../features/admin/format';
import { optional, pageNumber, useUrlFilters } from '../../features/admin/url-state';

const defaults = { action: '', targetId: '', from: '', to: '', page: '1' };
const PAGE_SIZE = 50;

export default function AuditLog() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(defaults);
  const query = {
    action: optional(filters.action),
    targetId: optional(filters.targetId),
    from: optional(filters.from),
    to: optional(filters.to),
    page: pageNumber(filters.page),
    pageSize: PAGE_SIZE,
  };
  const list = useQuery(auditQuery(query));
  const columns = 5;

  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.audit.title')} intro={t('admin.audit.intro')} />
      <FilterBar
        label={t('admin.audit.filtersLabel')}
        search={filters.action}
        searchLabel={t('admin.audit.action')}
        onSearch={(action) => setFilters({ action })}
      >
        <TextInput
          label={t('admin.audit.target')}
          defaultValue={filters.targetId}
          key={`target-${filters.targetId}`}
          onBlur={(event) => setFilters({ targetId: event.currentTarget.value.trim() })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilters({ targetId: event.currentTarget.value.trim() });
          }}
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
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="sm">
          <DataTable label={t('admin.audit.tableLabel')} minWidth={860}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.audit.when')}</Table.Th>
                <Table.Th>{t('admin.audit.who')}</Table.Th>
                <Table.Th>{t('admin.audit.what')}</Table.Th>
                <Table.Th>{t('admin.audit.target')}</Table.Th>
                <Table.Th>{t('admin.audit.changes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <SkeletonRows columns={columns} />
              ) : list.data.items.length === 0 ? (
                <EmptyRow columns={columns}>{t('admin.audit.empty')}</EmptyRow>
              ) : (
                list.data.items.map((entry) => (
                  <Table.Tr key={entry._id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td>{entry.actorName || '—'}</Table.Td>
                    <Table.Td>
                      {t(`admin.audit.actions.${entry.action.replace(/\./g, '_')}`, {
                        defaultValue: entry.action,
                      })}
                      <Text size="xs" c="dimmed">
                        {entry.action}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.targetType}</Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {entry.targetId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {describeChanges(entry.changes).map((line) => (
                        <Text size="xs" key={line} style={{ overflowWrap: 'anywhere' }}>
                          {line}
                        </Text>
                      ))}
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
              label={t('admin.audit.pagesLabel')}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
