import { NativeSelect, Paper, Stack, Switch, Title } from '@mantine/core';
import { changeLanguage, isLanguage, languages } from '../lib/i18n';
import { useSession } from '../lib/session';
import { localSettings, useLocalSettings } from '../lib/settings';
import { useTranslation } from '../lib/translation';

/** Settings kept in this browser: language for everyone, the toast sound for administrators. */
export function LocalSettingsPanel() {
  const { t, i18n } = useTranslation();
  const settings = useLocalSettings();
  const current = useSession();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="local-settings-heading">
      <Stack gap="md" maw={480}>
        <Title order={2} size="h4" id="local-settings-heading">
          {t('admin.settings.thisBrowser')}
        </Title>
        <NativeSelect
          label={t('common.language')}
          value={i18n.language}
          onChange={(event) => {
            const code = event.currentTarget.value;
            if (isLanguage(code)) void changeLanguage(code);
          }}
          data={languages.map((language) => ({ value: language.code, label: language.label }))}
        />
        {current.isAdmin && (
          <Switch
            label={t('admin.settings.sound')}
            description={t('admin.settings.soundHint')}
            checked={settings.soundNotifications}
            onChange={(event) => localSettings.set({ soundNotifications: event.currentTarget.checked })}
          />
        )}
      </Stack>
    </Paper>
  );
}
