import { isErrorCode } from './api';
import { i18n } from './i18n';

/**
 * The reader's-language text for an ACCOUNT_BLOCKED refusal, with the administrator's reason as they
 * wrote it (its closing full stop dropped, as the sentence adds its own); null for any other error.
 */
export function accountBlockedText(error: unknown): string | null {
  if (!isErrorCode(error, 'ACCOUNT_BLOCKED')) return null;
  const reason = (error.data?.reason ?? '').trim().replace(/[.।]+$/, '');
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
