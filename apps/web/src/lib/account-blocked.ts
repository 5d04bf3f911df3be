import { accountBlockedData } from '@para/contract';
import { isApiError } from './api';
import { i18n } from './i18n';

/**
 * The reader's-language text for an account-blocked refusal (the server's stable code), with the
 * administrator's reason as they wrote it; null for any other error.
 */
export function accountBlockedText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const parsed = accountBlockedData.safeParse(error.data);
  if (!parsed.success) return null;
  const reason = parsed.data.reason.trim().replace(/[.।]+$/, '');
  return reason ? i18n.t('errors.accountBlocked', { reason }) : i18n.t('errors.accountBlockedNoReason');
}

let endedSessionNotice: string | null = null;

/**
 * Why the session just ended, for the log-in page to keep showing after the toast is gone. (Not the
 * router's location state: the sign-in guard's own redirect to /login replaces it.)
 */
export const sessionEndNotice = {
  set(text: string | null) {
    endedSessionNotice = text;
  },
  get: () => endedSessionNotice,
};
