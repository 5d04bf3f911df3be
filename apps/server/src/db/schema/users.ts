import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always lower-case (shared/API.md). */
    email: text('email').notNull(),
    /** +91XXXXXXXXXX */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason').notNull().default(''),
    registrationCompleted: boolean('registration_completed').notNull().default(false),
    registrationPaymentCompleted: boolean('registration_payment_completed').notNull().default(false),
    registrationApproved: boolean('registration_approved').notNull().default(false),
    uid: text('uid'),
    profilePhoto: text('profile_photo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_uid_key').on(table.uid),
    // Matches ORDER BY created_at DESC, id DESC (newest first) and, scanned backwards, oldest first.
    index('users_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('users_name_lower_idx').on(sql`lower(${table.name})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
