import type { AdminCertificateRow, CertificateCompetition, CertificateJob } from '@para/contract';
import { and, asc, count, desc, eq, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CertificateRow, certificates } from '../../db/schema/certificates.js';
import { entryForms } from '../../db/schema/competitions.js';
import { resultVersions } from '../../db/schema/results.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { currentVersion } from '../results/imports.js';
import { latestJobs, queueCertificateJob, toCertificateJob } from './jobs.js';

/** The administrators' register of certificates: per competition, filtered lists, revoking. */

/** Competitions with published results, newest publication first, with counts and the latest job. */
export async function certificateCompetitions(ctx: AppContext): Promise<{ items: CertificateCompetition[] }> {
  const published = await ctx.db
    .select({
      formId: resultVersions.formId,
      title: entryForms.title,
      version: max(resultVersions.version),
      lastPublished: max(resultVersions.publishedAt),
    })
    .from(resultVersions)
    .innerJoin(entryForms, eq(entryForms.id, resultVersions.formId))
    .groupBy(resultVersions.formId, entryForms.title)
    .orderBy(desc(max(resultVersions.publishedAt)));
  const formIds = published.map((row) => row.formId);
  const counts =
    formIds.length === 0
      ? []
      : await ctx.db
          .select({
            formId: certificates.formId,
            kind: certificates.kind,
            status: certificates.status,
            count: count(),
          })
          .from(certificates)
          .where(sql`${certificates.formId} in ${formIds}`)
          .groupBy(certificates.formId, certificates.kind, certificates.status);
  const jobs = await latestJobs(ctx.db, formIds);
  return {
    items: published.map((row) => {
      const mine = counts.filter((item) => item.formId === row.formId);
      const valid = { participation: 0, merit: 0, record: 0 };
      let superseded = 0;
      let revoked = 0;
      for (const item of mine) {
        if (item.status === 'valid') valid[item.kind] += item.count;
        else if (item.status === 'superseded') superseded += item.count;
        else revoked += item.count;
      }
      const job = jobs.get(row.formId);
      return {
        formId: row.formId,
        title: row.title,
        resultsVersion: row.version ?? 0,
        valid,
        superseded,
        revoked,
        job: job ? toCertificateJob(job) : null,
      };
    }),
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function toAdminRow(row: CertificateRow, replacedBy: string | null): AdminCertificateRow {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    athleteName: row.record.athlete.name,
    uid: row.uid,
    discipline: row.record.discipline.name,
    place: row.record.place,
    mark: row.record.mark,
    resultsVersion: row.resultsVersion,
    issuedAt: row.record.issuedAt,
    supersededBy: replacedBy,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeReason: row.revokeReason,
  };
}

export interface CertificateFilters {
  kind?: CertificateRow['kind'] | undefined;
  status?: CertificateRow['status'] | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

/** One competition's certificates in number order, a page at a time. */
export async function formCertificates(ctx: AppContext, formId: string, filters: CertificateFilters) {
  const [form] = await ctx.db.select({ id: entryForms.id }).from(entryForms).where(eq(entryForms.id, formId));
  if (!form) throw notFound('No such competition.', 'FORM_NOT_FOUND');
  const conditions: SQL[] = [eq(certificates.formId, formId)];
  if (filters.kind) conditions.push(eq(certificates.kind, filters.kind));
  if (filters.status) conditions.push(eq(certificates.status, filters.status));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      sql`(${certificates.number} ilike ${pattern} or ${certificates.uid} ilike ${pattern} or ${certificates.record}->'athlete'->>'name' ilike ${pattern})`,
    );
  }
  const where = and(...conditions);
  const replacement = alias(certificates, 'replacement');
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ certificate: certificates, replacedBy: replacement.number })
      .from(certificates)
      .leftJoin(replacement, eq(replacement.id, certificates.supersededBy))
      .where(where)
      .orderBy(asc(certificates.number))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    ctx.db.select({ count: count() }).from(certificates).where(where),
  ]);
  return {
    items: rows.map((row) => toAdminRow(row.certificate, row.replacedBy)),
    total: total?.count ?? 0,
    totalCapped: false,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** Any certificate by its id, for the administrators' download. */
export async function certificateById(ctx: AppContext, certificateId: string): Promise<CertificateRow> {
  const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, certificateId));
  if (!row) throw notFound('There is no such certificate.', 'CERTIFICATE_NOT_FOUND');
  return row;
}

/**
 * Revokes a valid certificate, with the reason, in one transaction with its audit entry. Its public
 * check then says revoked; the reason stays with the administrators.
 */
export async function revokeCertificate(
  ctx: AppContext,
  adminId: string,
  certificateId: string,
  reason: string,
): Promise<AdminCertificateRow> {
  const now = ctx.clock.now();
  return auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'certificate.revoke', targetType: 'certificate', at: now },
    async (tx) => {
      const [row] = await tx
        .select()
        .from(certificates)
        .where(eq(certificates.id, certificateId))
        .for('update');
      if (!row) throw notFound('There is no such certificate.', 'CERTIFICATE_NOT_FOUND');
      if (row.status !== 'valid') {
        throw conflict(
          `Certificate ${row.number} is ${row.status} already; only a valid one can be revoked.`,
          null,
          'CERTIFICATE_NOT_VALID',
        );
      }
      const [updated] = await tx
        .update(certificates)
        .set({ status: 'revoked', revokedAt: now, revokedBy: adminId, revokeReason: reason })
        .where(eq(certificates.id, certificateId))
        .returning();
      const result = toAdminRow(updated ?? row, null);
      return { result, targetId: row.id, changes: { number: row.number, reason } };
    },
  );
}

/** An administrator asks for issuing again (after a failure, or to be sure): a job like publishing's. */
export async function requestIssuing(
  ctx: AppContext,
  adminId: string,
  formId: string,
): Promise<CertificateJob> {
  const now = ctx.clock.now();
  return auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'certificate.issue', targetType: 'entry_form', at: now },
    async (tx) => {
      const version = await currentVersion(tx, formId);
      if (!version)
        throw notFound('No results are published for this competition yet.', 'RESULTS_NOT_PUBLISHED');
      const job = await queueCertificateJob(tx, formId, 'manual', version.version, now);
      return { result: toCertificateJob(job), targetId: formId, changes: { jobId: job.id } };
    },
  );
}
