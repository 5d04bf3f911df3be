import { Anchor, Button, Text } from '@mantine/core';
import { formStatuses } from '@para/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminListPage, SelectFilter, useListState } from '../../../components/admin/AdminList';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { optional } from '../../../lib/url-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { entryFormsQuery, type FormsQuery } from './api';
import { useFormColumns } from './FormColumns';

const defaults = { status: '', search: '', page: '1' };

/** `/admin/form-listing`: every entry form with its competition, window, status and counts. */
export default function FormListingPage() {
  const { t } = useTranslation();
  // Named as the menu names it, so the link and the page it opens read the same.
  usePageTitle(t('pages.formListing'));
  const list = useListState(defaults, 25, { status: ['', ...formStatuses] });
  const query: FormsQuery = {
    status: optional(list.filters.status) as FormsQuery['status'],
    search: optional(list.filters.search),
    page: list.page,
    pageSize: list.pageSize,
  };
  const result = useQuery({
    ...entryFormsQuery(query),
    // The forms list is never capped; the shared list reads this flag.
    select: (data) => ({ ...data, totalCapped: false }),
  });

  const columns = useFormColumns({
    header: t('competitionsAdmin.columns.form'),
    cell: (row) => (
      <>
        <Anchor component={Link} to={paths.admin.viewFormDetails(row._id)} fw={600}>
          {row.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {row.eventTitle}
        </Text>
      </>
    ),
  });

  return (
    <AdminListPage
      title={t('pages.formListing')}
      intro={t('competitionsAdmin.listing.intro')}
      actions={
        <Button component={Link} to={paths.admin.newForm} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('competitionsAdmin.listing.new')}
        </Button>
      }
      state={list}
      result={result}
      filtersLabel={t('competitionsAdmin.listing.filters')}
      search={{ name: 'search', label: t('competitionsAdmin.listing.search') }}
      filters={
        <SelectFilter
          state={list}
          name="status"
          label={t('competitionsAdmin.columns.status')}
          options={formStatuses.map((status) => ({
            value: status,
            label: t(`competitionsAdmin.status.${status}`),
          }))}
        />
      }
      label={t('competitionsAdmin.listing.table')}
      minWidth={960}
      columns={columns}
      rowKey={(row) => row._id}
      empty={
        list.filters.status || list.filters.search
          ? t('competitionsAdmin.listing.noMatch')
          : t('competitionsAdmin.listing.empty')
      }
      pagesLabel={t('competitionsAdmin.listing.pages')}
    />
  );
}
