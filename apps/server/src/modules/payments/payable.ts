import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entries, entryDisciplines } from '../../db/schema/competitions.js';
import { type PaymentRow, payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import { type EntryNotice, queueEntryNotices } from '../competitions/notify.js';
import {
  creditedTeamPayment,
  lockTeam,
  settleTeamPayment,
  teamPayableGone,
} from '../competitions/team-payments.js';

/**
 * What a payment pays for, the one place the purposes differ: the registration fee (one per athlete,
 * completing the athlete's registration), a competition entry's fee (one per entry, confirming it), or
 * a district team's entries (one per team, each entry's share credited: competitions/team-payments.ts).
 * Everything else (orders, checkout verification, webhook, reconciler, receipts) is the same for both.
 */

/** Locks the thing paid for, so two payments of it are decided one after the other. */
export async function lockPayable(db: DbOrTx, payment: PaymentRow): Promise<void> {
  if (payment.purpose === 'team' && payment.teamId) {
    await lockTeam(db, payment.teamId);
    return;
  }
  if (payment.purpose === 'entry' && payment.entryId) {
    await db.select({ id: entries.id }).from(entries).where(eq(entries.id, payment.entryId)).for('update');
    return;
  }
  await db.select({ id: users.id }).from(users).where(eq(users.id, payment.userId)).for('update');
}

/** The payment that already paid the same fee (for an entry: the same step of it), if any. */
export async function creditedPaymentOf(
  db: DbOrTx,
  payment: PaymentRow,
): Promise<{ id: string } | undefined> {
  if (payment.purpose === 'team') return payment.teamId ? creditedTeamPayment(db, payment.teamId) : undefined;
  const sameFee =
    payment.purpose === 'entry' && payment.entryId
      ? and(
          eq(payments.purpose, 'entry'),
          eq(payments.entryId, payment.entryId),
          eq(payments.entryStep, payment.entryStep),
        )
      : and(eq(payments.userId, payment.userId), eq(payments.purpose, payment.purpose));
  const [found] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(sameFee, eq(payments.status, 'paid')))
    .limit(1);
  return found;
}

/**
 * Why money for this fee is no longer wanted although nothing paid it yet, or null: a withdrawn entry,
 * or one with nothing left to pay (its unpaid place released, or paid meanwhile by another step).
 */
export async function payableGone(db: DbOrTx, payment: PaymentRow): Promise<string | null> {
  if (payment.purpose === 'team') return payment.teamId ? teamPayableGone(db, payment) : 'team_deleted';
  if (payment.purpose !== 'entry') return null;
  if (!payment.entryId) return 'entry_deleted';
  const [entry] = await db
    .select({ status: entries.status })
    .from(entries)
    .where(eq(entries.id, payment.entryId));
  if (!entry || entry.status === 'withdrawn') return 'entry_withdrawn';
  return entry.status === 'confirmed' ? 'entry_nothing_due' : null;
}

/**
 * What a credited payment completes: the athlete's registration fee, or the entry's payment (the entry
 * confirmed, and its places paid for, once nothing is left to pay). The athletes are told of what it
 * changed by notices queued in the same transaction (decision 42).
 */
export async function completePayable(db: DbOrTx, payment: PaymentRow, at: Date): Promise<void> {
  const notices: EntryNotice[] = [];
  await settlePayable(db, payment, at, notices);
  await queueEntryNotices(db, notices, at);
}

async function settlePayable(
  db: DbOrTx,
  payment: PaymentRow,
  at: Date,
  notices: EntryNotice[],
): Promise<void> {
  if (payment.purpose === 'team') {
    await settleTeamPayment(db, payment, at, notices);
    return;
  }
  if (payment.purpose === 'entry' && payment.entryId) {
    const [entry] = await db
      .update(entries)
      .set({
        paidPaise: sql`${entries.paidPaise} + ${payment.amountPaise}`,
        paymentsCredited: sql`${entries.paymentsCredited} + 1`,
        updatedAt: at,
      })
      .where(and(eq(entries.id, payment.entryId), eq(entries.status, 'pending_payment')))
      .returning();
    if (!entry || entry.paidPaise < entry.amountPaise) return;
    await db
      .update(entries)
      .set({ status: 'confirmed', paidAt: at, holdUntil: null })
      .where(eq(entries.id, entry.id));
    await db
      .update(entryDisciplines)
      .set({ settled: true })
      .where(and(eq(entryDisciplines.entryId, entry.id), eq(entryDisciplines.status, 'entered')));
    notices.push({ entryId: entry.id, kind: 'entered', disciplineKeys: [] });
    return;
  }
  await db
    .update(users)
    .set({ registrationPaymentCompleted: true, updatedAt: at })
    .where(eq(users.id, payment.userId));
}

/** The line a receipt and a checkout show for what is paid. */
export const purposeDescription = (payment: Pick<PaymentRow, 'purpose'>) =>
  payment.purpose === 'team'
    ? 'Competition entry fees of a district team'
    : payment.purpose === 'entry'
      ? 'Competition entry fee'
      : 'Athlete registration fee';
