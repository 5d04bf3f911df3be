import { useSyncExternalStore } from 'react';

/**
 * The verification attempt this tab started (its sign-up, named in the sign-up's answer), kept for the
 * tab alone: a code verifies only its own attempt, and the code step's address (a link anyone can send)
 * must not be able to choose which (docs/decisions/0034). It survives a reload of the code step; a new
 * tab, or a link, has none and starts at the sign-up form.
 */
const KEY = 'verify-attempt';

export function rememberAttempt(email: string, attempt: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ email, attempt }));
  } catch {
    // Storage refused (private mode): the code step works until the page is reloaded.
  }
}

const readStored = (): string | null => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

const noSubscription = () => () => undefined;

/**
 * The attempt remembered for `email`, null when there is none, and undefined while the page the server
 * drew is being taken over (the server has no storage to read, and the first render must match it).
 */
export function useRememberedAttempt(email: string): string | null | undefined {
  const stored = useSyncExternalStore(noSubscription, readStored, () => undefined);
  if (stored === undefined) return undefined;
  try {
    const value = JSON.parse(stored ?? 'null') as { email?: unknown; attempt?: unknown } | null;
    return value?.email === email && typeof value.attempt === 'string' ? value.attempt : null;
  } catch {
    return null;
  }
}
