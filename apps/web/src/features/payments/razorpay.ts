import type { PaymentOrder } from '@para/contract';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error?: { description?: string };
}

interface RazorpayInstance {
  open: () => void;
  on: (event: 'payment.failed', handler: (response: RazorpayFailure) => void) => void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay Checkout once, only when someone actually pays. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('razorpay')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('razorpay'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface CheckoutResult {
  orderId: string;
  paymentId: string;
  signature: string;
}

/**
 * Opens Razorpay Checkout for an order. Resolves with what its handler receives; rejects with the
 * gateway's description on failure, or with 'dismissed' when the athlete closes it.
 */
export async function openRazorpay(
  order: PaymentOrder,
  labels: { name: string; color: string },
): Promise<CheckoutResult> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve, reject) => {
    // A failed attempt leaves Checkout open for another try; the reason is reported if they then close it.
    let lastError = '';
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: labels.name,
      description: order.description,
      prefill: order.prefill,
      theme: { color: labels.color },
      handler: (response: RazorpayResponse) =>
        resolve({
          orderId: response.razorpay_order_id,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => reject(new Error(lastError || 'dismissed')), escape: true },
    });
    checkout.on('payment.failed', (response) => {
      lastError = response.error?.description || 'failed';
    });
    checkout.open();
  });
}
