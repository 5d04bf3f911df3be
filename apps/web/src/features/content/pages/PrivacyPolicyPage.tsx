import { useTranslation } from '../../../lib/translation';
import { ContentPage } from '../components/ContentPage';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <ContentPage pageKey="privacy-policy" fallbackTitle={t('content.privacy.title')} />;
}
