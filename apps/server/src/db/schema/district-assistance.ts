import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A district's check of an athlete's registration before the state reviews it: one per athlete, the
 * latest. It counts for the current submission only while it is newer than `registrations.submitted_at`.
 */
export const districtChecks = pgTable(
  'district_checks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendation: text('recommendation', { enum: ['approve', 'return'] }).notNull(),
    remark: text('remark').notNull().default(''),
    documentsSeen: jsonb('documents_seen').$type<string[]>().notNull().default([]),
    district: text('district').notNull(),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('district_checks_recommendation_idx').on(table.recommendation, table.userId)],
);

/**
 * A link anyone may use to pay one athlete's registration fee. Only the SHA-256 of its token is kept;
 * a new link for the athlete revokes the earlier one.
 */
export const payLinks = pgTable(
  'pay_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('pay_links_token_key').on(table.tokenHash),
    index('pay_links_user_idx').on(table.userId),
  ],
);
