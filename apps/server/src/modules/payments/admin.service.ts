import type { offlinePaymentBody, paymentsQuery } from '@para/contract';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { type PaymentRow, paymentEvents, payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { boundedOffset, COUNT_CAP, cappedTotal } from '../../lib/paging.js';
import { paymentMatches, searchTerm, userMatches } from '../../lib/search-text.js';
import { readSetting } from '../../lib/settings.js';
import { FEE_SETTING, feeSchema } from '../registration/reference.js';
import { nextCounter } from '../registration/uid.js';
import { type AfterRefund, completePayable, refundPayable } from './payable.js';
import { describeTimeline } from './payment-timeline.js';
import { addPaymentEvent } from './payments.queries.js';
import { toPaymentSummary } from './payments.service.js';

type PaymentsQuery = z.output<typeof paymentsQuery>;
/** Dates are the association's (India), whatever the server's time zone. */
const istMidnight = (isoDay: string) => new Date(`${isoDay}T00:00:00+05:30`);

type FilteredColumns = Record<'status' | 'purpose' | 'gateway' | 'createdAt', AnyPgColumn>;

/** The filters other than the search, on `payments` or an alias of it. */
function filters(table: FilteredColumns, query: PaymentsQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(table.status, query.status));
  if (query.purpose) conditions.push(eq(table.purpose, query.purpose));
  if (query.gateway) conditions.push(eq(table.gateway, query.gateway));
  if (query.from) conditions.push(gte(table.createdAt, istMidnight(query.from)));
  if (query.to) conditions.push(lt(table.createdAt, new Date(istMidnight(query.to).getTime() + 86_400_000)));
  return conditions;
}

const toAdminRow = (row: { payment: PaymentRow; name: string; email: string }) => ({
  ...toPaymentSummary(row.payment),
  userId: row.payment.userId,
  payerName: row.name,
  payerEmail: row.email,
  method: row.payment.method ?? '',
});

/** The count (capped) and the paid sum of the payments in the FROM, `payments` or a subquery of its columns. */
const totalsColumns = () => ({
  total: sql<number>`least(count(*), ${COUNT_CAP + 1})::int`,
  // bigint: 60,000 fees of ₹500 already overflow a 32-bit sum of paise.
  paid: sql<string>`coalesce(sum(case when "status" = 'paid' then "amount_paise" else 0 end), 0)::bigint`,
});

/** At most this many rows in an export (CSV, Excel). */
const EXPORT_LIMIT = 50_000;

export async function listPayments(db: DbOrTx, query: PaymentsQuery, all = false) {
  const offset = all ? 0 : boundedOffset(query.page, query.pageSize);
  const limit = all ? EXPORT_LIMIT : query.pageSize;
  const term = searchTerm(query.search);
  const rowsOf = (where: SQL | undefined) =>
    db
      .select({ payment: payments, name: users.name, email: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id));

  if (!term) {
    const where = and(...filters(payments, query));
    const [rows, [totals]] = await Promise.all([
      rowsOf(where).limit(limit).offset(offset),
      db.select(totalsColumns()).from(payments).where(where),
    ]);
    return result(rows, totals, query);
  }

  // A search matches the payer (name, e-mail, phone, UID: users.search_text) or the payment's own
  // references (payments.search_text). An OR of the two across the join can use neither trigram index,
  // so each is its own branch, driven by its own index, and UNION combines them (a payment matching both
  // is listed once). All matches are collected, as the paid sum needs them anyway, and the page is sorted
  // from them: an ORDER BY … LIMIT over the branches would let PostgreSQL walk the created_at index, which
  // it does whenever it overestimates a rare term's matches (search-text.ts).
  const matched = alias(payments, 'matched');
  const payer = alias(users, 'payer');
  const columns = sql`${matched.id} as "id", ${matched.createdAt} as "created_at", ${matched.status} as "status",
    ${matched.amountPaise} as "amount_paise"`;
  const others = filters(matched, query);
  const byPayer = sql`select ${columns} from ${payments} "matched" inner join ${users} "payer" on ${payer.id} = ${matched.userId}
    where ${and(userMatches(payer, term), ...others)}`;
  const own = paymentMatches(matched, term);
  const hits = own
    ? sql`(${byPayer}) union (select ${columns} from ${payments} "matched" where ${and(own, ...others)})`
    : byPayer;
  if (all)
    return result(
      await rowsOf(sql`${payments.id} in (select "id" from (${hits}) "hits")`).limit(limit),
      undefined,
      query,
    );
  const { total, paid } = totalsColumns();
  const found = (await db.execute(sql`
    with "hits" as materialized (${hits})
    select "totals".*, (select coalesce(json_agg("id" order by "created_at" desc, "id" desc), '[]'::json) from (
        select "id", "created_at" from "hits" order by "created_at" desc, "id" desc limit ${limit} offset ${offset}
      ) "page") as "ids"
    from (select ${total} as "total", ${paid} as "paid" from "hits") "totals"`)) as unknown as {
    rows: { total: number; paid: string; ids: string[] }[];
  };
  const [totals] = found.rows;
  const ids = totals?.ids ?? [];
  const rows = ids.length ? await rowsOf(inArray(payments.id, ids)) : [];
  return result(rows, totals && { total: Number(totals.total), paid: totals.paid }, query);
}

function result(
  rows: { payment: PaymentRow; name: string; email: string }[],
  totals: { total: number; paid: string } | undefined,
  query: PaymentsQuery,
) {
  return {
    items: rows.map(toAdminRow),
    ...cappedTotal(totals?.total),
    page: query.page,
    pageSize: query.pageSize,
    paidTotalPaise: Number(totals?.paid ?? 0),
  };
}

export async function paymentDetail(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({ payment: payments, name: users.name, email: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row) throw notFound('No such payment.');
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(paymentEvents.createdAt);
  return {
    ...toAdminRow(row),
    // A reason kept from an earlier failed attempt does not describe a payment that later succeeded.
    failureReason: row.payment.status === 'failed' ? (row.payment.failureReason ?? '') : '',
    timeline: await describeTimeline(db, row.payment, events),
  };
}

/** Allowed moves an administrator can make; everything else (e.g. refunded → paid) is refused. */
const TRANSITIONS: Record<string, readonly string[]> = {
  refunded: ['paid', 'refund_due'],
  failed: ['created', 'attempted'],
};

export async function changePaymentStatus(
  ctx: AppContext,
  adminId: string,
  paymentId: string,
  input: { status: 'refunded' | 'failed'; note: string },
) {
  const now = ctx.clock.now();
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action: `payment.${input.status}`, targetType: 'payment', at: now },
    async (tx) => {
      const [before] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      // A refund undoes what the payment paid for, as its purpose says (a competition entry withdrawn, a
      // registration withdrawn: decision 61): part while the payment still stands, the rest once marked.
      let afterRefund: AfterRefund | undefined;
      if (input.status === 'refunded' && before)
        afterRefund = await refundPayable(tx, before, { adminId, note: input.note }, now);
      const [updated] = await tx
        .update(payments)
        .set({
          status: input.status,
          updatedAt: now,
          ...(input.status === 'failed' ? { failureReason: input.note } : {}),
        })
        .where(
          and(
            eq(payments.id, paymentId),
            inArray(payments.status, [...(TRANSITIONS[input.status] ?? [])] as PaymentRow['status'][]),
          ),
        )
        .returning();
      if (!updated) {
        const [existing] = await tx
          .select({ status: payments.status })
          .from(payments)
          .where(eq(payments.id, paymentId));
        if (!existing) throw notFound('No such payment.');
        throw conflict(
          `A ${existing.status} payment cannot be marked ${input.status}.`,
          null,
          'PAYMENT_STATUS_NOT_ALLOWED',
        );
      }
      await addPaymentEvent(tx, paymentId, `status.${input.status}`, now, { by: adminId, note: input.note });
      await afterRefund?.(updated);
      return {
        result: undefined,
        targetId: paymentId,
        changes: { status: { to: input.status }, note: input.note },
      };
    },
  );
  return paymentDetail(ctx.db, paymentId);
}

/** Cash, UPI to the association's account, a bank transfer…: recorded by an administrator, it completes the fee. */
export async function recordOfflinePayment(
  ctx: AppContext,
  adminId: string,
  input: z.output<typeof offlinePaymentBody>,
) {
  const now = ctx.clock.now();
  const paymentId = await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'payment.offline', targetType: 'payment', at: now },
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
      if (!user) throw notFound('No such user.');
      if (!user.registrationCompleted)
        throw conflict(
          'The athlete has not submitted the registration yet.',
          null,
          'REGISTRATION_NOT_SUBMITTED',
        );
      if (user.registrationPaymentCompleted)
        throw conflict('The registration fee is already paid.', null, 'FEE_ALREADY_PAID');
      const year = now.getUTCFullYear();
      const receiptNumber = `PSA-${year}-${String(await nextCounter(tx, `receipt:${year}`)).padStart(6, '0')}`;
      const amountPaise = (await readSetting(tx, FEE_SETTING, feeSchema)) * 100;
      const [row] = await tx
        .insert(payments)
        .values({
          userId: input.userId,
          purpose: 'registration',
          amountPaise,
          status: 'paid',
          gateway: 'offline',
          gatewayPaymentId: input.reference,
          method: input.method,
          receiptNumber,
          createdAt: now,
          updatedAt: now,
          paidAt: istMidnight(input.paidOn),
        })
        .returning();
      if (!row) throw new Error('payment not stored');
      // The fee is completed as a gateway's payment of it would be.
      await completePayable(tx, row, now);
      await addPaymentEvent(tx, row.id, 'offline.recorded', now, {
        by: adminId,
        method: input.method,
        reference: input.reference,
        note: input.note,
      });
      return {
        result: row.id,
        targetId: row.id,
        changes: {
          userId: input.userId,
          method: input.method,
          reference: input.reference,
          amountPaise,
          paidOn: input.paidOn,
        },
      };
    },
  );
  return paymentDetail(ctx.db, paymentId);
}
