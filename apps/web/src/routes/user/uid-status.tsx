import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../components/BeingBuilt';

export default function UidStatus() {
  const { t } = useTranslation();
  return <BeingBuilt title={t('pages.uidStatus')} />;
}
