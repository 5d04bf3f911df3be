import { Button } from '@mantine/core';
import { isApiError } from '../../../lib/api';
import type { FormMessage } from '../../../lib/form';
import { useTranslation } from '../../../lib/translation';
import { useCountdown } from '../use-countdown';

interface Props {
  /** Sends a new code; rejects with ApiError on failure. */
  onResend: () => Promise<unknown>;
  pending: boolean;
  /** Reports the outcome: a success text's key, or the error (its code gives the text). */
  onResult: (result: { tone: 'success' | 'error'; message: FormMessage }) => void;
}

/** "Resend code", disabled with a visible countdown for a minute after each code is sent. */
export function ResendCodeButton({ onResend, pending, onResult }: Props) {
  const { t } = useTranslation();
  const { remaining, restart } = useCountdown();

  const resend = async () => {
    try {
      await onResend();
      restart();
      onResult({ tone: 'success', message: 'auth.codeResent' });
    } catch (error) {
      onResult({ tone: 'error', message: isApiError(error) ? error : 'errors.generic' });
    }
  };

  return (
    <Button variant="default" onClick={() => void resend()} disabled={remaining > 0} loading={pending}>
      {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.resend')}
    </Button>
  );
}
