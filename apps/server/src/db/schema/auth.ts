import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A login. Only the SHA-256 of the token is kept, so a copy of the database cannot be used to log in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

export const codePurposes = ['verify_email', 'reset_password'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/** One-time codes sent by e-mail; stored as a keyed hash, single use, limited tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries made with the code (counted before comparing, the right one included). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Set when used, or when a newer code replaces it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The sign-up this e-mail verification code was mailed for; its credentials take effect with it. */
    signupId: uuid('signup_id'),
    pendingName: text('pending_name'),
    pendingPhone: text('pending_phone'),
    pendingPasswordHash: text('pending_password_hash'),
  },
  (table) => [index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);
