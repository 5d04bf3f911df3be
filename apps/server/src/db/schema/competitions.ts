import type { Answers, Discipline, EntryFormBody, FormField } from '@para/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { publicEvents } from './content.js';
import { users } from './users.js';

/**
 * A competition's entry form. The competition itself is a published public event (`public_events`);
 * the form holds the entry rules. Every change raises `version`, and each version's definition is kept
 * in `entry_form_versions`, so an entry is always read with the fields it answered.
 */
export const entryForms = pgTable(
  'entry_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => publicEvents.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    titleHi: text('title_hi').notNull().default(''),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    lateUntil: timestamp('late_until', { withTimezone: true }),
    lateFeePaise: integer('late_fee_paise').notNull().default(0),
    withdrawUntil: timestamp('withdraw_until', { withTimezone: true }),
    feePaise: integer('fee_paise').notNull(),
    maxDisciplines: integer('max_disciplines'),
    allowUnclassified: boolean('allow_unclassified').notNull().default(false),
    status: text('status', { enum: ['draft', 'open', 'closed'] }).notNull(),
    /**
     * A past competition added for its results alone (decision 32): it never took entries, its results
     * are matched by UID against approved athletes, and it stays out of the athletes' lists of forms.
     */
    archive: boolean('archive').notNull().default(false),
    disciplines: jsonb('disciplines').$type<Discipline[]>().notNull(),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    version: integer('version').notNull().default(1),
    /** When bibs were last given (entries closed); later entries get the numbers after the last. */
    bibsAssignedAt: timestamp('bibs_assigned_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('entry_forms_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('entry_forms_event_idx').on(table.eventId),
  ],
);

/** Each version of a form's definition as it stood, for reading the entries that answered it. */
export const entryFormVersions = pgTable(
  'entry_form_versions',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => entryForms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<EntryFormBody>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.formId, table.version] })],
);

/**
 * A team a district secretary entered at once (`POST /api/district/entries`): its entries are the
 * athletes' own, and one payment of the secretary's pays what they owe (`payments.team_id`).
 */
export const entryTeams = pgTable(
  'entry_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => entryForms.id, { onDelete: 'cascade' }),
    secretaryId: uuid('secretary_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('entry_teams_secretary_idx').on(table.secretaryId, table.createdAt)],
);

/** An athlete's entry on a form: one live (not withdrawn) entry per athlete per form. */
export const entries = pgTable(
  'entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => entryForms.id, { onDelete: 'cascade' }),
    formVersion: integer('form_version').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending_payment', 'confirmed', 'withdrawn'] }).notNull(),
    /**
     * What the disciplines holding a place cost (a waiting-list place costs nothing until granted):
     * it grows when the entry moves up, and `paidPaise` catches up with each payment credited.
     */
    amountPaise: integer('amount_paise').notNull(),
    paidPaise: integer('paid_paise').notNull().default(0),
    /** How many payments have been credited to the entry; an order is for the next one (`payments.entry_step`). */
    paymentsCredited: integer('payments_credited').notNull().default(0),
    late: boolean('late').notNull().default(false),
    answers: jsonb('answers').$type<Answers>().notNull(),
    /** The athlete's language when entering ('en' or 'hi'): the entry's mail is written in it. */
    language: text('language').notNull().default('en'),
    /** An unpaid entry is released (withdrawn, its places freed) after this instant. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** When the athlete was reminded that entries close soon and this entry is unpaid (once). */
    closingReminderAt: timestamp('closing_reminder_at', { withTimezone: true }),
    /** The athlete's number at the competition, given once entries close and kept. */
    bib: text('bib'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawReason: text('withdraw_reason').notNull().default(''),
    /** The district team this entry was made in, if a secretary entered it. */
    teamId: uuid('team_id').references(() => entryTeams.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('entries_live_key').on(table.formId, table.userId).where(sql`${table.status} <> 'withdrawn'`),
    index('entries_form_idx').on(table.formId, table.createdAt, table.id),
    index('entries_user_idx').on(table.userId, table.createdAt),
    index('entries_hold_idx').on(table.holdUntil).where(sql`${table.status} = 'pending_payment'`),
    // Counting places asks for entries NOT withdrawn: found among the few withdrawn ones.
    index('entries_withdrawn_idx').on(table.id).where(sql`${table.status} = 'withdrawn'`),
  ],
);

/**
 * The disciplines an entry chose, one row each: 'entered' holds a place, 'waitlisted' waits in the
 * order of `queuedAt`. Counting places is counting rows of live entries.
 */
export const entryDisciplines = pgTable(
  'entry_disciplines',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => entryForms.id, { onDelete: 'cascade' }),
    disciplineKey: text('discipline_key').notNull(),
    status: text('status', { enum: ['entered', 'waitlisted'] }).notNull(),
    /** Place in the waiting list (the submission time); kept after moving up. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    movedUpAt: timestamp('moved_up_at', { withTimezone: true }),
    /** The place is paid for (or free): it stands on the start list and is never released. */
    settled: boolean('settled').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.disciplineKey] }),
    index('entry_disciplines_form_idx').on(table.formId, table.disciplineKey, table.status, table.queuedAt),
  ],
);

export type EntryFormRow = typeof entryForms.$inferSelect;
export type EntryRow = typeof entries.$inferSelect;
export type EntryTeamRow = typeof entryTeams.$inferSelect;
export type EntryDisciplineRow = typeof entryDisciplines.$inferSelect;

/**
 * A file an athlete uploaded to answer a form's file question. The entry's answer is this row's id; a
 * file uploaded but never submitted stays the athlete's (a later submit may still name it).
 */
export const entryFiles = pgTable(
  'entry_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => entryForms.id, { onDelete: 'cascade' }),
    fieldKey: text('field_key').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('entry_files_user_form_idx').on(table.userId, table.formId)],
);
