import { useTranslation } from '../../../lib/translation';
import { ContentPage } from '../components/ContentPage';

export default function TermsConditionsPage() {
  const { t } = useTranslation();
  return <ContentPage pageKey="terms-conditions" fallbackTitle={t('content.terms.title')} />;
}
