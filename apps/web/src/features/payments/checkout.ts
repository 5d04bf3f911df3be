import type { ApiError } from '../../lib/api';
import { isApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import type { CheckoutResult } from './razorpay';

/**
 * The test gateway's checkout serves other fees than the registration's (a competition entry's): called
 * with `?back=<page>`, it hands the gateway's result back to that page, as Razorpay's handler hands it
 * to the page that opened it, and that page verifies it with its own route.
 */
export interface TestCheckoutReturn {
  /** The test gateway's success, to be verified by the page it returns to. */
  testPayment?: CheckoutResult;
  /** Why the payment did not go through (a message key or the gateway's text). */
  paymentError?: string;
}

/** Only the app's own signed-in pages (an athlete's, a district secretary's) may be returned to (never another site). */
export const checkoutBackPage = (value: string | null): string | null =>
  value && /^\/(user|district)\/[A-Za-z0-9/_%-]*$/.test(value) ? value : null;

export const testCheckoutAddress = (orderId: string, back: string): string =>
  `${paths.testCheckout(orderId)}?back=${encodeURIComponent(back)}`;

/** What to tell the athlete when Checkout or the verification fails. */
export function checkoutFailureMessage(failure: unknown): string | ApiError {
  if (isApiError(failure)) return failure;
  if (failure instanceof Error && failure.message === 'dismissed') return 'payments.cancelled';
  if (failure instanceof Error && failure.message === 'razorpay') return 'payments.gatewayUnavailable';
  if (failure instanceof Error && failure.message) return failure.message;
  return 'errors.generic';
}
