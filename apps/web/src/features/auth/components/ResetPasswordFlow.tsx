import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailResetChangeBody, emailResetSendBody, PASSWORD_MIN } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/feedback';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { paths } from '../../../lib/paths';
import { useForgotPasswordChange, useForgotPasswordSendOtp } from '../api';
import { PasswordField } from './PasswordField';
import { ResendCodeButton } from './ResendCodeButton';

const changeSchema = emailResetChangeBody.pick({ otp: true, password: true });

/** Step 1: the address to send a reset code to. */
function RequestCode({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const send = useForgotPasswordSendOtp();
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: zod4Resolver(emailResetSendBody) });

  const submit = form.onSubmit(
    async ({ email }) => {
      setAlert(null);
      try {
        await send.mutateAsync(email);
        onSent(email.trim().toLowerCase());
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert message={alert} />
        <TextInput
          {...fieldProps(form, 'email')}
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <Button type="submit" loading={send.isPending}>
          {t('auth.sendCode')}
        </Button>
        <Anchor component={Link} to={paths.login}>
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

/** Step 2: the code from the e-mail and the new password. */
function ChangePassword({ email, onChanged }: { email: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useForgotPasswordChange();
  const resend = useForgotPasswordSendOtp();
  const [alert, setAlert] = useState<{ tone: 'success' | 'error'; message: FormMessage } | null>(null);
  const form = useForm({ initialValues: { otp: '', password: '' }, validate: zod4Resolver(changeSchema) });
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), []);

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        await change.mutateAsync({ email, ...values });
        onChanged();
      } catch (error) {
        const message = applyServerError(form, error);
        if (message) setAlert({ tone: 'error', message });
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert message={alert?.tone === 'error' ? alert.message : null} />
        <Alert tone="success" message={alert?.tone === 'success' ? alert.message : null} />
        <TextInput
          {...fieldProps(form, 'otp')}
          ref={codeInput}
          label={t('auth.code')}
          description={
            <Trans i18nKey="auth.resetCodeSent" values={{ email }} components={{ strong: <strong /> }} />
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <PasswordField
          {...fieldProps(form, 'password')}
          label={t('auth.newPassword')}
          description={t('auth.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
        />
        <Button type="submit" loading={change.isPending}>
          {t('auth.setNewPassword')}
        </Button>
        <ResendCodeButton
          onResend={() => resend.mutateAsync(email)}
          pending={resend.isPending}
          onResult={setAlert}
        />
      </Stack>
    </form>
  );
}

export function ResetPasswordFlow({ onChanged }: { onChanged: () => void }) {
  const [email, setEmail] = useState<string | null>(null);
  return email ? <ChangePassword email={email} onChanged={onChanged} /> : <RequestCode onSent={setEmail} />;
}
