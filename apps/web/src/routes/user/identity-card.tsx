import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../components/BeingBuilt';

export default function IdentityCard() {
  const { t } = useTranslation();
  return <BeingBuilt title={t('pages.identityCard')} />;
}
