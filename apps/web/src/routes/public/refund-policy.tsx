import { useTranslation } from 'react-i18next';
import { ContentSections } from '../../components/public/ContentSections';
import { PublicPage } from '../../components/public/PublicPage';

export default function RefundPolicyPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('content.refund.title')} lead={t('content.refund.lead')}>
      <ContentSections i18nKey="content.refund" />
    </PublicPage>
  );
}
