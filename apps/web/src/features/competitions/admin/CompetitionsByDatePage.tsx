import { Anchor, Text } from '@mantine/core';
import type { CompetitionTiming } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdminListPage, useListState } from '../../../components/admin/AdminList';
import { noWrap } from '../../../components/DataTable';
import { formatDateRange } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { optional } from '../../../lib/url-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { entryFormsQuery, type FormsQuery } from './api';
import { useFormColumns } from './FormColumns';

const defaults = { search: '', page: '1' };

/**
 * `/admin/upcoming-events` and `/admin/previous-events`: the competitions with an entry form, by their
 * days (not ended yet, the soonest first; or ended, the latest first), with their entries' counts.
 */
export default function CompetitionsByDatePage({ when }: { when: CompetitionTiming }) {
  const { t } = useTranslation();
  // Named as the menu names it, so the link and the page it opens read the same.
  const title = t(when === 'upcoming' ? 'pages.upcomingEvents' : 'pages.previousEvents');
  usePageTitle(title);
  const texts = `competitionsAdmin.byDate.${when}`;
  const list = useListState(defaults, 25);
  const query: FormsQuery = {
    when,
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
    header: t('competitionsAdmin.byDate.competition'),
    cell: (row) => (
      <>
        <Text size="sm" fw={600}>
          {row.eventTitle}
        </Text>
        <Text size="sm" style={noWrap}>
          {formatDateRange(row.startDate, row.endDate)}
        </Text>
        {row.venue && (
          <Text size="xs" c="dimmed">
            {row.venue}
          </Text>
        )}
        <Anchor component={Link} to={paths.admin.viewFormDetails(row._id)} size="sm">
          {row.title}
        </Anchor>
      </>
    ),
  });

  return (
    <AdminListPage
      title={title}
      intro={t(`${texts}.intro`)}
      state={list}
      result={result}
      filtersLabel={t(`${texts}.filters`)}
      search={{ name: 'search', label: t('competitionsAdmin.byDate.search') }}
      label={t(`${texts}.table`)}
      minWidth={960}
      columns={columns}
      rowKey={(row) => row._id}
      empty={list.filters.search ? t(`${texts}.noMatch`) : t(`${texts}.empty`)}
      pagesLabel={t(`${texts}.pages`)}
    />
  );
}
