import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BeingBuilt } from '../../components/BeingBuilt';

export default function AdminEditRegistration() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  return <BeingBuilt title={t('pages.adminEditRegistration', { id: userId })} />;
}
