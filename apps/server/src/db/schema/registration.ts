import type { RegistrationPage1, RegistrationPage2, RegistrationPage3 } from '@para/contract';
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

/** The state's districts; administrators can rename, add or retire them. */
export const districts = pgTable('districts', {
  name: text('name').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Para sports and the classes each allows. */
export const sports = pgTable('sports', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  classPattern: text('class_pattern').notNull().default(''),
  classExamples: jsonb('class_examples').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** One registration per athlete; each page is kept as the validated document the contract describes. */
export const registrations = pgTable(
  'registrations',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['draft', 'submitted', 'rejected', 'approved'] })
      .notNull()
      .default('draft'),
    page1: jsonb('page1').$type<RegistrationPage1>(),
    page2: jsonb('page2').$type<RegistrationPage2>(),
    page3: jsonb('page3').$type<RegistrationPage3>(),
    /** Copied out of the pages for the review queue's filters. */
    district: text('district'),
    primarySport: text('primary_sport'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Normalised identity keys for noticing the same athlete twice (modules/registration/identity-keys.ts). */
    udidKey: text('udid_key'),
    certificateKey: text('certificate_key'),
    personKey: text('person_key'),
  },
  (table) => [
    // The queue's orders, with user_id last: the queue's count joins users on it and reads only the index
    // (index-only scan) instead of 50,000 wide rows; ties of the order are broken by it too.
    index('registrations_queue_idx').on(table.status, table.submittedAt, table.userId),
    index('registrations_decided_user_idx').on(
      table.status,
      table.decidedAt.desc().nullsFirst(),
      table.userId,
    ),
    index('registrations_district_idx').on(table.district),
    // The competitions' entries list: its district filter (any case) and its search, which matches districts too.
    index('registrations_district_lower_idx').on(sql`lower(${table.district})`),
    // The sport classes held, upper-case (SQL function of migration 0011): the entries list's class filter.
    index('registrations_sport_classes_idx').using('gin', sql`registration_sport_classes(${table.page2})`),
    index('registrations_district_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${table.district}, '')) gin_trgm_ops`,
    ),
    index('registrations_sport_idx').on(table.primarySport),
    index('registrations_udid_key_idx').on(table.udidKey).where(sql`${table.udidKey} is not null`),
    index('registrations_certificate_key_idx')
      .on(table.certificateKey)
      .where(sql`${table.certificateKey} is not null`),
    index('registrations_person_key_idx').on(table.personKey).where(sql`${table.personKey} is not null`),
  ],
);

/** Uploaded documents; a new upload of a kind replaces (but keeps) the earlier one. */
export const registrationDocuments = pgTable(
  'registration_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** When a replaced document's file was deleted (after the grace period); the row stays as history. */
    filePrunedAt: timestamp('file_pruned_at', { withTimezone: true }),
  },
  (table) => [
    index('registration_documents_user_idx').on(table.userId),
    index('registration_documents_prune_idx')
      .on(table.replacedAt)
      .where(sql`${table.replacedAt} is not null and ${table.filePrunedAt} is null`),
    uniqueIndex('registration_documents_current_key')
      .on(table.userId, table.kind)
      .where(sql`${table.replacedAt} is null`),
  ],
);

/** Every review decision, kept as history. */
export const registrationReviews = pgTable(
  'registration_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
    reasons: jsonb('reasons').$type<{ section: string; reason: string }[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('registration_reviews_user_idx').on(table.userId, table.createdAt)],
);

/** Monotonic counters (UID and receipt sequences): one row per scope, incremented under its row lock. */
export const counters = pgTable('counters', {
  scope: text('scope').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/** The identity card: the code in its QR is random, so it cannot be guessed from the UID. */
export const idCards = pgTable(
  'id_cards',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    verifyCode: text('verify_code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('id_cards_verify_code_key').on(table.verifyCode)],
);
