import { useTranslation } from '../../../lib/translation';
import { ContentPage } from '../components/ContentPage';

export default function RefundPolicyPage() {
  const { t } = useTranslation();
  return <ContentPage pageKey="refund-policy" fallbackTitle={t('content.refund.title')} />;
}
