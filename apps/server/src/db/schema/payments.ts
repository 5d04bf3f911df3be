import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { entries, entryTeams } from './competitions.js';
import { users } from './users.js';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * 'registration': the athlete's registration fee; 'entry': a competition entry's fee (`entryId`);
     * 'team': what a district team's entries owe, paid by the secretary (`teamId`, shares in
     * `team_payment_shares`).
     */
    purpose: text('purpose', { enum: ['registration', 'entry', 'team'] }).notNull(),
    entryId: uuid('entry_id').references(() => entries.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => entryTeams.id, { onDelete: 'set null' }),
    /**
     * Which of the entry's payments this is (0 the first; 1 and on for places granted later from a
     * waiting list): two payments credited for the same step are the same fee paid twice.
     */
    entryStep: integer('entry_step').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', {
      enum: ['created', 'attempted', 'paid', 'failed', 'refunded', 'cancelled', 'refund_due'],
    }).notNull(),
    gateway: text('gateway', { enum: ['razorpay', 'test', 'offline'] }).notNull(),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    receiptNumber: text('receipt_number').notNull(),
    method: text('method'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment's own searchable references (receipt, order, gateway payment or offline reference), lower-case. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower("receipt_number") || ' | ' || lower(coalesce("gateway_order_id", '')) || ' | ' || lower(coalesce("gateway_payment_id", ''))`,
      ),
  },
  (table) => [
    uniqueIndex('payments_order_key').on(table.gatewayOrderId),
    uniqueIndex('payments_receipt_key').on(table.receiptNumber),
    // A fee is credited once: a second payment for the same fee is kept as 'refund_due'. The
    // registration fee is one per athlete, an entry's fee one per entry and step.
    uniqueIndex('payments_paid_once_key')
      .on(table.userId, table.purpose)
      .where(sql`${table.status} = 'paid' and ${table.purpose} = 'registration'`),
    uniqueIndex('payments_entry_paid_once_key')
      .on(table.entryId, table.entryStep)
      .where(sql`${table.status} = 'paid' and ${table.purpose} = 'entry'`),
    // A team's entries are paid for once: a second team payment is kept as 'refund_due'.
    uniqueIndex('payments_team_paid_once_key')
      .on(table.teamId)
      .where(sql`${table.status} = 'paid' and ${table.purpose} = 'team'`),
    index('payments_entry_idx').on(table.entryId).where(sql`${table.entryId} is not null`),
    index('payments_user_idx').on(table.userId, table.createdAt),
    index('payments_status_idx').on(table.status, table.createdAt),
    // DESC NULLS FIRST is what ORDER BY … DESC means; an index with NULLS LAST would not serve it.
    index('payments_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('payments_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * What a team order pays for each entry: the entry's due when the order was made, at that step of the
 * entry's payments. Credited to the entry when the team's payment arrives, or, if the entry no longer
 * wants it (withdrawn, paid meanwhile, the athlete no longer eligible), recorded as a refund due of
 * that share (`refundPaymentId`, a payment of purpose 'entry' with status 'refund_due').
 */
export const teamPaymentShares = pgTable(
  'team_payment_shares',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    entryStep: integer('entry_step').notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    refundPaymentId: uuid('refund_payment_id'),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.entryId] }),
    index('team_payment_shares_entry_idx').on(table.entryId),
  ],
);

/** The timeline of a payment: order created, gateway events, verification, status changes. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_events_payment_idx').on(table.paymentId, table.createdAt)],
);

/**
 * Webhook deliveries already applied, by the gateway's event id and by (payment, event type): a replay,
 * even under a new event id, changes nothing.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    gateway: text('gateway').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
  },
  (table) => [
    uniqueIndex('webhook_events_payment_type_key')
      .on(table.gateway, table.gatewayPaymentId, table.type)
      .where(sql`${table.gatewayPaymentId} is not null`),
  ],
);

/** The built-in test gateway's own books (what Razorpay's servers would hold): payments made per order. */
export const testGatewayPayments = pgTable('test_gateway_payments', {
  paymentId: text('payment_id').primaryKey(),
  orderId: text('order_id').notNull(),
  status: text('status', { enum: ['captured', 'failed'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type TeamPaymentShareRow = typeof teamPaymentShares.$inferSelect;
