import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailResetChangeBody, PASSWORD_MIN } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/feedback';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { paths } from '../../../lib/paths';
import { PlainFormStep } from '../../../lib/plain-form-step';
import { postedStart, postedSuccess, usePostedForm } from '../../../lib/posted-form';
import { Trans, useTranslation } from '../../../lib/translation';
import { useForgotPasswordChange, useForgotPasswordSendOtp, useResetCodeBySms } from '../api';
import { emailOrMobile, isEmail } from '../email-or-mobile';
import { AccountChoice } from './AccountChoice';
import { PasswordField } from './PasswordField';
import { ResendCodeButton } from './ResendCodeButton';

const changeSchema = emailResetChangeBody.pick({ otp: true, password: true });
const requestSchema = z.object({ login: emailOrMobile });

/** Sends a reset code to the address by mail, or to the number by SMS (after the browser's proof of work). */
function useSendResetCode() {
  const byMail = useForgotPasswordSendOtp();
  const bySms = useResetCodeBySms();
  return {
    send: (contact: string) => (isEmail(contact) ? byMail.mutateAsync(contact) : bySms.mutateAsync(contact)),
    pending: byMail.isPending || bySms.isPending,
  };
}

/** Step 1: the address or number to send a reset code to (either verified contact resets: decision 41). */
function RequestCode({ onSent }: { onSent: (contact: string) => void }) {
  const { t } = useTranslation();
  const { send, pending } = useSendResetCode();
  // Posted without the app and refused: the server drew the form with the post.
  const start = postedStart(usePostedForm('reset-request'), { login: '' });
  const [alert, setAlert] = useState<FormMessage | null>(start.alert);
  const form = useForm({
    initialValues: start.initialValues,
    initialErrors: start.initialErrors,
    validate: zod4Resolver(requestSchema),
  });

  const submit = form.onSubmit(
    async ({ login }) => {
      setAlert(null);
      try {
        await send(login.trim());
        onSent(isEmail(login) ? login.trim().toLowerCase() : login.trim());
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form method="post" onSubmit={submit} noValidate>
      <PlainFormStep form="reset-request" />
      <Stack gap="md">
        <Alert message={alert} />
        <TextInput
          {...fieldProps(form, 'login')}
          label={t('auth.emailOrMobile')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <Button type="submit" loading={pending}>
          {t('auth.sendCode')}
        </Button>
        <Anchor component={Link} to={paths.login}>
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

/** Step 2: the code from the e-mail or the SMS, and the new password; by number, the account if several. */
function ChangePassword({ contact, onChanged }: { contact: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useForgotPasswordChange();
  const resend = useSendResetCode();
  const [choice, setChoice] = useState<{ _id: string; name: string }[] | null>(null);
  // A new password posted without the app and refused: the server drew this step with the refusal.
  const start = postedStart(usePostedForm('reset-change'), { otp: '', password: '' });
  const [alert, setAlert] = useState<{ tone: 'success' | 'error'; message: FormMessage } | null>(
    start.alert ? { tone: 'error', message: start.alert } : null,
  );
  const form = useForm({
    initialValues: start.initialValues,
    initialErrors: start.initialErrors,
    validate: zod4Resolver(changeSchema),
  });
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => codeInput.current?.focus(), []);

  const changePassword = async (values: { otp: string; password: string }, userId?: string) => {
    setAlert(null);
    try {
      const result = await change.mutateAsync(
        isEmail(contact)
          ? { email: contact, ...values }
          : { phone: contact, ...values, ...(userId ? { userId } : {}) },
      );
      if (result?.accounts) setChoice(result.accounts);
      else onChanged();
    } catch (error) {
      setChoice(null);
      const message = applyServerError(form, error);
      if (message) setAlert({ tone: 'error', message });
    }
  };

  const submit = form.onSubmit(
    (values) => changePassword(values),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form method="post" onSubmit={submit} noValidate>
      {/* Posted without the app, the code and password go with the address they are for. */}
      <PlainFormStep form="reset-change" />
      <input type="hidden" name="login" value={contact} />
      <Stack gap="md">
        <Alert message={alert?.tone === 'error' ? alert.message : null} />
        <Alert tone="success" message={alert?.tone === 'success' ? alert.message : null} />
        <TextInput
          {...fieldProps(form, 'otp')}
          ref={codeInput}
          label={t('auth.code')}
          description={
            isEmail(contact) ? (
              <Trans
                i18nKey="auth.resetCodeSent"
                values={{ email: contact }}
                components={{ strong: <strong /> }}
              />
            ) : (
              <Trans
                i18nKey="auth.signInCodeSent"
                values={{ phone: contact }}
                components={{ strong: <strong /> }}
              />
            )
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
        {choice && (
          <AccountChoice
            accounts={choice}
            onChoose={(userId) => void changePassword(form.getValues(), userId)}
            pending={change.isPending}
          />
        )}
        <ResendCodeButton
          onResend={() => resend.send(contact)}
          pending={resend.pending}
          onResult={setAlert}
        />
      </Stack>
    </form>
  );
}

/** The address a post without the app was about, when it led to the code step (a code sent, or refused). */
const contactOfPost = (posted: ReturnType<typeof usePostedForm>) => {
  const login = posted?.values.login?.trim();
  if (!posted || !login) return null;
  if (posted.form === 'reset-request' && !postedSuccess(posted)) return null;
  return isEmail(login) ? login.toLowerCase() : login;
};

export function ResetPasswordFlow({ onChanged }: { onChanged: () => void }) {
  const posted = usePostedForm('reset-request', 'reset-change');
  const [contact, setContact] = useState<string | null>(() => contactOfPost(posted));
  return contact ? (
    <ChangePassword contact={contact} onChanged={onChanged} />
  ) : (
    <RequestCode onSent={setContact} />
  );
}
