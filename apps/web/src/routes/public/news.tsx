import { useTranslation } from 'react-i18next';
import { ContentSections } from '../../components/public/ContentSections';
import { PublicPage } from '../../components/public/PublicPage';

export default function NewsPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('content.news.title')} lead={t('content.news.lead')}>
      <ContentSections i18nKey="content.news" />
    </PublicPage>
  );
}
