import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ContentPage';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <ContentPage pageKey="privacy-policy" fallbackTitle={t('content.privacy.title')} />;
}
