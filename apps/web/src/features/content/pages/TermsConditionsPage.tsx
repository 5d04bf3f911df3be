import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ContentPage';

export default function TermsConditionsPage() {
  const { t } = useTranslation();
  return <ContentPage pageKey="terms-conditions" fallbackTitle={t('content.terms.title')} />;
}
