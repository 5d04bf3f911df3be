import { Stack } from '@mantine/core';
import { LocalSettingsPanel } from '../../../components/LocalSettings';
import { PageHeader } from '../../../components/PageHeader';
import { useTranslation } from '../../../lib/translation';
import { NoticePreferencesPanel } from '../../notices';
import { AddEmailPanel } from '../components/AddEmailPanel';

export default function Settings() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('pages.settings')} />
      <AddEmailPanel />
      <NoticePreferencesPanel />
      <LocalSettingsPanel />
    </Stack>
  );
}
