import type { Entry } from '@para/contract';

/**
 * Which payment paid an entry, for its receipt (`/api/user/payments/{paymentId}/receipt.pdf`). The entry
 * the contract returns does not name its payment yet, so the id of the order the athlete paid with is
 * remembered on this device; an entry that does carry a `paymentId` (a newer server) wins.
 */
const STORE_KEY = 'entryPayments';

function readStore(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

export function rememberEntryPayment(entryId: string, paymentId: string): void {
  const store = readStore();
  if (store[entryId] === paymentId) return;
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify({ ...store, [entryId]: paymentId }));
  } catch {
    // Without storage the receipt stays available from the association and by e-mail.
  }
}

export function entryPaymentId(entry: Entry): string | null {
  const own = (entry as Entry & { paymentId?: unknown }).paymentId;
  if (typeof own === 'string' && own) return own;
  return readStore()[entry._id] ?? null;
}
