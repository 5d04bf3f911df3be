import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entries, entryDisciplines } from '../../db/schema/competitions.js';
import { payments, teamPaymentShares } from '../../db/schema/payments.js';
import { entryNotWithdrawn } from './places.js';

export interface FormTotals {
  entered: number;
  waitlisted: number;
  unpaid: number;
  paidTotalPaise: number;
}

/**
 * The administrators' list's figures for a page of forms, each a grouped query over those forms at once
 * (a subquery per form and figure read all entries or payments again for every form).
 */
export async function formTotalsOf(db: DbOrTx, formIds: string[]): Promise<Map<string, FormTotals>> {
  const totals = new Map<string, FormTotals>();
  if (formIds.length === 0) return totals;
  const of = (formId: string) => {
    let row = totals.get(formId);
    if (!row) {
      row = { entered: 0, waitlisted: 0, unpaid: 0, paidTotalPaise: 0 };
      totals.set(formId, row);
    }
    return row;
  };
  const places = await db
    .select({
      formId: entryDisciplines.formId,
      status: entryDisciplines.status,
      count: sql<number>`count(*)::int`,
    })
    .from(entryDisciplines)
    .where(and(inArray(entryDisciplines.formId, formIds), entryNotWithdrawn()))
    .groupBy(entryDisciplines.formId, entryDisciplines.status);
  for (const row of places) of(row.formId)[row.status] = Number(row.count);
  const unpaid = await db
    .select({ formId: entries.formId, count: sql<number>`count(*)::int` })
    .from(entries)
    .where(and(inArray(entries.formId, formIds), eq(entries.status, 'pending_payment')))
    .groupBy(entries.formId);
  for (const row of unpaid) of(row.formId).unpaid = Number(row.count);
  const paid = await db
    .select({ formId: entries.formId, total: sql<string>`coalesce(sum(${payments.amountPaise}), 0)::bigint` })
    .from(payments)
    .innerJoin(entries, eq(entries.id, payments.entryId))
    .where(and(inArray(entries.formId, formIds), eq(payments.purpose, 'entry'), eq(payments.status, 'paid')))
    .groupBy(entries.formId);
  for (const row of paid) of(row.formId).paidTotalPaise = Number(row.total);
  // What district teams' payments credited to the form's entries (and kept).
  const teamPaid = await db
    .select({
      formId: entries.formId,
      total: sql<string>`coalesce(sum(${teamPaymentShares.amountPaise}), 0)::bigint`,
    })
    .from(teamPaymentShares)
    .innerJoin(payments, eq(payments.id, teamPaymentShares.paymentId))
    .innerJoin(entries, eq(entries.id, teamPaymentShares.entryId))
    .where(
      and(
        inArray(entries.formId, formIds),
        eq(payments.status, 'paid'),
        isNotNull(teamPaymentShares.creditedAt),
        isNull(teamPaymentShares.refundPaymentId),
      ),
    )
    .groupBy(entries.formId);
  for (const row of teamPaid) of(row.formId).paidTotalPaise += Number(row.total);
  return totals;
}
