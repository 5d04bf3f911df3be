import type { CheckedResult, ResultIssue } from '@para/contract';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { entryForms } from './competitions.js';
import { users } from './users.js';

/**
 * Results (issue 14, decision 24). An uploaded file is kept as an import with its checked rows; it is
 * published as a version of the form's results. Nothing is overwritten: a correction is a new version,
 * and the rows of every version are kept.
 */
export const resultImports = pgTable(
  'result_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => entryForms.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** "manual": entered on screen (results/manual.ts). */
    format: text('format', { enum: ['csv', 'xlsx', 'manual'] }).notNull(),
    /** SHA-256 of the results the rows would publish (not of the file's bytes): equal results, equal hash. */
    contentSha256: text('content_sha256').notNull(),
    rows: jsonb('rows').$type<CheckedResult[]>().notNull(),
    errors: jsonb('errors').$type<ResultIssue[]>().notNull(),
    warnings: jsonb('warnings').$type<ResultIssue[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The version this import became (or matched) when published; null while it is a preview. */
    publishedVersion: integer('published_version'),
  },
  (table) => [index('result_imports_form_idx').on(table.formId, table.createdAt)],
);

/** Each publication of a form's results; the highest version is the one shown. */
export const resultVersions = pgTable(
  'result_versions',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => entryForms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    importId: uuid('import_id')
      .notNull()
      .references(() => resultImports.id, { onDelete: 'restrict' }),
    contentSha256: text('content_sha256').notNull(),
    count: integer('count').notNull(),
    /** Why this version replaced the one before it; empty for the first. */
    reason: text('reason').notNull().default(''),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.formId, table.version] })],
);

/** One published result of one version. Marks are whole numbers in their kind's unit (decision 24). */
export const results = pgTable(
  'results',
  {
    formId: uuid('form_id').notNull(),
    version: integer('version').notNull(),
    /** The file's row number: keeps the file's order among equal places. */
    row: integer('row').notNull(),
    disciplineKey: text('discipline_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    uid: text('uid').notNull(),
    bib: text('bib'),
    markValue: integer('mark_value'),
    status: text('status', { enum: ['DNS', 'DNF', 'DQ', 'NM'] }),
    rule: text('rule'),
    /** Tenths of a metre per second. */
    wind: integer('wind'),
    heat: text('heat'),
    lane: integer('lane'),
    round: text('round'),
    remarks: text('remarks'),
    place: integer('place'),
  },
  (table) => [
    primaryKey({ columns: [table.formId, table.version, table.row] }),
    foreignKey({
      columns: [table.formId, table.version],
      foreignColumns: [resultVersions.formId, resultVersions.version],
    }).onDelete('cascade'),
    index('results_user_idx').on(table.userId, table.formId),
  ],
);

export type ResultImportRow = typeof resultImports.$inferSelect;
export type ResultVersionRow = typeof resultVersions.$inferSelect;
