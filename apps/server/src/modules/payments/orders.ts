import type { PaymentOrder } from '@para/contract';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type PaymentRow, payments } from '../../db/schema/payments.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { nextCounter } from '../registration/uid.js';
import { purposeDescription } from './payable.js';
import { addPaymentEvent, OPEN_STATUSES } from './payments.queries.js';

export const toOrder = (ctx: AppContext, row: PaymentRow, user: UserRow): PaymentOrder => ({
  paymentId: row.id,
  orderId: row.gatewayOrderId ?? '',
  gateway: row.gateway === 'razorpay' ? 'razorpay' : 'test',
  keyId: ctx.gateway.keyId,
  amountPaise: row.amountPaise,
  currency: 'INR',
  receiptNumber: row.receiptNumber,
  description: purposeDescription(row),
  prefill: { name: user.name, email: user.email, contact: user.phone },
});

/**
 * The gateway order for a fee, inside the caller's transaction (which has locked what is paid for): an
 * open order of the same amount on the same gateway (and, when the caller says so, for the same things)
 * is reused, otherwise a new one is made, and orders it replaces are cancelled. The registration fee and an entry's fee both come through here.
 */
export async function openOrder(
  ctx: AppContext,
  tx: DbOrTx,
  input: {
    user: UserRow;
    purpose: PaymentRow['purpose'];
    entryId: string | null;
    /** The district team whose entries a 'team' payment pays for. */
    teamId?: string | null;
    /** Which of the entry's payments this is (`entries.payments_credited` when ordered). */
    entryStep?: number;
    amountPaise: number;
    at: Date;
    /**
     * Whether an open order of the same amount asks for the same as now (a team's: the same entries);
     * one that does not is replaced, never reused.
     */
    asksForTheSame?: (open: PaymentRow) => Promise<boolean>;
  },
): Promise<PaymentOrder> {
  const { user, purpose, entryId, amountPaise, at: now } = input;
  const entryStep = input.entryStep ?? 0;
  const teamId = input.teamId ?? null;
  const [open] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, user.id),
        eq(payments.purpose, purpose),
        entryId ? eq(payments.entryId, entryId) : isNull(payments.entryId),
        teamId ? eq(payments.teamId, teamId) : isNull(payments.teamId),
        eq(payments.gateway, ctx.gateway.kind),
        eq(payments.amountPaise, amountPaise),
        eq(payments.entryStep, entryStep),
        inArray(payments.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  if (open && (!input.asksForTheSame || (await input.asksForTheSame(open)))) {
    await cancelSupersededOrders(tx, open, now);
    return toOrder(ctx, open, user);
  }
  const year = now.getUTCFullYear();
  const receiptNumber = `PSA-${year}-${String(await nextCounter(tx, `receipt:${year}`)).padStart(6, '0')}`;
  const { orderId } = await ctx.gateway.createOrder({
    amountPaise,
    receipt: receiptNumber,
    notes: { userId: user.id, purpose, ...(entryId ? { entryId } : {}), ...(teamId ? { teamId } : {}) },
  });
  const [row] = await tx
    .insert(payments)
    .values({
      userId: user.id,
      purpose,
      entryId,
      teamId,
      entryStep,
      amountPaise,
      status: 'created',
      gateway: ctx.gateway.kind,
      gatewayOrderId: orderId,
      receiptNumber,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('payment not stored');
  await addPaymentEvent(tx, row.id, 'order.created', now, {
    orderId,
    amountPaise,
    gateway: ctx.gateway.kind,
  });
  await cancelSupersededOrders(tx, row, now);
  return toOrder(ctx, row, user);
}

/**
 * An order of an old amount (the fee changed) or of another gateway stays payable on the gateway's side
 * if a checkout for it is still open; it is cancelled here so that it is never credited as well.
 */
export async function cancelSupersededOrders(tx: DbOrTx, current: PaymentRow, at: Date) {
  const cancelled = await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: at })
    .where(
      and(
        eq(payments.userId, current.userId),
        eq(payments.purpose, current.purpose),
        current.entryId ? eq(payments.entryId, current.entryId) : isNull(payments.entryId),
        current.teamId ? eq(payments.teamId, current.teamId) : isNull(payments.teamId),
        ne(payments.id, current.id),
        inArray(payments.status, [...OPEN_STATUSES]),
      ),
    )
    .returning({ id: payments.id });
  for (const { id } of cancelled) {
    await addPaymentEvent(tx, id, 'order.superseded', at, { by: current.gatewayOrderId });
  }
}
