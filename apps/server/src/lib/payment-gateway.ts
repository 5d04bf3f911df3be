import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { testGatewayPayments } from '../db/schema/payments.js';
import { loadOrCreateSecret } from '../db/secrets.js';
import type { Config } from './config.js';
import { hmacHex } from './crypto.js';

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

/** A payment as the gateway holds it. Only a `captured` one is money received (decision 0038). */
export interface GatewayPayment {
  paymentId: string;
  orderId: string;
  status: GatewayPaymentStatus;
  method: string | undefined;
}

/** What the portal needs from a payment gateway; Razorpay and the built-in test gateway both provide it. */
export interface PaymentGateway {
  kind: 'razorpay' | 'test';
  /** Public key id for Checkout (empty for the test gateway). */
  keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ orderId: string }>;
  /** Key of the checkout signature: HMAC-SHA256 over `order_id|payment_id`. */
  checkoutSecret: string;
  /** Key of X-Razorpay-Signature on webhooks; undefined when webhooks are not set up. */
  webhookSecret: string | undefined;
  /** The payments the gateway holds for an order, for reconciling orders whose outcome never reached us. */
  paymentsOf(orderId: string): Promise<{ paymentId: string; status: GatewayPaymentStatus }[]>;
  /** One payment, asked when Checkout reports it (its signature proves it was authorized, not captured). */
  paymentOf(paymentId: string): Promise<GatewayPayment | undefined>;
}

/** The signature Razorpay Checkout returns (and the test gateway makes the same way). */
export const checkoutSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

interface RazorpayPaymentEntity {
  id: string;
  order_id?: string | null;
  status: GatewayPaymentStatus;
  method?: string;
}

class RazorpayError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`Razorpay answered ${status} for ${path}`);
  }
}

export function razorpayGateway(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** `https://api.razorpay.com/v1`, or a stand-in's address. */
  apiUrl: string;
}): PaymentGateway {
  const { keyId, keySecret, webhookSecret, apiUrl } = options;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${apiUrl}${path}`, {
      ...init,
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new RazorpayError(response.status, path);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    kind: 'razorpay',
    keyId,
    checkoutSecret: keySecret,
    webhookSecret,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call('/orders', {
        method: 'POST',
        // Captured as soon as the bank authorizes it, whatever the account's own setting: only captured
        // money is credited, so a payment left authorized would leave the athlete waiting.
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes, payment_capture: 1 }),
      });
      return { orderId: String(order.id) };
    },
    async paymentsOf(orderId) {
      const list = await call(`/orders/${encodeURIComponent(orderId)}/payments`);
      const items = Array.isArray(list.items) ? (list.items as RazorpayPaymentEntity[]) : [];
      return items.map((item) => ({ paymentId: item.id, status: item.status }));
    },
    async paymentOf(paymentId) {
      let item: RazorpayPaymentEntity;
      try {
        item = (await call(`/payments/${encodeURIComponent(paymentId)}`)) as unknown as RazorpayPaymentEntity;
      } catch (error) {
        // Razorpay answers an id it does not hold with 400 ("The id provided does not exist").
        if (error instanceof RazorpayError && (error.status === 400 || error.status === 404))
          return undefined;
        throw error;
      }
      return {
        paymentId: item.id,
        orderId: item.order_id ?? '',
        status: item.status,
        method: item.method,
      };
    },
  };
}

export const isTestGateway = (gateway: PaymentGateway): gateway is TestGateway => gateway.kind === 'test';

export interface TestGateway extends PaymentGateway {
  kind: 'test';
  /** The test checkout's "pay" button: records the outcome on the gateway's side and signs it. */
  pay(
    orderId: string,
    outcome: 'success' | 'failure',
    at: Date,
  ): Promise<{ paymentId: string; signature: string }>;
}

/**
 * Stands in for Razorpay when no keys are configured: same order → pay → signed result → webhook shape,
 * with real HMAC signatures, and its own books in the test_gateway_payments table.
 */
export async function testGateway(db: Db): Promise<TestGateway> {
  const checkoutSecret = await loadOrCreateSecret(db, 'test_gateway_key_secret', undefined);
  const webhookSecret = await loadOrCreateSecret(db, 'test_gateway_webhook_secret', undefined);
  return {
    kind: 'test',
    keyId: '',
    checkoutSecret,
    webhookSecret,
    async createOrder() {
      return { orderId: `order_test_${randomBytes(10).toString('hex')}` };
    },
    async paymentsOf(orderId) {
      const rows = await db
        .select()
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.orderId, orderId));
      return rows.map((row) => ({ paymentId: row.paymentId, status: row.status }));
    },
    async paymentOf(paymentId) {
      const [row] = await db
        .select()
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.paymentId, paymentId));
      return row && { paymentId: row.paymentId, orderId: row.orderId, status: row.status, method: 'upi' };
    },
    async pay(orderId, outcome, at) {
      const paymentId = `pay_test_${randomBytes(10).toString('hex')}`;
      await db
        .insert(testGatewayPayments)
        .values({ paymentId, orderId, status: outcome === 'success' ? 'captured' : 'failed', createdAt: at });
      return {
        paymentId,
        signature: outcome === 'success' ? checkoutSignature(checkoutSecret, orderId, paymentId) : '',
      };
    },
  };
}

export async function createGateway(config: Config, db: Db): Promise<PaymentGateway> {
  return config.paymentsGateway === 'razorpay' && config.razorpay
    ? razorpayGateway(config.razorpay)
    : testGateway(db);
}

export const TEST_GATEWAY_WARNING =
  'PAYMENTS RUN ON THE BUILT-IN TEST GATEWAY: any signed-in athlete can mark a fee paid and no money moves. ' +
  'Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments.';

/** Said loudly at every start, so a test gateway left on by mistake is noticed in the log. */
export function announceGateway(gateway: PaymentGateway, logger: { warn(message: string): void }): void {
  if (isTestGateway(gateway)) logger.warn(TEST_GATEWAY_WARNING);
}
