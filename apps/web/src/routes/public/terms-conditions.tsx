import { useTranslation } from 'react-i18next';
import { ContentSections } from '../../components/public/ContentSections';
import { PublicPage } from '../../components/public/PublicPage';

export default function TermsConditionsPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('content.terms.title')} lead={t('content.terms.lead')}>
      <ContentSections i18nKey="content.terms" />
    </PublicPage>
  );
}
