import { z } from 'zod';

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
  purpose: z.enum(['registration', 'entry', 'team']),
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
