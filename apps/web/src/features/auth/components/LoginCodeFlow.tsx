import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginCodeBody, loginCodeVerifyBody, type SessionRecord } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/feedback';
import { accountBlockedText } from '../../../lib/account-blocked';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { Trans, useTranslation } from '../../../lib/translation';
import { useLoginCode, useLoginCodeVerify } from '../api';
import { AccountChoice } from './AccountChoice';
import { ResendCodeButton } from './ResendCodeButton';

const phoneSchema = loginCodeBody.pick({ phone: true });
const codeSchema = loginCodeVerifyBody.pick({ otp: true });

/**
 * Signing in with a code by SMS (docs/decisions/0041): the number, then the code; where several accounts
 * share the number, the account to sign in to. An athlete a district registered signs in this way with
 * the number on the registration, which makes the account theirs.
 */
export function LoginCodeFlow({ onLoggedIn }: { onLoggedIn: (record: SessionRecord) => void }) {
  const { t } = useTranslation();
  const [working, setWorking] = useState(false);
  const send = useLoginCode(setWorking);
  const verify = useLoginCodeVerify();
  const [phone, setPhone] = useState<string | null>(null);
  const [choice, setChoice] = useState<{ _id: string; name: string }[] | null>(null);
  const [alert, setAlert] = useState<{ tone: 'success' | 'error'; message: FormMessage } | null>(null);
  const phoneForm = useForm({ initialValues: { phone: '' }, validate: zod4Resolver(phoneSchema) });
  const codeForm = useForm({ initialValues: { otp: '' }, validate: zod4Resolver(codeSchema) });
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (phone) codeInput.current?.focus();
  }, [phone]);

  const sendCode = phoneForm.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        await send.mutateAsync(values.phone);
        setPhone(values.phone);
      } catch (error) {
        const message = applyServerError(phoneForm, error);
        if (message) setAlert({ tone: 'error', message });
      }
    },
    (errors) => focusFirstError(phoneForm, errors),
  );

  const signIn = async (otp: string, userId?: string) => {
    if (!phone) return;
    setAlert(null);
    try {
      const result = await verify.mutateAsync({ phone, otp, ...(userId ? { userId } : {}) });
      if ('accounts' in result) setChoice(result.accounts);
      else onLoggedIn(result);
    } catch (error) {
      setChoice(null);
      const message = accountBlockedText(error) ?? applyServerError(codeForm, error);
      if (message) setAlert({ tone: 'error', message });
    }
  };

  const submitCode = codeForm.onSubmit(
    (values) => signIn(values.otp),
    (errors) => focusFirstError(codeForm, errors),
  );

  if (!phone)
    return (
      <form method="post" onSubmit={sendCode} noValidate>
        <Stack gap="md">
          <Alert message={alert?.tone === 'error' ? alert.message : null} />
          <TextInput
            {...fieldProps(phoneForm, 'phone')}
            label={t('auth.mobile')}
            description={t('auth.mobileHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <Text size="sm" role="status" aria-live="polite">
            {working ? t('auth.checkingBrowser') : ''}
          </Text>
          <Button type="submit" loading={send.isPending}>
            {t('auth.sendCode')}
          </Button>
        </Stack>
      </form>
    );

  return (
    <form method="post" onSubmit={submitCode} noValidate>
      <Stack gap="md">
        <Alert message={alert?.tone === 'error' ? alert.message : null} />
        <Alert tone="success" message={alert?.tone === 'success' ? alert.message : null} />
        <TextInput
          {...fieldProps(codeForm, 'otp')}
          ref={codeInput}
          label={t('auth.smsCode')}
          description={
            <Trans i18nKey="auth.signInCodeSent" values={{ phone }} components={{ strong: <strong /> }} />
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <Button type="submit" loading={verify.isPending}>
          {t('auth.logIn')}
        </Button>
        {choice && (
          <AccountChoice
            accounts={choice}
            onChoose={(userId) => void signIn(codeForm.getValues().otp, userId)}
            pending={verify.isPending}
          />
        )}
        <ResendCodeButton
          onResend={() => send.mutateAsync(phone)}
          pending={send.isPending}
          onResult={setAlert}
        />
      </Stack>
    </form>
  );
}
