import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BeingBuilt } from '../../components/BeingBuilt';
import { useSession } from '../../lib/session';

export default function AccountSetup() {
  const { t } = useTranslation();
  const current = useSession();
  return (
    <BeingBuilt title={t('pages.accountSetup')}>
      <Text size="lg">{t('accountSetup.welcome', { name: current.name || t('app.defaultName') })}</Text>
      <Text>{t('accountSetup.intro')}</Text>
    </BeingBuilt>
  );
}
