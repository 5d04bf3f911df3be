import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../components/BeingBuilt';

export default function AccreditationCard() {
  const { t } = useTranslation();
  return <BeingBuilt title={t('pages.accreditationCard')} />;
}
