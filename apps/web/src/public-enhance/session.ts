import { SESSION_KEY } from '../lib/session-key';
import { statePage } from '../lib/state-page';

/**
 * The server does not know who is reading (the session lives in this browser): for a signed-in
 * reader, "Login" becomes their dashboard link and "Register" goes, as in the React app.
 */
export function enhanceSignedIn(): void {
  let record: Record<string, unknown> | null = null;
  try {
    record = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as Record<string, unknown> | null;
  } catch {
    return;
  }
  if (!record || typeof record.accessToken !== 'string' || record.accessToken === '') return;
  const target = statePage({
    isAdmin: record.isAdmin === true,
    districts: Array.isArray(record.districts)
      ? record.districts.filter((name) => typeof name === 'string')
      : [],
    registrationApproved: record.registrationApproved === true,
    registrationPaymentCompleted: record.registrationPaymentCompleted === true,
    registrationCompleted: record.registrationCompleted === true,
  });
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-signed-in-label]')) {
    link.href = target;
    const label = link.querySelector('.mantine-Button-label') ?? link;
    label.textContent = link.dataset.signedInLabel ?? '';
  }
  for (const element of document.querySelectorAll('[data-signed-out-only]')) element.remove();
}
