import { Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  type AdminEntryForm,
  defaultDistricts,
  entryDisciplineStatuses,
  entryStatuses,
  type SubmissionRow,
} from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminList, SelectFilter, useListState } from '../../../../components/admin/AdminList';
import { ExportButtons } from '../../../../components/admin/ExportButtons';
import { type Column, noWrap } from '../../../../components/DataTable';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { optional } from '../../../../lib/url-state';
import { entriesExportUrl, type SubmissionsQuery, submissionsQuery } from '../api';
import { EntryStatusBadge, PlaceStatusBadge } from '../StatusBadges';
import { ClassFilter } from './ClassFilter';
import { EntryDrawer } from './EntryDrawer';

const defaults = {
  discipline: '',
  disciplineStatus: '',
  sportClass: '',
  district: '',
  status: '',
  search: '',
  page: '1',
};

/** A form's entries, filtered (filters kept in the address) and paged, with exports and an entry's detail. */
export function EntriesList({ form }: { form: AdminEntryForm }) {
  const { t } = useTranslation();
  const keys = form.disciplines.map((item) => item.key);
  const list = useListState(defaults, 25, {
    discipline: ['', ...keys],
    disciplineStatus: ['', ...entryDisciplineStatuses],
    status: ['', ...entryStatuses],
  });
  const { filters } = list;
  const query: SubmissionsQuery = {
    formId: form._id,
    discipline: optional(filters.discipline),
    disciplineStatus: optional(filters.disciplineStatus) as SubmissionsQuery['disciplineStatus'],
    sportClass: optional(filters.sportClass),
    district: optional(filters.district),
    status: optional(filters.status) as SubmissionsQuery['status'],
    search: optional(filters.search),
    page: list.page,
    pageSize: list.pageSize,
  };
  const result = useQuery({
    ...submissionsQuery(query),
    select: (data) => ({ ...data, totalCapped: false }),
  });
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const nameOf = (key: string) => form.disciplines.find((item) => item.key === key)?.name ?? key;

  const columns: Column<SubmissionRow>[] = [
    {
      header: t('competitionsAdmin.columns.athlete'),
      cell: (row) => (
        <>
          <UnstyledButton
            onClick={() => setOpenEntry(row._id)}
            c="blue.8"
            fw={600}
            td="underline"
            aria-label={t('competitionsAdmin.entries.open', { name: row.athlete.name })}
          >
            {row.athlete.name}
          </UnstyledButton>
          <Text size="xs" c="dimmed">
            {row.athlete.uid}
          </Text>
        </>
      ),
    },
    { header: t('competitionsAdmin.columns.district'), cell: (row) => row.athlete.district },
    {
      header: t('competitionsAdmin.columns.classes'),
      cell: (row) => row.athlete.sportClasses.join(', ') || '—',
    },
    {
      header: t('competitionsAdmin.columns.disciplines'),
      cell: (row) => (
        <Stack gap={4}>
          {row.disciplines.map((item) => (
            <Group key={item.key} gap={6}>
              <Text size="sm">{nameOf(item.key)}</Text>
              {item.status === 'waitlisted' && <PlaceStatusBadge status={item.status} />}
            </Group>
          ))}
        </Stack>
      ),
    },
    {
      header: t('competitionsAdmin.columns.status'),
      cell: (row) => <EntryStatusBadge status={row.status} disciplines={row.disciplines} />,
    },
    {
      header: t('competitionsAdmin.columns.amount'),
      style: noWrap,
      cell: (row) => formatMoney(row.amountPaise),
    },
    { header: t('competitionsAdmin.columns.bib'), cell: (row) => row.bib ?? '—' },
    {
      header: t('competitionsAdmin.columns.enteredAt'),
      style: noWrap,
      cell: (row) => formatDateTime(row.createdAt),
    },
  ];

  return (
    <Stack gap="md" component="section" aria-labelledby="entries-title">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="entries-title">
          {t('competitionsAdmin.entries.title')}
        </Title>
        <Group gap="sm">
          <ExportButtons
            urlFor={(format) => entriesExportUrl(query, format)}
            name="entries"
            labels={{
              csv: t('competitionsAdmin.entries.exportCsv'),
              xlsx: t('competitionsAdmin.entries.exportXlsx'),
            }}
          />
        </Group>
      </Group>
      <AdminList
        state={list}
        result={result}
        filtersLabel={t('competitionsAdmin.entries.filters')}
        search={{
          name: 'search',
          label: t('competitionsAdmin.entries.search'),
          hint: t('competitionsAdmin.entries.searchHint'),
        }}
        filters={
          <>
            <SelectFilter
              state={list}
              name="discipline"
              label={t('competitionsAdmin.entries.discipline')}
              options={form.disciplines.map((item) => ({ value: item.key, label: item.name }))}
            />
            <SelectFilter
              state={list}
              name="disciplineStatus"
              label={t('competitionsAdmin.entries.place')}
              options={entryDisciplineStatuses.map((value) => ({
                value,
                label: t(`competitionsAdmin.placeStatus.${value}`),
              }))}
            />
            <ClassFilter
              value={filters.sportClass}
              onApply={(sportClass) => list.setFilters({ sportClass })}
            />
            <SelectFilter
              state={list}
              name="district"
              label={t('competitionsAdmin.entries.district')}
              options={defaultDistricts.map((value) => ({ value, label: value }))}
            />
            <SelectFilter
              state={list}
              name="status"
              label={t('competitionsAdmin.columns.status')}
              options={entryStatuses.map((value) => ({
                value,
                label: t(`competitionsAdmin.entryStatus.${value}`),
              }))}
            />
          </>
        }
        summary={
          result.data && (
            <Text size="sm" aria-live="polite">
              {t('competitionsAdmin.entries.count', { count: result.data.total })}
            </Text>
          )
        }
        label={t('competitionsAdmin.entries.table')}
        minWidth={1000}
        columns={columns}
        rowKey={(row) => row._id}
        empty={t('competitionsAdmin.entries.empty')}
        pagesLabel={t('competitionsAdmin.entries.pages')}
      />
      <EntryDrawer entryId={openEntry} form={form} onClose={() => setOpenEntry(null)} />
    </Stack>
  );
}
