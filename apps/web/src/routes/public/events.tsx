import { useTranslation } from 'react-i18next';
import { ContentSections } from '../../components/public/ContentSections';
import { PublicPage } from '../../components/public/PublicPage';

export default function EventsPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('content.events.title')} lead={t('content.events.lead')}>
      <ContentSections i18nKey="content.events" />
    </PublicPage>
  );
}
