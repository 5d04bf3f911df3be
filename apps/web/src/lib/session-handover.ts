import type { SessionRecord } from '@para/contract';
import { session } from './session';

/** Set by the server beside the session cookie of a sign-in posted as a plain form; holds nothing. */
const WAITING = /(?:^|;\s*)session_handover_waiting=1(?:;|$)/;
/** The contract's `sessionHandover` route (written out: the app's entry carries no route tables). */
const HANDOVER_PATH = '/api/session/handover';

/**
 * A sign-in posted before the app was there (or without it) ended on the server, which left the session
 * in a cookie only the handover route receives. Collected before the app's first render, so its guards
 * see the person signed in. Any failure leaves the person signed out, as before.
 */
export async function collectSessionHandover(): Promise<void> {
  if (typeof document === 'undefined' || !WAITING.test(document.cookie)) return;
  try {
    const response = await fetch(HANDOVER_PATH, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = (await response.json()) as { success?: boolean; data?: SessionRecord };
    if (response.ok && body.success && typeof body.data?.accessToken === 'string') session.set(body.data);
  } catch {
    // No network or no such sign-in: the sign-in page asks again.
  }
}
