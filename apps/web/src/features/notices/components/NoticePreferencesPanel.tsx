import { Button, NativeSelect, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { NoticeLanguage, NoticePreferences } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, QueryError } from '../../../components/feedback';
import { errorText } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { myNoticePreferencesQuery, useSaveNoticePreferences } from '../api';

type Choice = Pick<NoticePreferences, 'email' | 'sms' | 'whatsapp' | 'language'>;

/**
 * How the person hears of approvals, entries, results and certificates: e-mail, SMS, WhatsApp, and
 * the language. WhatsApp is one switch for opting in and out; the server records when and where.
 */
export function NoticePreferencesPanel() {
  const { t } = useTranslation();
  const query = useQuery(myNoticePreferencesQuery());
  const save = useSaveNoticePreferences();
  const [choice, setChoice] = useState<Choice | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const { email, sms, whatsapp, language } = query.data;
    setChoice({ email, sms, whatsapp, language });
  }, [query.data]);

  const body = () => {
    if (query.isError)
      return (
        <QueryError
          title={t('notices.loadFailed')}
          retryLabel={t('table.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    if (!query.data || !choice) return <Text role="status">{t('common.loading')}</Text>;
    const { emailAddress, phone, whatsappOptedInAt } = query.data;
    const set = (part: Partial<Choice>) => setChoice({ ...choice, ...part });
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { ...choice, page: paths.user.settings },
            { onSuccess: () => toast.success(t('notices.saved')) },
          );
        }}
      >
        <Stack gap="md">
          <Switch
            label={t('notices.email')}
            description={emailAddress ? t('notices.to', { to: emailAddress }) : t('notices.noEmail')}
            checked={choice.email}
            disabled={!emailAddress}
            // A long address breaks anywhere rather than push a 360 px screen sideways.
            styles={{ description: { overflowWrap: 'anywhere' } }}
            onChange={(event) => set({ email: event.currentTarget.checked })}
          />
          <Switch
            label={t('notices.sms')}
            description={phone ? t('notices.to', { to: phone }) : t('notices.noPhone')}
            checked={choice.sms}
            disabled={!phone}
            onChange={(event) => set({ sms: event.currentTarget.checked })}
          />
          <Switch
            label={t('notices.whatsapp')}
            description={
              phone
                ? whatsappOptedInAt
                  ? t('notices.whatsappSince', { date: formatDateTime(whatsappOptedInAt) })
                  : t('notices.whatsappHint')
                : t('notices.noPhone')
            }
            checked={choice.whatsapp}
            disabled={!phone}
            onChange={(event) => set({ whatsapp: event.currentTarget.checked })}
          />
          <NativeSelect
            label={t('notices.language')}
            value={choice.language}
            onChange={(event) => set({ language: event.currentTarget.value as NoticeLanguage })}
            data={[
              { value: 'en', label: 'English' },
              { value: 'hi', label: 'हिन्दी' },
            ]}
          />
          {!choice.email && !choice.sms && !choice.whatsapp && (
            <Alert tone="warning" role="note">
              {t('notices.none')}
            </Alert>
          )}
          <Alert tone="error">{save.isError ? errorText(t, save.error) : null}</Alert>
          <div>
            <Button type="submit" loading={save.isPending}>
              {t('notices.save')}
            </Button>
          </div>
        </Stack>
      </form>
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notice-settings-heading">
      <Stack gap="md" maw={560}>
        <Title order={2} size="h4" id="notice-settings-heading">
          {t('notices.title')}
        </Title>
        <Text size="sm">{t('notices.intro')}</Text>
        {body()}
      </Stack>
    </Paper>
  );
}
