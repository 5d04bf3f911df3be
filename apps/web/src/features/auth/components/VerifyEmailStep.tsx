import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SessionRecord, verifyEmailBody } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/feedback';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { PlainFormStep } from '../../../lib/plain-form-step';
import { postedStart, usePostedForm } from '../../../lib/posted-form';
import { Trans, useTranslation } from '../../../lib/translation';
import { useResendOtp, useVerifyEmail } from '../api';
import { ResendCodeButton } from './ResendCodeButton';

const codeSchema = verifyEmailBody.pick({ otp: true });

/**
 * Second step of signup (and of login for an unverified address): the 6-digit code from the e-mail. The
 * code and any new one asked for name `attempt`, the sign-up or sign-in this page started: a code mailed
 * for someone else's attempt at the address does not work here (docs/decisions/0034).
 */
export function VerifyEmailStep({
  email,
  attempt,
  codeSent = true,
  onVerified,
}: {
  email: string;
  attempt?: string | undefined;
  /** False when the server sent no new code (one had gone to the address within the minute). */
  codeSent?: boolean;
  onVerified: (record: SessionRecord) => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const resend = useResendOtp();
  // A code posted without the app and refused: the server drew this step with the refusal.
  const start = postedStart(usePostedForm('verify-email'), { otp: '' });
  const [alert, setAlert] = useState<{ tone: 'success' | 'error' | 'info'; message: FormMessage } | null>(
    start.alert
      ? { tone: 'error', message: start.alert }
      : codeSent
        ? null
        : { tone: 'info', message: 'auth.codeNotSentNow' },
  );
  const form = useForm({
    initialValues: start.initialValues,
    initialErrors: start.initialErrors,
    validate: zod4Resolver(codeSchema),
  });
  const codeInput = useRef<HTMLInputElement>(null);

  // The code is what the person needs next; the field's description says where it was sent.
  useEffect(() => codeInput.current?.focus(), []);

  const submit = form.onSubmit(
    async ({ otp }) => {
      setAlert(null);
      try {
        onVerified(await verify.mutateAsync({ email, otp, attempt }));
      } catch (error) {
        const message = applyServerError(form, error);
        if (message) setAlert({ tone: 'error', message });
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form method="post" onSubmit={submit} noValidate>
      {/* Posted without the app, the code goes with the address and the attempt it belongs to. */}
      <PlainFormStep form="verify-email" />
      <input type="hidden" name="email" value={email} />
      {attempt && <input type="hidden" name="attempt" value={attempt} />}
      <Stack gap="md">
        <Alert message={alert?.tone === 'error' ? alert.message : null} />
        <Alert tone="success" message={alert?.tone === 'success' ? alert.message : null} />
        <Alert tone="info" message={alert?.tone === 'info' ? alert.message : null} />
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
          onResend={() => resend.mutateAsync({ email, attempt })}
          pending={resend.isPending}
          onResult={setAlert}
        />
      </Stack>
    </form>
  );
}
