import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Fixed-window counters for throttling, kept in the database so every server instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Server-wide values every instance must agree on (e.g. the key for hashing one-time codes). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every administrative write: who, when, what, on what, which fields changed. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_events_created_idx').on(table.createdAt),
    index('audit_events_target_idx').on(table.targetType, table.targetId),
  ],
);

/** Association-wide settings changed by administrators (fee, registrations open, UID format, contacts). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The SMS the portal sent on one day (UTC date), against the daily budget (SMS_DAILY_BUDGET): past it,
 * codes wait and administrators are told (`budget_reached_at`, a banner and an audit entry). One row a
 * day, counted by one upsert, so every instance shares the count (docs/decisions/0041).
 */
export const smsDays = pgTable('sms_days', {
  day: text('day').primaryKey(),
  sent: integer('sent').notNull().default(0),
  /** Codes refused since the budget was reached. */
  held: integer('held').notNull().default(0),
  budgetReachedAt: timestamp('budget_reached_at', { withTimezone: true }),
});
