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

export const codePurposes = ['verify_email', 'reset_password', 'add_email'] as const;
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
    /** The address an `add_email` code was mailed to: it becomes the account's when the code is used. */
    pendingEmail: text('pending_email'),
  },
  (table) => [index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);

export const phoneCodePurposes = ['verify_phone', 'sign_in'] as const;
export type PhoneCodePurpose = (typeof phoneCodePurposes)[number];

/**
 * One-time codes sent by SMS, kept by the number they went to (several accounts may share it): a
 * sign-up's code (`verify_phone`, for the account and attempt it names) or a sign-in code (`sign_in`,
 * for any account the number proves, which also resets a password). Stored as a keyed hash, single
 * use, five tries (docs/decisions/0041).
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: phoneCodePurposes }).notNull(),
    /** The account a sign-up's code verifies; empty for a sign-in code, which serves the number's accounts. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The attempt (sign-up or unverified sign-in) a `verify_phone` code proves, as for e-mail (decision 34). */
    attemptId: uuid('attempt_id'),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried (a try is counted before comparing and given back when the code is right). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('phone_codes_phone_purpose_idx').on(table.phone, table.purpose, table.createdAt)],
);
