import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentEvents, payments } from '../../db/schema/payments.js';

export const OPEN_STATUSES = ['created', 'attempted', 'failed'] as const;

export const findPaymentByOrder = async (db: DbOrTx, orderId: string) =>
  (await db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)).limit(1))[0];

export const findPaymentById = async (db: DbOrTx, id: string) =>
  (await db.select().from(payments).where(eq(payments.id, id)).limit(1))[0];

export const userRegistrationPayments = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'registration')))
    .orderBy(desc(payments.createdAt));

export async function addPaymentEvent(
  db: DbOrTx,
  paymentId: string,
  type: string,
  at: Date,
  detail: Record<string, unknown> = {},
) {
  await db.insert(paymentEvents).values({ paymentId, type, detail, createdAt: at });
}

/** Orders whose outcome we never heard of, old enough that the athlete has left the checkout. */
export const pendingOrders = (db: DbOrTx, olderThan: Date, newerThan: Date) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        // A cancelled order can still be paid in a checkout left open; that money must be found too.
        inArray(payments.status, ['created', 'attempted', 'cancelled']),
        lt(payments.createdAt, olderThan),
        gt(payments.createdAt, newerThan),
      ),
    )
    .limit(100);
