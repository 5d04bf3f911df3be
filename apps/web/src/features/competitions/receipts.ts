import type { EntryDetail } from '@para/contract';

/**
 * Which payment paid an entry, for its receipt (`/api/user/payments/{paymentId}/receipt.pdf`): the one
 * the entry names; else (a server from before entries named it) the order the athlete paid with on
 * this device, remembered when the order was made.
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

export function entryPaymentId(entry: EntryDetail): string | null {
  return entry.paymentId || (readStore()[entry._id] ?? null);
}
