import { contentRoutes } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { adminNewsQuery } from './admin-api';
import { PublishableList } from './ContentList';

export default function NewsAdminPage() {
  const { t } = useTranslation();
  const query = useQuery(adminNewsQuery());
  return (
    <PublishableList
      title={t('pages.contentNews')}
      newLabel={t('contentAdmin.news.new')}
      titleHeader={t('contentAdmin.news.title')}
      editorPath={paths.admin.content.news}
      viewHref={(row) => paths.newsArticle(row.slug)}
      query={query}
      deleteRoute={contentRoutes.adminNewsDelete}
      columns={[
        { header: t('contentAdmin.news.publishedOn'), cell: (row) => formatDate(row.publishedOn, 'medium') },
      ]}
    />
  );
}
