import { useTranslation } from 'react-i18next';
import { ContentSections } from '../../components/public/ContentSections';
import { PublicPage } from '../../components/public/PublicPage';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('content.privacy.title')} lead={t('content.privacy.lead')}>
      <ContentSections i18nKey="content.privacy" />
    </PublicPage>
  );
}
