import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entries, entryDisciplines } from '../../db/schema/competitions.js';
import { type PaymentRow, payments } from '../../db/schema/payments.js';
import {
  lockPayer,
  type PayablePurpose,
  paidBySamePayer,
  registerPayablePurpose,
} from '../payments/payable.js';
import { type EntryNotice, queueEntryNotices } from './notify.js';
import {
  creditedTeamPayment,
  lockTeam,
  settleTeamPayment,
  sharesRefundedWhole,
  teamPayableGone,
} from './team-payments.js';
import { withdrawEntryForRefund } from './withdrawal.js';

/**
 * What the competitions charge for, told to the payments module (decision 61): a competition entry's
 * fee (one per entry and step, confirming it) and a district team's entries (one per team, each entry's
 * share credited: team-payments.ts). A payment whose entry or team was deleted since is still decided
 * here: its payer's row is locked, and the money is kept to give back.
 */

/** The entry's fee credited: paid, and once nothing is left to pay, confirmed with its places paid for. */
async function creditEntry(
  db: DbOrTx,
  payment: PaymentRow,
  entryId: string,
  at: Date,
): Promise<EntryNotice[]> {
  const [entry] = await db
    .update(entries)
    .set({
      paidPaise: sql`${entries.paidPaise} + ${payment.amountPaise}`,
      paymentsCredited: sql`${entries.paymentsCredited} + 1`,
      updatedAt: at,
    })
    .where(and(eq(entries.id, entryId), eq(entries.status, 'pending_payment')))
    .returning();
  if (!entry || entry.paidPaise < entry.amountPaise) return [];
  await db
    .update(entries)
    .set({ status: 'confirmed', paidAt: at, holdUntil: null })
    .where(eq(entries.id, entry.id));
  await db
    .update(entryDisciplines)
    .set({ settled: true })
    .where(and(eq(entryDisciplines.entryId, entry.id), eq(entryDisciplines.status, 'entered')));
  return [{ entryId: entry.id, kind: 'entered', disciplineKeys: [] }];
}

const entryFee: PayablePurpose = {
  description: 'Competition entry fee',
  async lock(db, payment) {
    if (!payment.entryId) return lockPayer(db, payment);
    await db.select({ id: entries.id }).from(entries).where(eq(entries.id, payment.entryId)).for('update');
  },
  /** The same step of the same entry; with the entry deleted, any entry fee its payer has paid. */
  async creditedPayment(db, payment) {
    if (!payment.entryId) return paidBySamePayer(db, payment);
    const [found] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.purpose, 'entry'),
          eq(payments.entryId, payment.entryId),
          eq(payments.entryStep, payment.entryStep),
          eq(payments.status, 'paid'),
        ),
      )
      .limit(1);
    return found;
  },
  /** A withdrawn entry, or one with nothing left to pay (its unpaid place released, or paid by another step). */
  async noLongerWanted(db, payment) {
    if (!payment.entryId) return 'entry_deleted';
    const [entry] = await db
      .select({ status: entries.status })
      .from(entries)
      .where(eq(entries.id, payment.entryId));
    if (!entry || entry.status === 'withdrawn') return 'entry_withdrawn';
    return entry.status === 'confirmed' ? 'entry_nothing_due' : null;
  },
  // A payment without its entry never gets here: `noLongerWanted` keeps its money to give back.
  async complete(db, payment, at) {
    if (!payment.entryId) return;
    await queueEntryNotices(db, await creditEntry(db, payment, payment.entryId, at), at);
  },
  /**
   * A paid entry fee refunded withdraws the entry (its paid fee becomes a refund due, then marked
   * refunded), so no confirmed entry stands on money given back; its athlete is told once it is.
   */
  async refund(tx, before, by, at) {
    const notices =
      before.status === 'paid' && before.entryId
        ? await withdrawEntryForRefund(tx, before.entryId, by, at)
        : [];
    return () => queueEntryNotices(tx, notices, at);
  },
};

const teamEntries: PayablePurpose = {
  description: 'Competition entry fees of a district team',
  async lock(db, payment) {
    if (!payment.teamId) return lockPayer(db, payment);
    await lockTeam(db, payment.teamId);
  },
  creditedPayment: async (db, payment) =>
    payment.teamId ? creditedTeamPayment(db, payment.teamId) : undefined,
  noLongerWanted: async (db, payment) => (payment.teamId ? teamPayableGone(db, payment) : 'team_deleted'),
  async complete(db, payment, at) {
    const notices: EntryNotice[] = [];
    await settleTeamPayment(db, payment, at, notices);
    await queueEntryNotices(db, notices, at);
  },
  /** A team's payment refunded whole: every entry it paid for is withdrawn, as an entry's fee refunded. */
  async refund(tx, before, by, at) {
    const notices: EntryNotice[] = [];
    if (before.status === 'paid') {
      for (const entryId of await sharesRefundedWhole(tx, before))
        notices.push(...(await withdrawEntryForRefund(tx, entryId, by, at)));
    }
    return () => queueEntryNotices(tx, notices, at);
  },
};

/** Called where the app is built (app.ts), before any route or job can meet a payment of these. */
export function registerCompetitionPayables(): void {
  registerPayablePurpose('entry', entryFee);
  registerPayablePurpose('team', teamEntries);
}
