import { z } from 'zod';
import { registrationFlags } from './registration.js';
import { noData, type RouteDef, route } from './route-def.js';

/**
 * 'cancelled': an open order replaced by a newer one (the fee changed); 'refund_due': money received for
 * a fee already paid (or on a cancelled order), never credited, to be refunded by an administrator.
 */
export const paymentStatuses = [
  'created',
  'attempted',
  'paid',
  'failed',
  'refunded',
  'cancelled',
  'refund_due',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentGateways = ['razorpay', 'test', 'offline'] as const;

/** What the browser needs to open the gateway's checkout. The amount is decided by the server. */
export const paymentOrder = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  gateway: z.enum(['razorpay', 'test']),
  /** Razorpay's key id (public); empty for the test gateway. */
  keyId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  receiptNumber: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

export const verifyPaymentBody = z.strictObject({
  orderId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  signature: z.string().min(1).max(256),
});

export const paymentSummary = z.object({
  _id: z.string(),
  purpose: z.literal('registration'),
  status: z.enum(paymentStatuses),
  gateway: z.enum(paymentGateways),
  amountPaise: z.number().int(),
  receiptNumber: z.string(),
  orderId: z.string(),
  gatewayPaymentId: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  receiptUrl: z.string(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

export const testGatewayOrder = z.object({
  orderId: z.string(),
  amountPaise: z.number().int(),
  description: z.string(),
  status: z.enum(paymentStatuses),
});

export const testGatewayPayBody = z.strictObject({ outcome: z.enum(['success', 'failure']) });
export const testGatewayPayResult = z.object({
  outcome: z.enum(['success', 'failure']),
  /** On success: what Razorpay Checkout hands the browser. */
  orderId: z.string(),
  paymentId: z.string(),
  signature: z.string(),
  error: z.string(),
});

const tag = 'payments';

export const paymentRoutes = {
  createRegistrationPaymentOrder: route({
    method: 'POST',
    path: '/api/user/create-registration-payment-order',
    access: 'user',
    tag,
    summary: 'Create (or reuse) the order for the registration fee; the amount is set by the association',
    data: paymentOrder,
  }),
  verifyRegistrationPayment: route({
    method: 'POST',
    path: '/api/user/verify-registration-payment',
    access: 'user',
    tag,
    summary: "Check the gateway's signature over order_id|payment_id and mark the fee paid (once)",
    body: verifyPaymentBody,
    data: registrationFlags,
  }),
  getRegistrationPayments: route({
    method: 'GET',
    path: '/api/user/registration-payments',
    access: 'user',
    tag,
    summary: "The athlete's registration fee payments, newest first",
    data: z.array(paymentSummary),
  }),
  getPaymentReceipt: route({
    method: 'GET',
    path: '/api/user/payments/:paymentId/receipt.pdf',
    access: 'user',
    tag,
    summary: 'Receipt of a paid fee as a PDF',
    params: z.strictObject({ paymentId: z.uuid() }),
    data: noData,
    file: true,
  }),
  razorpayWebhook: route({
    method: 'POST',
    path: '/api/payments/razorpay/webhook',
    access: 'public',
    tag,
    summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body); each event applied once',
    data: noData,
  }),
  testGatewayOrder: route({
    method: 'GET',
    path: '/api/payments/test-gateway/orders/:orderId',
    access: 'user',
    tag,
    summary: 'Test mode only: the order shown on the test checkout page',
    params: z.strictObject({ orderId: z.string().min(1).max(64) }),
    data: testGatewayOrder,
  }),
  testGatewayPay: route({
    method: 'POST',
    path: '/api/payments/test-gateway/orders/:orderId/pay',
    access: 'user',
    tag,
    summary: 'Test mode only: pay (or fail) an order; also delivers the signed webhook, as Razorpay would',
    params: z.strictObject({ orderId: z.string().min(1).max(64) }),
    body: testGatewayPayBody,
    data: testGatewayPayResult,
  }),
} as const satisfies Record<string, RouteDef>;
