import { useTranslation } from 'react-i18next';
import { ContentSections } from '../../components/public/ContentSections';
import { PublicPage } from '../../components/public/PublicPage';

export default function DistrictUnitsPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('content.districtUnits.title')} lead={t('content.districtUnits.lead')}>
      <ContentSections i18nKey="content.districtUnits" />
    </PublicPage>
  );
}
