import { useTranslation } from 'react-i18next';
import { ContentSections } from '../../components/public/ContentSections';
import { PublicPage } from '../../components/public/PublicPage';

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('content.about.title')} lead={t('content.about.lead')}>
      <ContentSections i18nKey="content.about" />
    </PublicPage>
  );
}
