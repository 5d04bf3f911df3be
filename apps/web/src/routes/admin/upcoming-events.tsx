import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../components/BeingBuilt';

export default function AdminUpcomingEvents() {
  const { t } = useTranslation();
  return <BeingBuilt title={t('pages.upcomingEvents')} />;
}
