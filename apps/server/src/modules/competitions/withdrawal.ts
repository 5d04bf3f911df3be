import type { withdrawEntryBody } from '@para/contract';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { type EntryRow, entries, entryDisciplines } from '../../db/schema/competitions.js';
import { payments } from '../../db/schema/payments.js';
import { recordAudit } from '../../lib/audit.js';
import type { Auth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, fieldError, notFound } from '../../lib/errors.js';
import { addPaymentEvent, OPEN_STATUSES } from '../payments/payments.queries.js';
import { toEntry } from './mapper.js';
import { type EntryNotice, movedUpNotices, queueEntryNotices } from './notify.js';
import { fillFreePlaces, lockForm } from './places.js';
import { refundCreditedTeamShares } from './team-shares.js';

/**
 * Withdrawing an entry frees its places, and the first on each waiting list moves up in the same
 * transaction. A fee already paid becomes a refund due (the payment's status, shown in the
 * administrators' payments list); orders still open are cancelled so they are never credited.
 */

export interface Withdrawal {
  entryId: string;
  actorId: string | null;
  reason: string;
}

export async function withdrawLocked(tx: DbOrTx, entry: EntryRow, withdrawal: Withdrawal, at: Date) {
  await tx
    .update(entries)
    .set({
      status: 'withdrawn',
      withdrawnAt: at,
      withdrawnBy: withdrawal.actorId,
      withdrawReason: withdrawal.reason,
      holdUntil: null,
      updatedAt: at,
    })
    .where(eq(entries.id, entry.id));
  const refunds = await tx
    .update(payments)
    .set({ status: 'refund_due', updatedAt: at })
    .where(and(eq(payments.entryId, entry.id), eq(payments.purpose, 'entry'), eq(payments.status, 'paid')))
    .returning({ id: payments.id, amountPaise: payments.amountPaise });
  for (const refund of refunds) {
    await addPaymentEvent(tx, refund.id, 'refund.due', at, { reason: 'entry_withdrawn', entryId: entry.id });
  }
  const cancelled = await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: at })
    .where(and(eq(payments.entryId, entry.id), inArray(payments.status, [...OPEN_STATUSES])))
    .returning({ id: payments.id });
  for (const order of cancelled) await addPaymentEvent(tx, order.id, 'order.entry_withdrawn', at);
  // What a district team's payment paid for this entry is given back too.
  const teamShares = await refundCreditedTeamShares(tx, entry.id, 'entry_withdrawn', at);
  return { refundDuePaise: refunds.reduce((sum, item) => sum + item.amountPaise, 0) + teamShares };
}

type WithdrawBody = z.output<typeof withdrawEntryBody>;

/** The owner until the withdrawal deadline (else the form's last entry day); an administrator any time, with a reason. */
export async function withdrawEntry(ctx: AppContext, auth: Auth, entryId: string, body: WithdrawBody) {
  const now = ctx.clock.now();
  const [found] = await ctx.db.select().from(entries).where(eq(entries.id, entryId));
  const asAdmin = auth.isAdmin && found?.userId !== auth.user.id;
  if (!found || (found.userId !== auth.user.id && !auth.isAdmin))
    throw notFound('No such entry.', 'ENTRY_NOT_FOUND');
  if (asAdmin && body.reason.length < 3) throw fieldError('reason', 'validation.reason');
  const { entry } = await ctx.db.transaction(async (tx) => {
    const form = await lockForm(tx, found.formId);
    const [current] = await tx.select().from(entries).where(eq(entries.id, entryId)).for('update');
    if (!form || !current) throw notFound('No such entry.', 'ENTRY_NOT_FOUND');
    if (current.status === 'withdrawn')
      throw conflict('This entry is already withdrawn.', null, 'ENTRY_WITHDRAWN');
    const deadline = form.withdrawUntil ?? form.lateUntil ?? form.closesAt;
    if (!asAdmin && now.getTime() >= deadline.getTime()) {
      throw conflict(
        'The time to withdraw has passed. Please contact the association.',
        { fields: { reason: 'The withdrawal deadline has passed.' } },
        'FORM_CLOSED',
      );
    }
    const { refundDuePaise } = await withdrawLocked(
      tx,
      current,
      { entryId, actorId: auth.user.id, reason: body.reason },
      now,
    );
    if (asAdmin) {
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'entry.withdraw',
        targetType: 'entry',
        targetId: entryId,
        changes: { reason: body.reason, refundDuePaise, from: current.status },
        at: now,
      });
    }
    const moved = await fillFreePlaces(tx, form, now);
    const [updated] = await tx.select().from(entries).where(eq(entries.id, entryId));
    const rows = await tx.select().from(entryDisciplines).where(eq(entryDisciplines.entryId, entryId));
    const withdrawnNotice: EntryNotice = {
      entryId,
      kind: 'withdrawn',
      disciplineKeys: rows.map((row) => row.disciplineKey),
    };
    await queueEntryNotices(tx, [withdrawnNotice, ...movedUpNotices(moved)], now);
    return {
      entry: toEntry(
        updated ?? current,
        rows,
        form.disciplines.map((item) => item.key),
      ),
    };
  });
  return entry;
}

/**
 * An administrator refunds an entry's fee (payment management): the entry is withdrawn first, with the
 * refund's note as the reason, its places given to the waiting lists, and its paid payments made refunds
 * due (the caller then marks the one refunded). Locks the form, then the entry, then the payments, the
 * order every withdrawal takes. Returns the mail to send once committed.
 */
export async function withdrawEntryForRefund(
  tx: DbOrTx,
  entryId: string,
  refund: { adminId: string; note: string },
  at: Date,
): Promise<EntryNotice[]> {
  const [found] = await tx.select({ formId: entries.formId }).from(entries).where(eq(entries.id, entryId));
  if (!found) return [];
  const form = await lockForm(tx, found.formId);
  const [current] = await tx.select().from(entries).where(eq(entries.id, entryId)).for('update');
  if (!form || !current || current.status === 'withdrawn') return [];
  const reason = `Fee refunded: ${refund.note}`;
  const { refundDuePaise } = await withdrawLocked(
    tx,
    current,
    { entryId, actorId: refund.adminId, reason },
    at,
  );
  await recordAudit(tx, {
    actorId: refund.adminId,
    action: 'entry.withdraw',
    targetType: 'entry',
    targetId: entryId,
    changes: { reason, refundDuePaise, from: current.status },
    at,
  });
  const rows = await tx.select().from(entryDisciplines).where(eq(entryDisciplines.entryId, entryId));
  const withdrawnNotice: EntryNotice = {
    entryId,
    kind: 'withdrawn',
    disciplineKeys: rows.map((row) => row.disciplineKey),
  };
  return [withdrawnNotice, ...movedUpNotices(await fillFreePlaces(tx, form, at))];
}

/**
 * An entry that has paid for some places and was granted more from a waiting list, and did not pay for
 * those in time: only the unpaid places are given up (to the next waiting); what was paid for stands,
 * and the entry is confirmed again. An order still open for the rest is cancelled.
 */
async function releaseUnpaidPlaces(tx: DbOrTx, entry: EntryRow, at: Date): Promise<EntryNotice> {
  const unpaid = await tx
    .delete(entryDisciplines)
    .where(
      and(
        eq(entryDisciplines.entryId, entry.id),
        eq(entryDisciplines.status, 'entered'),
        eq(entryDisciplines.settled, false),
      ),
    )
    .returning({ key: entryDisciplines.disciplineKey });
  await tx
    .update(entries)
    .set({ status: 'confirmed', amountPaise: entry.paidPaise, holdUntil: null, updatedAt: at })
    .where(eq(entries.id, entry.id));
  const cancelled = await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: at })
    .where(and(eq(payments.entryId, entry.id), inArray(payments.status, [...OPEN_STATUSES])))
    .returning({ id: payments.id });
  for (const order of cancelled) await addPaymentEvent(tx, order.id, 'order.place_released', at);
  return { entryId: entry.id, kind: 'place_released', disciplineKeys: unpaid.map((row) => row.key) };
}

/**
 * Entries left unpaid past their hold are released: withdrawn with the reason (or, when they had paid for
 * some places, only the unpaid places given up), their places given to the waiting lists. Run by the background jobs beside the payment reconciler; returns how many it released.
 */
export async function releaseUnpaidEntries(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: entries.id, formId: entries.formId })
    .from(entries)
    .where(and(eq(entries.status, 'pending_payment'), lt(entries.holdUntil, now)))
    .orderBy(asc(entries.holdUntil))
    .limit(100);
  let released = 0;
  for (const item of due) {
    await ctx.db.transaction(async (tx) => {
      const form = await lockForm(tx, item.formId);
      const [current] = await tx.select().from(entries).where(eq(entries.id, item.id)).for('update');
      if (!form || !current || current.status !== 'pending_payment' || !current.holdUntil) return;
      if (current.holdUntil.getTime() > now.getTime()) return;
      released += 1;
      const releasedNotice: EntryNotice =
        current.paidPaise > 0
          ? await releaseUnpaidPlaces(tx, current, now)
          : await withdrawLocked(
              tx,
              current,
              { entryId: item.id, actorId: null, reason: 'Not paid in time' },
              now,
            ).then(() => ({ entryId: item.id, kind: 'released' as const, disciplineKeys: [] }));
      await queueEntryNotices(
        tx,
        [releasedNotice, ...movedUpNotices(await fillFreePlaces(tx, form, now))],
        now,
      );
    });
  }
  return released;
}
