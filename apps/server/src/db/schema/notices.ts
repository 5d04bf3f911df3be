import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * What happened that a person is told of (docs/decisions/0042). Written in the same transaction as the
 * change it reports, so a change that rolls back leaves no notice and a committed one never loses it.
 * `data` holds the facts the texts need, resolved when the change was made.
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** One notice per event: a caller that runs twice (a retried webhook) queues nothing the second time. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The language the texts are written in, chosen when the notice was queued. */
    language: text('language', { enum: ['en', 'hi'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('notices_idempotency_key').on(table.idempotencyKey),
    index('notices_user_idx').on(table.userId, table.createdAt),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;

export const noticeChannels = ['email', 'sms', 'whatsapp'] as const;
export type NoticeChannelName = (typeof noticeChannels)[number];

/**
 * A notice on one channel. States: `queued` (due at `next_attempt_at`), `sending` (claimed by a worker
 * until `lease_until`; the provider may or may not have it), `sent` (the provider took it), `delivered`
 * (its delivery report said so), `failed` (given up, `last_error` says why), `cancelled` (not sent: the
 * person opted out before it went).
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: noticeChannels }).notNull(),
    /** The address or number it goes to, fixed when queued. */
    recipient: text('recipient').notNull(),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'delivered', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** The notice's key and the channel: what the provider is given to recognise a repeat. */
    idempotencyKey: text('idempotency_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** A short, fixed description of the last failure (never the message's text). */
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** What the channel's provider charges for one message, in paise, when it was sent. */
    costPaise: integer('cost_paise').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notice_deliveries_key').on(table.idempotencyKey),
    // The worker's claim: due rows only, oldest first.
    index('notice_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} in ('queued', 'sending')`),
    index('notice_deliveries_notice_idx').on(table.noticeId),
    index('notice_deliveries_provider_idx')
      .on(table.channel, table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    index('notice_deliveries_day_idx').on(table.createdAt),
  ],
);

export type NoticeDeliveryRow = typeof noticeDeliveries.$inferSelect;

/**
 * What each person chose. A missing row, or a null column, means the default: e-mail when the account
 * has a verified address; SMS when it has a verified number; WhatsApp never without an opt-in.
 */
export const noticePreferences = pgTable('notice_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email'),
  sms: boolean('sms'),
  language: text('language', { enum: ['en', 'hi'] }),
  /** Set while the person is opted in to WhatsApp; the history is in `whatsapp_consents`. */
  whatsappOptedInAt: timestamp('whatsapp_opted_in_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every opt-in and opt-out of WhatsApp notices: when, and where (page, network address, channel). */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['opt_in', 'opt_out'] }).notNull(),
    /** `web`: the settings page; `whatsapp`: a reply such as STOP; `admin`: on the person's word. */
    channel: text('channel', { enum: ['web', 'whatsapp', 'admin'] }).notNull(),
    page: text('page').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** The number the consent is for. */
    phone: text('phone').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('whatsapp_consents_user_idx').on(table.userId, table.at)],
);

/**
 * Delivery reports as the providers send them. `delivery_id` is null for a report naming a message
 * id no notice has: kept, so an operator can see a provider sending reports the portal cannot place.
 */
export const noticeDeliveryReports = pgTable(
  'notice_delivery_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: noticeChannels }).notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    deliveryId: uuid('delivery_id').references(() => noticeDeliveries.id, { onDelete: 'set null' }),
    /** The provider's status word or number, as sent. */
    status: text('status').notNull(),
    /** What it meant for the notice. */
    outcome: text('outcome', { enum: ['delivered', 'failed', 'other'] }).notNull(),
    /** The provider's short reason (an error title), never the message. */
    detail: text('detail').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notice_delivery_reports_message_idx').on(table.channel, table.providerMessageId)],
);
