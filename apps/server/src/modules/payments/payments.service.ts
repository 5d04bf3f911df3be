import type { PaymentOrder, PaymentSummary } from '@para/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type PaymentRow, payments } from '../../db/schema/payments.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { Auth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { safeEqual } from '../../lib/crypto.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { checkoutSignature, type GatewayPayment } from '../../lib/payment-gateway.js';
import { readSetting } from '../../lib/settings.js';
import { FEE_SETTING, feeSchema } from '../registration/reference.js';
import { openOrder } from './orders.js';
import { completePayable, creditedPaymentOf, lockPayable, payableGone } from './payable.js';
import {
  addPaymentEvent,
  findPaymentById,
  findPaymentByOrder,
  OPEN_STATUSES,
  userRegistrationPayments,
} from './payments.queries.js';

const flagsOf = (user: UserRow) => ({
  registrationCompleted: user.registrationCompleted,
  registrationPaymentCompleted: user.registrationPaymentCompleted,
  registrationApproved: user.registrationApproved,
  uid: user.uid ?? '',
});

export const toPaymentSummary = (row: PaymentRow): PaymentSummary => ({
  _id: row.id,
  purpose: row.purpose,
  status: row.status,
  gateway: row.gateway,
  amountPaise: row.amountPaise,
  receiptNumber: row.receiptNumber,
  orderId: row.gatewayOrderId ?? '',
  gatewayPaymentId: row.gatewayPaymentId ?? '',
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  receiptUrl: row.status === 'paid' ? `/api/user/payments/${row.id}/receipt.pdf` : '',
});

/**
 * The order for the registration fee. The amount is the association's setting, never the client's;
 * an open order of the same amount is reused, so a double click or a retry never makes a second one.
 */
export async function createRegistrationOrder(ctx: AppContext, userId: string): Promise<PaymentOrder> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx): Promise<PaymentOrder> => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('No such user.');
    if (!user.registrationCompleted)
      throw conflict(
        'Please submit your registration before paying the fee.',
        null,
        'REGISTRATION_NOT_SUBMITTED',
      );
    if (user.registrationPaymentCompleted)
      throw conflict('The registration fee has already been paid.', null, 'FEE_ALREADY_PAID');
    const amountPaise = (await readSetting(tx, FEE_SETTING, feeSchema)) * 100;
    return openOrder(ctx, tx, { user, purpose: 'registration', entryId: null, amountPaise, at: now });
  });
}

/** 'paid': the fee is now complete; 'already_settled': this payment was counted before; 'overpaid': kept to refund. */
export type MarkPaidOutcome = 'paid' | 'already_settled' | 'overpaid';

/**
 * Marks a payment paid and completes the athlete's fee, at most once: the athlete's row is locked, so
 * two payments for the same fee are decided one after the other, and money arriving for a fee already
 * paid, or on a cancelled order, is recorded as an overpayment to refund instead of being credited.
 */
export async function markPaid(
  db: DbOrTx,
  payment: PaymentRow,
  gatewayPaymentId: string,
  source: string,
  at: Date,
  method?: string,
): Promise<MarkPaidOutcome> {
  await lockPayable(db, payment);
  const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
  if (!current || (current.status !== 'cancelled' && !OPEN_STATUSES.some((s) => s === current.status))) {
    await addPaymentEvent(db, payment.id, 'payment.already_settled', at, { source, gatewayPaymentId });
    return 'already_settled';
  }
  const alreadyPaid = await creditedPaymentOf(db, payment);
  const gone = alreadyPaid ? null : await payableGone(db, payment);
  const overpaid = alreadyPaid !== undefined || gone !== null || current.status === 'cancelled';
  await db
    .update(payments)
    .set({
      status: overpaid ? 'refund_due' : 'paid',
      gatewayPaymentId,
      paidAt: at,
      updatedAt: at,
      method: method ?? current.method,
    })
    .where(eq(payments.id, payment.id));
  if (overpaid) {
    await addPaymentEvent(db, payment.id, 'payment.overpaid', at, {
      source,
      gatewayPaymentId,
      from: current.status,
      reason: alreadyPaid ? 'fee_already_paid' : (gone ?? 'order_cancelled'),
      ...(alreadyPaid ? { creditedPaymentId: alreadyPaid.id } : {}),
    });
    return 'overpaid';
  }
  await completePayable(db, payment, at);
  await addPaymentEvent(db, payment.id, 'payment.paid', at, {
    source,
    gatewayPaymentId,
    from: current.status,
  });
  return 'paid';
}

export async function markFailed(
  db: DbOrTx,
  payment: PaymentRow,
  reason: string,
  source: string,
  at: Date,
): Promise<void> {
  const [updated] = await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason, updatedAt: at })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'attempted'])))
    .returning({ id: payments.id });
  await addPaymentEvent(db, payment.id, updated ? 'payment.failed' : 'payment.failure_ignored', at, {
    source,
    reason,
  });
}

/**
 * Money the bank has only authorized is not the association's yet (it may still be refunded without
 * being captured): the payment is noted on its order, which stays open, and credited when its capture
 * is heard of (the webhook's `payment.captured`, or the reconciler).
 */
export async function noteAuthorized(
  db: DbOrTx,
  payment: PaymentRow,
  gatewayPaymentId: string,
  source: string,
  at: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'attempted', updatedAt: at })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'failed'])));
  await addPaymentEvent(db, payment.id, 'payment.authorized', at, { source, gatewayPaymentId });
}

const notVerified = () =>
  badRequest(
    'The payment could not be verified. If money was taken, it will be confirmed automatically.',
    null,
    'PAYMENT_NOT_VERIFIED',
  );

/**
 * The gateway's own record of the payment Checkout reported. The checkout signature proves the bank
 * authorized it, not that the money was captured, so the gateway is asked; only a captured payment of
 * this very order goes on to be credited.
 */
async function capturedPaymentOf(
  ctx: AppContext,
  payment: PaymentRow,
  gatewayPaymentId: string,
  at: Date,
): Promise<GatewayPayment> {
  let held: GatewayPayment | undefined;
  try {
    held = await ctx.gateway.paymentOf(gatewayPaymentId);
  } catch (err) {
    ctx.logger.warn(
      { err, paymentId: payment.id },
      'the payment gateway did not answer a checkout verification',
    );
    await addPaymentEvent(ctx.db, payment.id, 'verify.gateway_unavailable', at, { gatewayPaymentId });
    throw new AppError(
      503,
      'The payment gateway did not answer. If money was taken, it will be confirmed automatically.',
      { retryAfterSeconds: 60 },
      'SERVICE_UNAVAILABLE',
    );
  }
  if (!held || held.orderId !== payment.gatewayOrderId) {
    await addPaymentEvent(ctx.db, payment.id, 'verify.rejected', at, { paymentId: gatewayPaymentId });
    throw notVerified();
  }
  if (held.status === 'captured') return held;
  if (held.status === 'authorized') {
    await noteAuthorized(ctx.db, payment, gatewayPaymentId, 'checkout', at);
    throw conflict(
      'Your bank has approved the payment but has not passed the money on yet. The fee is confirmed ' +
        'automatically as soon as it does.',
      null,
      'PAYMENT_NOT_CAPTURED',
    );
  }
  await addPaymentEvent(ctx.db, payment.id, 'verify.not_paid', at, {
    gatewayPaymentId,
    status: held.status,
  });
  throw notVerified();
}

/**
 * The browser's word that Checkout succeeded: believed only if the signature over our own order id
 * matches and the gateway holds the payment captured. Only an order of `purpose` made for `user` is
 * considered; any other is reported as unknown.
 */
export async function verifyCheckout(
  ctx: AppContext,
  user: UserRow,
  input: { orderId: string; paymentId: string; signature: string },
  purpose: PaymentRow['purpose'],
): Promise<PaymentRow> {
  const payment = await findPaymentByOrder(ctx.db, input.orderId);
  // Someone else's order is reported exactly like an unknown one.
  if (!payment || payment.userId !== user.id || payment.purpose !== purpose) throw notFound('No such order.');
  const now = ctx.clock.now();
  const expected = checkoutSignature(
    ctx.gateway.checkoutSecret,
    payment.gatewayOrderId ?? '',
    input.paymentId,
  );
  if (!safeEqual(expected, input.signature)) {
    await addPaymentEvent(ctx.db, payment.id, 'verify.rejected', now, { paymentId: input.paymentId });
    throw notVerified();
  }
  const captured = await capturedPaymentOf(ctx, payment, input.paymentId, now);
  const outcome = await ctx.db.transaction((tx) =>
    markPaid(tx, payment, input.paymentId, 'checkout', now, captured.method),
  );
  if (outcome === 'overpaid') {
    // Recorded (and shown to the administrators) before this answer; the athlete learns what happens next.
    throw conflict(
      'This payment was not needed: the fee is already paid or this order was replaced by a newer one. ' +
        'The association will refund it.',
      null,
      'PAYMENT_NOT_NEEDED',
    );
  }
  return payment;
}

export async function verifyRegistrationPayment(
  ctx: AppContext,
  user: UserRow,
  input: { orderId: string; paymentId: string; signature: string },
) {
  await verifyCheckout(ctx, user, input, 'registration');
  const [fresh] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  return flagsOf(fresh ?? user);
}

export async function registrationPaymentsOf(ctx: AppContext, userId: string): Promise<PaymentSummary[]> {
  return (await userRegistrationPayments(ctx.db, userId)).map(toPaymentSummary);
}

/**
 * A receipt exists once the payment is complete; its payer and the administrators may fetch it, anyone
 * else is told there is no such payment.
 */
export async function receiptOf(ctx: AppContext, auth: Auth, paymentId: string) {
  const payment = await findPaymentById(ctx.db, paymentId);
  if (!payment || (payment.userId !== auth.user.id && !auth.isAdmin)) throw notFound('No such payment.');
  if (payment.status !== 'paid' && payment.status !== 'refunded')
    throw conflict('A receipt is issued once the payment is complete.', null, 'RECEIPT_NOT_READY');
  const [payer] = await ctx.db.select().from(users).where(eq(users.id, payment.userId));
  if (!payer) throw notFound('No such payment.');
  return { payment, payer };
}
