import type { RegistrationWithdrawal } from '@para/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type PaymentRow, payments } from '../../db/schema/payments.js';
import { idCards, registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';

// docs/decisions/0012: a refunded registration fee withdraws the registration. Refunding the second of
// two payments (a fee paid twice) withdraws nothing: a paid one remains.

const registrationPayments = (db: DbOrTx, userId: string, status: PaymentRow['status']) =>
  db
    .select({ id: payments.id, updatedAt: payments.updatedAt })
    .from(payments)
    .where(
      and(eq(payments.userId, userId), eq(payments.purpose, 'registration'), eq(payments.status, status)),
    )
    .orderBy(desc(payments.updatedAt));

/**
 * After a payment was marked refunded, inside the same transaction: when it was the registration fee
 * and no paid one remains, the fee counts as unpaid, the approval is withdrawn (an approved
 * registration goes back to waiting for its fee, then for review) and the identity card is revoked,
 * so /verify shows it as no longer valid. The UID stays the athlete's.
 */
export async function withdrawAfterRefund(
  tx: DbOrTx,
  refunded: PaymentRow,
  adminId: string,
  now: Date,
): Promise<void> {
  if (refunded.purpose !== 'registration') return;
  const userId = refunded.userId;
  if ((await registrationPayments(tx, userId, 'paid')).length > 0) return;
  const [user] = await tx
    .update(users)
    .set({ registrationPaymentCompleted: false, registrationApproved: false, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!user) return;
  const [reopened] = await tx
    .update(registrations)
    .set({ status: 'submitted', updatedAt: now })
    .where(and(eq(registrations.userId, userId), eq(registrations.status, 'approved')))
    .returning({ userId: registrations.userId });
  const revoked = await tx
    .update(idCards)
    .set({ revokedAt: now })
    .where(and(eq(idCards.userId, userId), isNull(idCards.revokedAt)))
    .returning({ userId: idCards.userId });
  await recordAudit(tx, {
    actorId: adminId,
    action: 'registration.withdraw',
    targetType: 'user',
    targetId: userId,
    changes: {
      reason: 'feeRefunded',
      paymentId: refunded.id,
      ...(reopened ? { status: { from: 'approved', to: 'submitted' } } : {}),
      cardRevoked: revoked.length > 0,
    },
    at: now,
  });
}

/** Set while the registration stands withdrawn: a registration fee refunded and none paid since. */
export async function registrationWithdrawal(
  db: DbOrTx,
  userId: string,
  feePaid: boolean,
): Promise<RegistrationWithdrawal | null> {
  if (feePaid) return null;
  const [refunded] = await registrationPayments(db, userId, 'refunded');
  return refunded ? { reason: 'feeRefunded', at: refunded.updatedAt.toISOString() } : null;
}
