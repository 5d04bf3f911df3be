import { createHash } from 'node:crypto';
import { webhookEvents } from '../../db/schema/payments.js';
import type { AppContext } from '../../lib/context.js';
import { hmacHex, safeEqual } from '../../lib/crypto.js';
import { badRequest } from '../../lib/errors.js';
import { addPaymentEvent, findPaymentByOrder, pendingOrders } from './payments.queries.js';
import { markFailed, markPaid, noteAuthorized } from './payments.service.js';

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; method?: string; error_description?: string } };
    order?: { entity?: { id?: string } };
  };
}

export const webhookSignature = (secret: string, rawBody: string) => hmacHex(secret, rawBody);

/**
 * A gateway webhook: the signature over the raw body must match, each event id, and each event type for
 * one payment, is applied once (the de-duplication row and the state change commit together), and it
 * drives the same state machine as the browser's verify — so a payment whose browser call was lost still
 * completes.
 */
export async function processWebhook(
  ctx: AppContext,
  rawBody: string,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const secret = ctx.gateway.webhookSecret;
  if (!secret || !signature || !safeEqual(webhookSignature(secret, rawBody), signature)) {
    throw badRequest('The webhook signature is not valid.', null, 'WEBHOOK_SIGNATURE_INVALID');
  }
  let event: RazorpayEvent;
  try {
    event = JSON.parse(rawBody) as RazorpayEvent;
  } catch {
    throw badRequest('The webhook body is not valid JSON.', null, 'WEBHOOK_BODY_INVALID');
  }
  const type = event.event ?? 'unknown';
  const eventId = eventIdHeader || `body:${createHash('sha256').update(rawBody).digest('hex')}`;
  const entity = event.payload?.payment?.entity;
  const orderId = entity?.order_id ?? event.payload?.order?.entity?.id;
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({
        eventId,
        gateway: ctx.gateway.kind,
        type,
        receivedAt: now,
        gatewayPaymentId: entity?.id || null,
      })
      // Either key already there is a duplicate: the same event id, or the same event type for the same
      // payment re-sent under a new id.
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (inserted.length === 0) return 'duplicate';
    const payment = orderId ? await findPaymentByOrder(tx, orderId) : undefined;
    if (!payment) return 'ignored';
    await addPaymentEvent(tx, payment.id, `webhook.${type}`, now, {
      eventId,
      gatewayPaymentId: entity?.id ?? '',
    });
    // Razorpay sends `order.paid` with the payment captured; `payment.authorized` is money the bank
    // holds but has not passed on, credited only when its `payment.captured` comes.
    if ((type === 'payment.captured' || type === 'order.paid') && entity?.id) {
      await markPaid(tx, payment, entity.id, 'webhook', now, entity.method);
    } else if (type === 'payment.authorized' && entity?.id) {
      await noteAuthorized(tx, payment, entity.id, 'webhook', now);
    } else if (type === 'payment.failed') {
      await markFailed(tx, payment, entity?.error_description ?? 'The payment failed.', 'webhook', now);
    }
    return 'applied' as const;
  });
  return outcome;
}

const RECONCILE_AFTER_MS = 15 * 60_000;
const RECONCILE_WINDOW_MS = 3 * 24 * 60 * 60_000;

/** Asks the gateway about orders left pending (the browser closed, the webhook never came). */
export async function reconcilePendingPayments(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const pending = await pendingOrders(
    ctx.db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    new Date(now.getTime() - RECONCILE_WINDOW_MS),
  );
  let settled = 0;
  for (const payment of pending) {
    if (!payment.gatewayOrderId || payment.gateway !== ctx.gateway.kind) continue;
    const remote = await ctx.gateway.paymentsOf(payment.gatewayOrderId);
    // Only captured money is credited; an order whose payment is still authorized is asked about again.
    const paid = remote.find((item) => item.status === 'captured');
    const authorized = remote.find((item) => item.status === 'authorized');
    if (paid) {
      const outcome = await ctx.db.transaction((tx) =>
        markPaid(tx, payment, paid.paymentId, 'reconcile', now),
      );
      if (outcome !== 'already_settled') settled += 1;
    } else if (authorized) {
      if (payment.status === 'created')
        await noteAuthorized(ctx.db, payment, authorized.paymentId, 'reconcile', now);
    } else if (
      payment.status !== 'cancelled' &&
      remote.length > 0 &&
      remote.every((item) => item.status === 'failed')
    ) {
      await markFailed(ctx.db, payment, 'Every attempt on this order failed.', 'reconcile', now);
    }
  }
  return settled;
}
