import type { offlinePaymentBody, paymentsQuery } from '@para/contract';
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { type PaymentRow, paymentEvents, payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { boundedOffset, COUNT_CAP, cappedTotal } from '../../lib/paging.js';
import { readSetting } from '../../lib/settings.js';
import { addPaymentEvent } from '../payments/payments.queries.js';
import { toPaymentSummary } from '../payments/payments.service.js';
import { FEE_SETTING, feeSchema } from '../registration/reference.js';
import { nextCounter } from '../registration/uid.js';

type PaymentsQuery = z.output<typeof paymentsQuery>;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
/** Dates are the association's (India), whatever the server's time zone. */
const istMidnight = (isoDay: string) => new Date(`${isoDay}T00:00:00+05:30`);

function filters(db: DbOrTx, query: PaymentsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.purpose) conditions.push(eq(payments.purpose, query.purpose));
  if (query.gateway) conditions.push(eq(payments.gateway, query.gateway));
  if (query.from) conditions.push(gte(payments.createdAt, istMidnight(query.from)));
  if (query.to)
    conditions.push(lt(payments.createdAt, new Date(istMidnight(query.to).getTime() + 86_400_000)));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // Payer matches go through their own trigram indexes first; an OR across the join would scan both tables.
    const payers = db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.name, pattern), ilike(users.email, pattern)));
    conditions.push(
      or(
        inArray(payments.userId, payers),
        ilike(payments.receiptNumber, pattern),
        ilike(payments.gatewayOrderId, pattern),
      ) as SQL,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const toAdminRow = (row: { payment: PaymentRow; name: string; email: string }) => ({
  ...toPaymentSummary(row.payment),
  userId: row.payment.userId,
  payerName: row.name,
  payerEmail: row.email,
  method: row.payment.method ?? '',
});

export async function listPayments(db: DbOrTx, query: PaymentsQuery, all = false) {
  const where = filters(db, query);
  const base = db
    .select({ payment: payments, name: users.name, email: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const totalsColumns = {
    total: sql<number>`least(count(*), ${COUNT_CAP + 1})::int`,
    // bigint: 60,000 fees of ₹500 already overflow a 32-bit sum of paise.
    paid: sql<string>`coalesce(sum(case when ${payments.status} = 'paid' then ${payments.amountPaise} else 0 end), 0)::bigint`,
  };
  const totalsQuery = db.select(totalsColumns).from(payments).where(where);
  const [rows, [totals]] = await Promise.all([
    all ? base.limit(50_000) : base.limit(query.pageSize).offset(boundedOffset(query.page, query.pageSize)),
    totalsQuery,
  ]);
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
    failureReason: row.payment.failureReason ?? '',
    timeline: events.map((event) => ({
      type: event.type,
      at: event.createdAt.toISOString(),
      detail: event.detail,
    })),
  };
}

/** Allowed moves an administrator can make; everything else (e.g. refunded → paid) is refused. */
const TRANSITIONS: Record<string, readonly string[]> = {
  refunded: ['paid'],
  failed: ['created', 'attempted'],
};

export async function changePaymentStatus(
  ctx: AppContext,
  adminId: string,
  paymentId: string,
  input: { status: 'refunded' | 'failed'; note: string },
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
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
      throw conflict(`A ${existing.status} payment cannot be marked ${input.status}.`);
    }
    await addPaymentEvent(tx, paymentId, `status.${input.status}`, now, { by: adminId, note: input.note });
    await recordAudit(tx, {
      actorId: adminId,
      action: `payment.${input.status}`,
      targetType: 'payment',
      targetId: paymentId,
      changes: { status: { to: input.status }, note: input.note },
      at: now,
    });
  });
  return paymentDetail(ctx.db, paymentId);
}

/** Cash, UPI to the association's account, a bank transfer…: recorded by an administrator, it completes the fee. */
export async function recordOfflinePayment(
  ctx: AppContext,
  adminId: string,
  input: z.output<typeof offlinePaymentBody>,
) {
  const now = ctx.clock.now();
  const paymentId = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!user) throw notFound('No such user.');
    if (!user.registrationCompleted) throw conflict('The athlete has not submitted the registration yet.');
    if (user.registrationPaymentCompleted) throw conflict('The registration fee is already paid.');
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
    await tx
      .update(users)
      .set({ registrationPaymentCompleted: true, updatedAt: now })
      .where(eq(users.id, input.userId));
    await addPaymentEvent(tx, row.id, 'offline.recorded', now, {
      by: adminId,
      method: input.method,
      reference: input.reference,
      note: input.note,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payment.offline',
      targetType: 'payment',
      targetId: row.id,
      changes: {
        userId: input.userId,
        method: input.method,
        reference: input.reference,
        amountPaise,
        paidOn: input.paidOn,
      },
      at: now,
    });
    return row.id;
  });
  return paymentDetail(ctx.db, paymentId);
}
