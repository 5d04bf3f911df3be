import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type PaymentRow,
  payments,
  type TeamPaymentShareRow,
  teamPaymentShares,
} from '../../db/schema/payments.js';
import { addPaymentEvent } from '../payments/payments.queries.js';
import { nextCounter } from '../registration/uid.js';

/**
 * A district team's payment pays each entry its share (`team_payment_shares`). A share the entry no
 * longer wants, or gives back, is recorded as a refund due of that share alone: a payment of purpose
 * 'entry' for the entry, with status 'refund_due', beside the team's payment, so the administrators'
 * payments list shows it and they refund it like any other.
 */
export async function refundTeamShare(
  tx: DbOrTx,
  teamPayment: PaymentRow,
  share: TeamPaymentShareRow,
  reason: string,
  at: Date,
): Promise<number> {
  const year = at.getUTCFullYear();
  const receiptNumber = `PSA-${year}-${String(await nextCounter(tx, `receipt:${year}`)).padStart(6, '0')}`;
  const [refund] = await tx
    .insert(payments)
    .values({
      userId: teamPayment.userId,
      purpose: 'entry',
      entryId: share.entryId,
      teamId: teamPayment.teamId,
      entryStep: share.entryStep,
      amountPaise: share.amountPaise,
      status: 'refund_due',
      gateway: teamPayment.gateway,
      gatewayPaymentId: teamPayment.gatewayPaymentId,
      receiptNumber,
      method: teamPayment.method,
      createdAt: at,
      updatedAt: at,
      paidAt: teamPayment.paidAt ?? at,
    })
    .returning({ id: payments.id });
  if (!refund) throw new Error('refund not stored');
  await addPaymentEvent(tx, refund.id, 'refund.due', at, {
    reason,
    entryId: share.entryId,
    teamPaymentId: teamPayment.id,
  });
  await addPaymentEvent(tx, teamPayment.id, 'team.share_refund_due', at, {
    reason,
    entryId: share.entryId,
    amountPaise: share.amountPaise,
    refundPaymentId: refund.id,
  });
  await tx
    .update(teamPaymentShares)
    .set({ refundPaymentId: refund.id })
    .where(
      and(eq(teamPaymentShares.paymentId, share.paymentId), eq(teamPaymentShares.entryId, share.entryId)),
    );
  return share.amountPaise;
}

/**
 * An entry withdrawn after its team paid for it: each share credited to it (of a team payment still
 * paid, not refunded whole) becomes a refund due. Returns what is due back.
 */
export async function refundCreditedTeamShares(
  tx: DbOrTx,
  entryId: string,
  reason: string,
  at: Date,
): Promise<number> {
  const credited = await tx
    .select({ share: teamPaymentShares, payment: payments })
    .from(teamPaymentShares)
    .innerJoin(payments, eq(payments.id, teamPaymentShares.paymentId))
    .where(
      and(
        eq(teamPaymentShares.entryId, entryId),
        isNotNull(teamPaymentShares.creditedAt),
        isNull(teamPaymentShares.refundPaymentId),
        eq(payments.status, 'paid'),
      ),
    );
  let total = 0;
  for (const row of credited) total += await refundTeamShare(tx, row.payment, row.share, reason, at);
  return total;
}
