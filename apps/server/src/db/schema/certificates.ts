import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
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
    /** Set with status 'revoked': when, by which administrator and why (the reason is not public). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
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
    index('certificates_form_status_idx').on(table.formId, table.status, table.number),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;

/**
 * Issuing a competition's certificates in the background, queued by a publication of its results (or
 * by an administrator). The row is the job's state, so a job queued or under way when the server
 * stops is run again when it starts: issuing is idempotent.
 */
export const certificateJobs = pgTable(
  'certificate_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order jobs were queued in, exact where two share a timestamp. */
    seq: serial('seq').notNull(),
    formId: uuid('form_id')
      .notNull()
      .references(() => entryForms.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** What queued it: a first publication, a correction, or an administrator asking again. */
    cause: text('cause', { enum: ['publish', 'correction', 'manual'] }).notNull(),
    /** The results version current when it was queued. */
    resultsVersion: integer('results_version'),
    attempts: integer('attempts').notNull().default(0),
    issued: integer('issued').notNull().default(0),
    superseded: integer('superseded').notNull().default(0),
    kept: integer('kept').notNull().default(0),
    /** A short, fixed description of a failure (never a document's content). */
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** A running job whose instance stopped is taken up again after this. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (table) => [
    index('certificate_jobs_form_idx').on(table.formId, table.seq),
    index('certificate_jobs_state_idx').on(table.state, table.seq),
  ],
);

export type CertificateJobRow = typeof certificateJobs.$inferSelect;

/**
 * The keys certificates are signed with (docs/decisions/0035). Each is named by its key id (`kid`, the
 * RFC 7638 thumbprint of its public key), which every signed record carries, so a rotation leaves the
 * records of older keys checkable: their public keys stay here and in the published key set. One key
 * at a time signs (no `retired_at`); a retired key keeps only its public half.
 */
export const certificateSigningKeys = pgTable(
  'certificate_signing_keys',
  {
    kid: text('kid').primaryKey(),
    /** SPKI PEM. */
    publicKey: text('public_key').notNull(),
    /** PKCS#8 PEM, wrapped as `private_key_wrapping` says; null once the key is retired. */
    privateKey: text('private_key'),
    /** `none`: the PEM as it is; `scrypt-aes-256-gcm`: sealed with a key derived from the configured secret. */
    privateKeyWrapping: text('private_key_wrapping', { enum: ['none', 'scrypt-aes-256-gcm'] })
      .notNull()
      .default('none'),
    /** The key from before key ids: it signed the records of two parts (payload.signature) that name none. */
    signedRecordsWithoutKid: boolean('signed_records_without_kid').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    // At most one key signs.
    uniqueIndex('certificate_signing_keys_one_active_key')
      .on(sql`(${table.retiredAt} is null)`)
      .where(sql`${table.retiredAt} is null`),
  ],
);

export type CertificateSigningKeyRow = typeof certificateSigningKeys.$inferSelect;
