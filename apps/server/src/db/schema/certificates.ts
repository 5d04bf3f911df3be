import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CertificateRecord } from '../../modules/certificates/record.js';
import { entryForms } from './competitions.js';
import { users } from './users.js';

/**
 * Certificates issued from published results (issue 14). The record is what the certificate says; the
 * token is that record signed with the portal's key. A certificate is never changed: a correction of
 * the results supersedes it with a new one.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `PSA-C-<year>-<6-digit sequence>`, printed on the certificate and in its QR code. */
    number: text('number').notNull(),
    kind: text('kind', { enum: ['participation', 'merit', 'record'] }).notNull(),
    formId: uuid('form_id')
      .notNull()
      .references(() => entryForms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The athlete's UID: kept when the account goes, and part of what makes a certificate one of a kind. */
    uid: text('uid').notNull(),
    disciplineKey: text('discipline_key').notNull(),
    /** The results version the certificate was issued from. */
    resultsVersion: integer('results_version').notNull(),
    record: jsonb('record').$type<CertificateRecord>().notNull(),
    signedToken: text('signed_token').notNull(),
    status: text('status', { enum: ['valid', 'superseded', 'revoked'] })
      .notNull()
      .default('valid'),
    supersededBy: uuid('superseded_by').references((): AnyPgColumn => certificates.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('certificates_number_key').on(table.number),
    uniqueIndex('certificates_one_per_version_key').on(
      table.formId,
      table.uid,
      table.disciplineKey,
      table.kind,
      table.resultsVersion,
    ),
    index('certificates_user_idx').on(table.userId),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
