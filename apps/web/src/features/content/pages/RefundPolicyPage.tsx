import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ContentPage';

export default function RefundPolicyPage() {
  const { t } = useTranslation();
  return <ContentPage pageKey="refund-policy" fallbackTitle={t('content.refund.title')} />;
}
