import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addEmailBody, authRoutes, verifyAddedEmailBody } from '@para/contract';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import { callApi } from '../../../lib/api';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { session, useSession } from '../../../lib/session';
import { Trans, useTranslation } from '../../../lib/translation';

const codeSchema = verifyAddedEmailBody.pick({ otp: true });

/**
 * An account made by mobile number adds an e-mail address (or any account changes it): a code is
 * mailed to the address, and with it the address becomes the account's, verified (decision 41).
 */
export function AddEmailPanel() {
  const { t } = useTranslation();
  const current = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<{ tone: 'success' | 'error'; message: FormMessage } | null>(null);
  const add = useMutation({
    mutationFn: (email: string) => callApi(authRoutes.addEmail, { body: { email } }),
  });
  const verify = useMutation({
    mutationFn: (body: { email: string; otp: string }) => callApi(authRoutes.verifyAddedEmail, { body }),
  });
  const emailForm = useForm({ initialValues: { email: '' }, validate: zod4Resolver(addEmailBody) });
  const codeForm = useForm({ initialValues: { otp: '' }, validate: zod4Resolver(codeSchema) });

  const sendCode = emailForm.onSubmit(
    async ({ email }) => {
      setAlert(null);
      try {
        await add.mutateAsync(email);
        setSentTo(email.trim().toLowerCase());
      } catch (error) {
        const message = applyServerError(emailForm, error);
        if (message) setAlert({ tone: 'error', message });
      }
    },
    (errors) => focusFirstError(emailForm, errors),
  );

  const submitCode = codeForm.onSubmit(
    async ({ otp }) => {
      if (!sentTo) return;
      setAlert(null);
      try {
        const profile = await verify.mutateAsync({ email: sentTo, otp });
        session.set({ ...current, ...profile });
        setSentTo(null);
        emailForm.reset();
        codeForm.reset();
        setAlert({ tone: 'success', message: 'settings.email.added' });
      } catch (error) {
        const message = applyServerError(codeForm, error);
        if (message) setAlert({ tone: 'error', message });
      }
    },
    (errors) => focusFirstError(codeForm, errors),
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="email-settings-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="email-settings-heading">
          {t('settings.email.title')}
        </Title>
        {/* An address is one long word: it breaks where it must on a narrow phone. */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          {current.email && current.emailVerified
            ? t('settings.email.current', { email: current.email })
            : t('settings.email.none')}
        </Text>
        <Alert message={alert?.tone === 'error' ? alert.message : null} />
        <Alert tone="success" message={alert?.tone === 'success' ? alert.message : null} />
        {sentTo ? (
          <form method="post" onSubmit={submitCode} noValidate>
            <Stack gap="md">
              <TextInput
                {...fieldProps(codeForm, 'otp')}
                label={t('auth.verificationCode')}
                description={
                  <Trans
                    i18nKey="auth.codeSent"
                    values={{ email: sentTo }}
                    components={{ strong: <strong /> }}
                  />
                }
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
              <Button type="submit" loading={verify.isPending}>
                {t('auth.verify')}
              </Button>
            </Stack>
          </form>
        ) : (
          <form method="post" onSubmit={sendCode} noValidate>
            <Stack gap="md">
              <TextInput
                {...fieldProps(emailForm, 'email')}
                label={t('auth.email')}
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
              />
              <Button type="submit" loading={add.isPending}>
                {t('settings.email.send')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
