import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SessionRecord, verifyEmailBody } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/feedback';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { useResendOtp, useVerifyEmail } from '../api';
import { ResendCodeButton } from './ResendCodeButton';

const codeSchema = verifyEmailBody.pick({ otp: true });

/** Second step of signup (and of login for an unverified address): the 6-digit code from the e-mail. */
export function VerifyEmailStep({
  email,
  onVerified,
}: {
  email: string;
  onVerified: (record: SessionRecord) => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const resend = useResendOtp();
  const [alert, setAlert] = useState<{ tone: 'success' | 'error'; message: FormMessage } | null>(null);
  const form = useForm({ initialValues: { otp: '' }, validate: zod4Resolver(codeSchema) });
  const codeInput = useRef<HTMLInputElement>(null);

  // The code is what the person needs next; the field's description says where it was sent.
  useEffect(() => codeInput.current?.focus(), []);

  const submit = form.onSubmit(
    async ({ otp }) => {
      setAlert(null);
      try {
        onVerified(await verify.mutateAsync({ email, otp }));
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
          label={t('auth.verificationCode')}
          description={
            <Trans i18nKey="auth.codeSent" values={{ email }} components={{ strong: <strong /> }} />
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <Button type="submit" loading={verify.isPending}>
          {t('auth.verify')}
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
