import { Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, QueryError } from '../../../components/feedback';
import { LocalSettingsPanel } from '../../../components/LocalSettings';
import { PageHeader } from '../../../components/PageHeader';
import { type ApiError, isApiError } from '../../../lib/api';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { settingsQuery, useSaveSettings } from '../api';

export default function AdminSettings() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery());
  const save = useSaveSettings();
  const [fee, setFee] = useState<number | string>('');
  const [open, setOpen] = useState(true);
  const [districtCheck, setDistrictCheck] = useState(false);
  const [error, setError] = useState<string | ApiError | null>(null);

  useEffect(() => {
    if (!settings.data) return;
    setFee(settings.data.registrationFeeRupees);
    setOpen(settings.data.registrationsOpen);
    setDistrictCheck(settings.data.districtCheckFirst);
  }, [settings.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const rupees = Number(fee);
    if (!Number.isInteger(rupees) || rupees < 1 || rupees > 100_000) {
      setError('admin.settings.feeInvalid');
      return;
    }
    try {
      await save.mutateAsync({
        registrationFeeRupees: rupees,
        registrationsOpen: open,
        districtCheckFirst: districtCheck,
      });
      toast.success(t('admin.settings.saved'));
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('pages.settings')} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="association-heading">
        <Title order={2} size="h4" id="association-heading" mb="sm">
          {t('admin.settings.association')}
        </Title>
        {settings.isError ? (
          <QueryError
            title={t('table.loadFailed')}
            retryLabel={t('table.retry')}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : !settings.data ? (
          <Text role="status">{t('common.loading')}</Text>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md" maw={480}>
              {error && <Alert>{messageText(error)}</Alert>}
              <NumberInput
                label={t('admin.settings.fee')}
                description={t('admin.settings.feeHint')}
                value={fee}
                onChange={setFee}
                min={1}
                max={100_000}
                allowDecimal={false}
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                prefix="₹"
                withAsterisk
              />
              <Switch
                label={t('admin.settings.open')}
                description={t('admin.settings.openHint')}
                checked={open}
                onChange={(event) => setOpen(event.currentTarget.checked)}
              />
              <Switch
                label={t('districtAssist.settings.checkFirst')}
                description={t('districtAssist.settings.checkFirstHint')}
                checked={districtCheck}
                onChange={(event) => setDistrictCheck(event.currentTarget.checked)}
              />
              <Text size="sm" c="dimmed">
                {t('admin.settings.recorded')}
              </Text>
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t('admin.settings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
      <LocalSettingsPanel />
    </Stack>
  );
}
