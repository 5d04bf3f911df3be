import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SessionRecord, verifyPhoneBody } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/feedback';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { Trans, useTranslation } from '../../../lib/translation';
import { useResendPhoneCode, useVerifyPhone } from '../api';
import { ResendCodeButton } from './ResendCodeButton';

const codeSchema = verifyPhoneBody.pick({ otp: true });

/**
 * The code step of a sign-up by mobile number (and of a sign-in whose number is not proved yet): the
 * 6-digit code from the SMS, for this tab's own attempt (docs/decisions/0034, 0041).
 */
export function VerifyPhoneStep({
  phone,
  attempt,
  codeSent = true,
  onVerified,
}: {
  phone: string;
  attempt?: string | undefined;
  codeSent?: boolean;
  onVerified: (record: SessionRecord) => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyPhone();
  const resend = useResendPhoneCode();
  const [alert, setAlert] = useState<{ tone: 'success' | 'error' | 'info'; message: FormMessage } | null>(
    codeSent ? null : { tone: 'info', message: 'auth.phoneNotVerifiedYet' },
  );
  const form = useForm({ initialValues: { otp: '' }, validate: zod4Resolver(codeSchema) });
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => codeInput.current?.focus(), []);

  const submit = form.onSubmit(
    async ({ otp }) => {
      setAlert(null);
      try {
        onVerified(await verify.mutateAsync({ phone, otp, attempt }));
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
        <Alert tone="info" message={alert?.tone === 'info' ? alert.message : null} />
        <TextInput
          {...fieldProps(form, 'otp')}
          ref={codeInput}
          label={t('auth.smsCode')}
          description={
            <Trans i18nKey="auth.smsCodeSent" values={{ phone }} components={{ strong: <strong /> }} />
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <Button type="submit" loading={verify.isPending}>
          {t('auth.verify')}
        </Button>
        <ResendCodeButton
          onResend={() => resend.mutateAsync({ phone, attempt })}
          pending={resend.isPending}
          onResult={setAlert}
        />
      </Stack>
    </form>
  );
}
