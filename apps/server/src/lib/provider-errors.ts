/**
 * A message provider (SMS, WhatsApp, mail) that is down, slow or busy: the notice worker tries again
 * later with the same idempotency key. Anything else a send throws is final (a refused number, a
 * template the provider does not know) and the notice's channel fails with the reason.
 * Recognised by its `retryable` flag, so a sender written elsewhere can throw its own class.
 */
export class RetryableSendError extends Error {
  readonly retryable = true;
}

export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { retryable?: unknown }).retryable === true;

/** A final refusal, worded for the administrators' view (never the message's text or the number). */
export class FinalSendError extends Error {}
