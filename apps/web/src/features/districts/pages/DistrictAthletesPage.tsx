import { Anchor, Button, Group, Text } from '@mantine/core';
import type { DistrictAthlete } from '@para/contract';
import { shownEmail } from '@para/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminListPage, SelectFilter, useListState } from '../../../components/admin/AdminList';
import { ExportButtons } from '../../../components/admin/ExportButtons';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import type { Column } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import {
  ATHLETES_PAGE_SIZE,
  athleteStatuses,
  athletesDefaults,
  athletesExportUrl,
  athletesQuery,
  athletesRequest,
} from '../api';

/** /district/athletes: the athletes of the secretary's districts, filtered, paged and exported. */
export default function DistrictAthletesPage() {
  const { t } = useTranslation();
  const { districts } = useSession();
  const list = useListState(athletesDefaults, ATHLETES_PAGE_SIZE, { status: ['', ...athleteStatuses] });
  const request = athletesRequest(list.filters);
  const result = useQuery(athletesQuery(request));

  const columns: Column<DistrictAthlete>[] = [
    {
      header: t('admin.columns.name'),
      cell: (item) => (
        <>
          <Anchor component={Link} to={paths.district.athlete(item._id)} fw={600}>
            {item.name || shownEmail(item.email)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {item.phone}
          </Text>
        </>
      ),
    },
    { header: t('admin.columns.district'), cell: (item) => item.district || '—' },
    { header: t('admin.columns.status'), cell: (item) => <StatusBadge status={item.status} /> },
    {
      header: t('districtUnit.columns.fee'),
      cell: (item) => (item.paid ? t('districtUnit.fee.paid') : t('districtUnit.fee.unpaid')),
    },
    { header: t('admin.columns.uid'), cell: (item) => item.uid || '—' },
    { header: t('districtUnit.columns.updated'), cell: (item) => formatDateTime(item.updatedAt) },
  ];

  return (
    <AdminListPage
      title={t('pages.districtAthletes')}
      intro={t('districtUnit.athletes.intro')}
      actions={
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.district.newAthlete}
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {t('districtUnit.athletes.register')}
          </Button>
          <ExportButtons
            name="district-athletes"
            urlFor={(format) => athletesExportUrl(request, format)}
            labels={{
              csv: t('districtUnit.athletes.exportCsv'),
              xlsx: t('districtUnit.athletes.exportXlsx'),
            }}
          />
        </Group>
      }
      state={list}
      result={result}
      filtersLabel={t('districtUnit.athletes.filtersLabel')}
      search={{ name: 'search', label: t('districtUnit.athletes.search') }}
      filters={
        <>
          {districts.length > 1 && (
            <SelectFilter
              state={list}
              name="district"
              label={t('admin.filters.district')}
              options={districts.map((name) => ({ value: name, label: name }))}
            />
          )}
          <SelectFilter
            state={list}
            name="status"
            label={t('admin.columns.status')}
            options={athleteStatuses.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
          />
        </>
      }
      label={t('pages.districtAthletes')}
      columns={columns}
      rowKey={(item) => item._id}
      empty={t('districtUnit.athletes.empty')}
      pagesLabel={t('districtUnit.athletes.pagesLabel')}
    />
  );
}
