import {
  disciplineEligibility,
  type Entry,
  type EntryOfflinePaymentBody,
  type ErrorCode,
  type PaymentOrder,
} from '@para/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type EntryFormRow,
  type EntryRow,
  entries,
  entryDisciplines,
  entryForms,
} from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { payments } from '../../db/schema/payments.js';
import type { UserRow } from '../../db/schema/users.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { openOrder } from '../payments/orders.js';
import { completePayable } from '../payments/payable.js';
import { addPaymentEvent } from '../payments/payments.queries.js';
import { verifyCheckout } from '../payments/payments.service.js';
import { nextCounter } from '../registration/uid.js';
import { athleteRecord } from './athlete.js';
import { toEntry } from './mapper.js';

/**
 * An entry's fee goes through the payments module like the registration fee: the same orders, checkout
 * verification, webhook, reconciler and receipts (payments.purpose = 'entry', with the entry's id).
 */

const entryNotFound = () => notFound('No such entry.', 'ENTRY_NOT_FOUND');

/**
 * Why the athlete may no longer hold these disciplines of the form, or null: not approved (or blocked),
 * or no longer eligible for one of them. The window is not asked again: an athlete moved up from the
 * waiting list pays after it closed. Asked before an athlete's own payment and when a district team's
 * payment arrives.
 */
export async function noLongerEligible(
  db: DbOrTx,
  user: UserRow,
  form: Pick<EntryFormRow, 'disciplines' | 'allowUnclassified'>,
  competitionFirstDay: string,
  keys: string[],
  now: Date,
): Promise<{ code: ErrorCode; discipline: string | null } | null> {
  const athlete = await athleteRecord(db, user);
  if (!athlete.mayEnter) return { code: 'REGISTRATION_NOT_APPROVED', discipline: null };
  const anyTime = {
    status: 'open' as const,
    opensAt: new Date(0).toISOString(),
    closesAt: '9999-12-31T00:00:00Z',
    lateUntil: null,
  };
  for (const key of keys) {
    const discipline = form.disciplines.find((item) => item.key === key);
    if (!discipline) continue;
    const eligibility = disciplineEligibility({
      discipline,
      athlete: athlete.eligibility,
      form: { ...anyTime, allowUnclassified: form.allowUnclassified },
      competitionFirstDay,
      now,
      entriesCount: 0,
    });
    if (!eligibility.eligible && eligibility.reason) return { code: eligibility.reason, discipline: key };
  }
  return null;
}

/** Eligibility again at payment: the athlete may still enter, and still each discipline chosen. */
async function checkStillEligible(ctx: AppContext, user: UserRow, formId: string, keys: string[]) {
  const [row] = await ctx.db
    .select({ form: entryForms, startDate: publicEvents.startDate })
    .from(entryForms)
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .where(eq(entryForms.id, formId));
  if (!row) throw entryNotFound();
  const refusal = await noLongerEligible(ctx.db, user, row.form, row.startDate, keys, ctx.clock.now());
  if (refusal?.code === 'REGISTRATION_NOT_APPROVED') {
    throw forbidden(
      'Entries are for athletes whose registration is approved.',
      { fields: { disciplines: 'Your registration must be approved (with a UID).' } },
      'REGISTRATION_NOT_APPROVED',
    );
  }
  if (refusal) {
    throw new AppError(
      403,
      'You are no longer eligible for a discipline of this entry.',
      { fields: { disciplines: refusal.code }, discipline: refusal.discipline },
      refusal.code,
    );
  }
}

export async function createEntryOrder(
  ctx: AppContext,
  user: UserRow,
  entryId: string,
): Promise<PaymentOrder> {
  const [entry] = await ctx.db.select().from(entries).where(eq(entries.id, entryId));
  if (!entry || entry.userId !== user.id) throw entryNotFound();
  // The places this payment pays for: those held and not yet paid (not the waiting-list ones).
  const keys = (
    await ctx.db
      .select()
      .from(entryDisciplines)
      .where(
        and(
          eq(entryDisciplines.entryId, entryId),
          eq(entryDisciplines.status, 'entered'),
          eq(entryDisciplines.settled, false),
        ),
      )
  ).map((row) => row.disciplineKey);
  await checkStillEligible(ctx, user, entry.formId, keys);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockedEntryWithFeeDue(tx, entryId);
    return openOrder(ctx, tx, {
      user,
      purpose: 'entry',
      entryId,
      entryStep: current.paymentsCredited,
      amountPaise: current.amountPaise - current.paidPaise,
      at: now,
    });
  });
}

/** The entry, locked, when it has money due; a withdrawn entry or one with nothing to pay is refused. */
async function lockedEntryWithFeeDue(tx: DbOrTx, entryId: string): Promise<EntryRow> {
  const [current] = await tx.select().from(entries).where(eq(entries.id, entryId)).for('update');
  if (!current) throw entryNotFound();
  if (current.status === 'withdrawn') throw conflict('This entry is withdrawn.', null, 'ENTRY_WITHDRAWN');
  if (current.status === 'confirmed' || current.amountPaise <= current.paidPaise)
    throw conflict('This entry needs no payment: it is confirmed.', null, 'FEE_ALREADY_PAID');
  return current;
}

async function entryOf(ctx: AppContext, entryId: string): Promise<Entry> {
  const [row] = await ctx.db
    .select({ entry: entries, disciplines: entryForms.disciplines })
    .from(entries)
    .innerJoin(entryForms, eq(entryForms.id, entries.formId))
    .where(eq(entries.id, entryId));
  if (!row) throw entryNotFound();
  const rows = await ctx.db.select().from(entryDisciplines).where(eq(entryDisciplines.entryId, entryId));
  return toEntry(
    row.entry,
    rows,
    row.disciplines.map((item) => item.key),
  );
}

export async function verifyEntryPayment(
  ctx: AppContext,
  user: UserRow,
  input: { orderId: string; paymentId: string; signature: string },
): Promise<Entry> {
  const payment = await verifyCheckout(ctx, user, input, 'entry');
  if (!payment.entryId) throw entryNotFound();
  return entryOf(ctx, payment.entryId);
}

/** The fee due received outside the gateway: recorded as a paid offline payment, and the entry confirmed. */
export async function markEntryPaidOffline(
  ctx: AppContext,
  adminId: string,
  entryId: string,
  input: EntryOfflinePaymentBody,
): Promise<Entry> {
  const now = ctx.clock.now();
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'entry.payment_offline', targetType: 'entry', at: now },
    async (tx) => {
      const entry = await lockedEntryWithFeeDue(tx, entryId);
      const amountPaise = entry.amountPaise - entry.paidPaise;
      const year = now.getUTCFullYear();
      const receiptNumber = `PSA-${year}-${String(await nextCounter(tx, `receipt:${year}`)).padStart(6, '0')}`;
      const paidAt = new Date(`${input.paidOn}T12:00:00+05:30`);
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: entry.userId,
          purpose: 'entry',
          entryId,
          entryStep: entry.paymentsCredited,
          amountPaise,
          status: 'paid',
          gateway: 'offline',
          gatewayPaymentId: input.reference,
          receiptNumber,
          method: input.method,
          createdAt: now,
          updatedAt: now,
          paidAt,
        })
        .returning();
      if (!payment) throw new Error('payment not stored');
      // The same event as the registration fee's offline payment, so the payment's timeline words it.
      await addPaymentEvent(tx, payment.id, 'offline.recorded', now, {
        by: adminId,
        method: input.method,
        reference: input.reference,
        note: input.note,
      });
      await completePayable(tx, payment, paidAt);
      return {
        result: payment.id,
        targetId: entryId,
        changes: { paymentId: payment.id, amountPaise, method: input.method },
      };
    },
  );
  return entryOf(ctx, entryId);
}

export { entryOf };
