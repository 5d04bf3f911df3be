import type { PaymentOrder } from '@para/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type EntryRow,
  entries,
  entryDisciplines,
  entryForms,
  entryTeams,
} from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { type PaymentRow, payments, teamPaymentShares } from '../../db/schema/payments.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { conflict } from '../../lib/errors.js';
import { openOrder } from '../payments/orders.js';
import { addPaymentEvent } from '../payments/payments.queries.js';
import { noLongerEligible } from './entry-payments.js';
import { type EntryNotice, movedUpNotices } from './notify.js';
import { fillFreePlaces, lockForm } from './places.js';
import { refundTeamShare } from './team-shares.js';
import { withdrawLocked } from './withdrawal.js';

/**
 * One payment for a district team's entries (payments.purpose = 'team', `team_id`): the same orders,
 * checkout verification, webhook, reconciler and "paid once" as any fee; this file is what differs.
 * An order records each entry's share of it when it is made, so the money that arrives is divided the
 * way it was asked for, whatever happened to the entries meanwhile.
 */

/** The team's entries with money due now: awaiting payment, less than their amount paid. */
async function entriesDue(tx: DbOrTx, teamId: string, lock: boolean) {
  const query = tx
    .select()
    .from(entries)
    .where(
      and(
        eq(entries.teamId, teamId),
        eq(entries.status, 'pending_payment'),
        sql`${entries.amountPaise} > ${entries.paidPaise}`,
      ),
    )
    .orderBy(entries.id);
  return lock ? query.for('update') : query;
}

/** What a team owes now (0 when nothing). */
export async function teamDuePaise(db: DbOrTx, teamId: string): Promise<number> {
  const rows = await entriesDue(db, teamId, false);
  return rows.reduce((sum, entry) => sum + entry.amountPaise - entry.paidPaise, 0);
}

/**
 * Whether an order's shares are exactly what these entries owe now (the same entries, amounts and
 * payment steps). A team whose entries changed (one withdrawn, the next on the waiting list moved up)
 * may owe the same total to other entries: its old order would credit the old ones.
 */
async function sharesAreDue(tx: DbOrTx, paymentId: string, due: EntryRow[]): Promise<boolean> {
  const shares = await tx.select().from(teamPaymentShares).where(eq(teamPaymentShares.paymentId, paymentId));
  const owed = new Map(due.map((entry) => [entry.id, entry]));
  return (
    shares.length === due.length &&
    shares.every((share) => {
      const entry = owed.get(share.entryId);
      return (
        entry !== undefined &&
        share.amountPaise === entry.amountPaise - entry.paidPaise &&
        share.entryStep === entry.paymentsCredited
      );
    })
  );
}

/**
 * The team's one order: for what its entries owe now. The form is locked (as every change of places
 * is), then the entries; an open order for the same entries and amounts is reused, so two clicks make
 * one order, and any other open order of the team is cancelled.
 */
export async function openTeamOrder(
  ctx: AppContext,
  secretary: UserRow,
  team: { id: string; formId: string },
): Promise<PaymentOrder> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockForm(tx, team.formId);
    await tx.select({ id: entryTeams.id }).from(entryTeams).where(eq(entryTeams.id, team.id)).for('update');
    const due = await entriesDue(tx, team.id, true);
    const amountPaise = due.reduce((sum, entry) => sum + entry.amountPaise - entry.paidPaise, 0);
    if (amountPaise <= 0)
      throw conflict('The team’s entries need no payment: they are confirmed.', null, 'FEE_ALREADY_PAID');
    const order = await openOrder(ctx, tx, {
      user: secretary,
      purpose: 'team',
      entryId: null,
      teamId: team.id,
      amountPaise,
      at: now,
      asksForTheSame: (open) => sharesAreDue(tx, open.id, due),
    });
    const [recorded] = await tx
      .select({ entryId: teamPaymentShares.entryId })
      .from(teamPaymentShares)
      .where(eq(teamPaymentShares.paymentId, order.paymentId))
      .limit(1);
    if (!recorded) {
      await tx.insert(teamPaymentShares).values(
        due.map((entry) => ({
          paymentId: order.paymentId,
          entryId: entry.id,
          amountPaise: entry.amountPaise - entry.paidPaise,
          entryStep: entry.paymentsCredited,
        })),
      );
    }
    return order;
  });
}

/** Locks what a team payment pays for, in the order every change of places takes: the form, then the team. */
export async function lockTeam(db: DbOrTx, teamId: string): Promise<void> {
  const [team] = await db
    .select({ formId: entryTeams.formId })
    .from(entryTeams)
    .where(eq(entryTeams.id, teamId));
  if (!team) return;
  await lockForm(db, team.formId);
  await db.select({ id: entryTeams.id }).from(entryTeams).where(eq(entryTeams.id, teamId)).for('update');
}

/** A team payment already credited (a second one is money to give back). */
export async function creditedTeamPayment(db: DbOrTx, teamId: string) {
  const [found] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.teamId, teamId), eq(payments.purpose, 'team'), eq(payments.status, 'paid')))
    .limit(1);
  return found;
}

/** Null while some entry the order pays for still awaits it; else why the money is not wanted. */
export async function teamPayableGone(db: DbOrTx, payment: PaymentRow): Promise<string | null> {
  const waiting = await db
    .select({ id: entries.id })
    .from(teamPaymentShares)
    .innerJoin(entries, eq(entries.id, teamPaymentShares.entryId))
    .where(
      and(
        eq(teamPaymentShares.paymentId, payment.id),
        eq(entries.status, 'pending_payment'),
        eq(entries.paymentsCredited, teamPaymentShares.entryStep),
      ),
    )
    .limit(1);
  return waiting.length > 0 ? null : 'team_nothing_due';
}

/** Credits a share to its entry: paid, and confirmed with its places settled once nothing is left. */
async function creditShare(tx: DbOrTx, entry: EntryRow, amountPaise: number, at: Date) {
  const paidPaise = entry.paidPaise + amountPaise;
  const complete = paidPaise >= entry.amountPaise;
  await tx
    .update(entries)
    .set({
      paidPaise,
      paymentsCredited: entry.paymentsCredited + 1,
      updatedAt: at,
      ...(complete ? { status: 'confirmed' as const, paidAt: at, holdUntil: null } : {}),
    })
    .where(eq(entries.id, entry.id));
  if (complete) {
    await tx
      .update(entryDisciplines)
      .set({ settled: true })
      .where(and(eq(entryDisciplines.entryId, entry.id), eq(entryDisciplines.status, 'entered')));
  }
}

/**
 * The team's payment has arrived (once: the caller holds the locks and has checked it was not paid
 * before). Each share goes to its entry, unless the entry no longer wants it (withdrawn, or paid by the
 * athlete meanwhile) or the athlete may no longer enter (blocked, registration returned, no longer
 * eligible for a discipline): then that entry is refused, withdrawn with the reason, its places given to
 * the waiting lists, and its share recorded as a refund due. The rest of the team is confirmed.
 */
export async function settleTeamPayment(
  tx: DbOrTx,
  payment: PaymentRow,
  at: Date,
  notices: EntryNotice[] = [],
): Promise<void> {
  const [paid] = await tx.select().from(payments).where(eq(payments.id, payment.id));
  if (!paid?.teamId) return;
  const [team] = await tx
    .select({ form: entryForms, startDate: publicEvents.startDate })
    .from(entryTeams)
    .innerJoin(entryForms, eq(entryForms.id, entryTeams.formId))
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .where(eq(entryTeams.id, paid.teamId));
  if (!team) return;
  const shares = await tx
    .select()
    .from(teamPaymentShares)
    .where(and(eq(teamPaymentShares.paymentId, paid.id), isNull(teamPaymentShares.creditedAt)));
  let placesFreed = false;
  const entryIds = shares.map((share) => share.entryId);
  const rows =
    entryIds.length === 0
      ? []
      : await tx
          .select()
          .from(entries)
          .where(inArray(entries.id, entryIds))
          .orderBy(entries.id)
          .for('update');
  for (const share of shares) {
    const entry = rows.find((row) => row.id === share.entryId);
    if (entry?.status !== 'pending_payment' || entry.paymentsCredited !== share.entryStep) {
      const reason = !entry || entry.status === 'withdrawn' ? 'entry_withdrawn' : 'entry_nothing_due';
      await refundTeamShare(tx, paid, share, reason, at);
      continue;
    }
    const [athlete] = await tx.select().from(users).where(eq(users.id, entry.userId));
    const unpaidKeys = (
      await tx
        .select({ key: entryDisciplines.disciplineKey })
        .from(entryDisciplines)
        .where(
          and(
            eq(entryDisciplines.entryId, entry.id),
            eq(entryDisciplines.status, 'entered'),
            eq(entryDisciplines.settled, false),
          ),
        )
    ).map((row) => row.key);
    const refusal = athlete
      ? await noLongerEligible(tx, athlete, team.form, team.startDate, unpaidKeys, at)
      : { code: 'REGISTRATION_NOT_APPROVED' as const, discipline: null };
    if (refusal) {
      await withdrawLocked(
        tx,
        entry,
        {
          entryId: entry.id,
          actorId: null,
          reason: `Not eligible when the team’s payment arrived (${refusal.code}${refusal.discipline ? `, ${refusal.discipline}` : ''})`,
        },
        at,
      );
      await refundTeamShare(tx, paid, share, `athlete_not_eligible:${refusal.code}`, at);
      notices.push({ entryId: entry.id, kind: 'refused', disciplineKeys: unpaidKeys });
      placesFreed = true;
      continue;
    }
    await creditShare(tx, entry, share.amountPaise, at);
    await tx
      .update(teamPaymentShares)
      .set({ creditedAt: at })
      .where(and(eq(teamPaymentShares.paymentId, paid.id), eq(teamPaymentShares.entryId, entry.id)));
  }
  if (placesFreed) {
    const moved = await fillFreePlaces(tx, team.form, at);
    if (moved.length > 0)
      await addPaymentEvent(tx, paid.id, 'team.places_given', at, { moved: moved.length });
    notices.push(...movedUpNotices(moved));
  }
}

/**
 * An administrator refunds a team's whole payment: its shares are marked given back with it (so the
 * withdrawals below record no second refund of them), and each entry it paid for is withdrawn by the
 * caller. Returns those entries.
 */
export async function sharesRefundedWhole(tx: DbOrTx, payment: PaymentRow): Promise<string[]> {
  const credited = await tx
    .update(teamPaymentShares)
    .set({ refundPaymentId: payment.id })
    .where(
      and(
        eq(teamPaymentShares.paymentId, payment.id),
        isNull(teamPaymentShares.refundPaymentId),
        sql`${teamPaymentShares.creditedAt} is not null`,
      ),
    )
    .returning({ entryId: teamPaymentShares.entryId });
  return credited.map((row) => row.entryId);
}
