import { contentRoutes } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { adminEventsQuery } from './admin-api';
import { PublishableList } from './ContentList';

export default function EventsAdminPage() {
  const { t } = useTranslation();
  const query = useQuery(adminEventsQuery());
  return (
    <PublishableList
      title={t('pages.contentEvents')}
      newLabel={t('contentAdmin.events.new')}
      titleHeader={t('contentAdmin.events.title')}
      editorPath={paths.admin.content.events}
      viewHref={(row) => paths.event(row._id)}
      query={query}
      deleteRoute={contentRoutes.adminEventDelete}
      columns={[
        { header: t('contentAdmin.events.startDate'), cell: (row) => formatDate(row.startDate, 'medium') },
        { header: t('contentAdmin.events.venue'), cell: (row) => row.venue },
      ]}
    />
  );
}
