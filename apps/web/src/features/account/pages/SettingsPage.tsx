import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { LocalSettingsPanel } from '../../admin';

export default function Settings() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('pages.settings')} />
      <LocalSettingsPanel />
    </Stack>
  );
}
