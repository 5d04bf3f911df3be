import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always lower-case: addresses are compared without regard to case. */
    email: text('email').notNull(),
    /** +91XXXXXXXXXX */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When a code sent by SMS to `phone` was used: signing in by the number needs it (decision 41). */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason').notNull().default(''),
    registrationCompleted: boolean('registration_completed').notNull().default(false),
    registrationPaymentCompleted: boolean('registration_payment_completed').notNull().default(false),
    registrationApproved: boolean('registration_approved').notNull().default(false),
    uid: text('uid'),
    profilePhoto: text('profile_photo').notNull().default(''),
    /**
     * The districts whose secretary this account is; empty for everyone else. Kept on the user, which
     * every signed-in request loads anyway, so removing the role takes effect on the next request of an
     * open session too.
     */
    /**
     * The district secretary who created this account for the athlete at a camp; they fill the
     * registration on the athlete's behalf until the athlete takes the account over.
     */
    assistedBy: uuid('assisted_by'),
    /** When the athlete took over an account a secretary created (their own password from then on). */
    takenOverAt: timestamp('taken_over_at', { withTimezone: true }),
    /** SHA-256 of the one-time code the secretary gives the athlete to take the account over, and its end. */
    takeoverCodeHash: text('takeover_code_hash'),
    takeoverCodeExpiresAt: timestamp('takeover_code_expires_at', { withTimezone: true }),
    secretaryDistricts: text('secretary_districts').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the administrators' search boxes match (lib/search-text.ts): lower-case name,
     * e-mail, the phone's digits ("98765 43210" finds +919876543210) and UID, kept by PostgreSQL itself.
     * One trigram index over it answers a substring search; ORs of one per column made it scan.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower("name") || ' | ' || lower("email") || ' | ' || regexp_replace("phone", '[^0-9]', '', 'g') || ' | ' || lower(coalesce("uid", ''))`,
      ),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_uid_key').on(table.uid),
    // Signing in by mobile number finds the accounts that share it (a parent's phone, a coach's).
    index('users_phone_idx').on(table.phone),
    uniqueIndex('users_takeover_code_key')
      .on(table.takeoverCodeHash)
      .where(sql`${table.takeoverCodeHash} is not null`),
    // Matches ORDER BY created_at DESC, id DESC (newest first) and, scanned backwards, oldest first.
    index('users_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('users_name_lower_idx').on(sql`lower(${table.name})`),
    index('users_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // A search of one or two characters (too short for trigrams) matches the start of search_text, which is
    // the name: a range of this index, read without the table (index-only) when counting.
    // The secretaries' list: a partial index, since nearly every account has none.
    index('users_secretaries_idx').on(table.id).where(sql`cardinality(${table.secretaryDistricts}) > 0`),
    index('users_search_prefix_idx').on(table.searchText.op('text_pattern_ops')),
  ],
);

/** A user as the code handles it: search_text is the administrators' search's alone, and not loaded with a user. */
export type UserRow = Omit<typeof users.$inferSelect, 'searchText'>;
