import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { certificates } from '../../db/schema/certificates.js';
import { publicEvents } from '../../db/schema/content.js';
import { registrations } from '../../db/schema/registration.js';
import { results } from '../../db/schema/results.js';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { lockForm } from '../competitions/places.js';
import { type NoticeInput, queueNotices } from '../notices/index.js';
import { recordsSetInVersion } from '../records/records.service.js';
import { nextCounter } from '../registration/uid.js';
import { currentVersion } from '../results/imports.js';
import { type Due, dueCertificates, dueKey, sameResult } from './due.js';
import { type CertificateRecord, ISSUER } from './record.js';
import { type SigningKey, signRecord } from './signing.js';
import { currentSigningKey } from './signing-keys.js';

export interface IssueSummary {
  /** The results version issued from; null when nothing is published. */
  version: number | null;
  issued: number;
  /** Certificates of earlier versions whose result changed (or that are no longer due). */
  superseded: number;
  /** Certificates of earlier versions whose result did not change: still valid. */
  kept: number;
}

/** `PSA-C-2026-000123`: per calendar year of issue, never reused. */
export async function nextCertificateNumber(db: DbOrTx, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const value = await nextCounter(db, `certificate:${year}`);
  return `PSA-C-${year}-${String(value).padStart(6, '0')}`;
}

/**
 * Certificates written in one transaction. On the embedded database (PGlite) a transaction holds the
 * one connection every request and the notice worker share, and its statements run on the server's
 * thread without giving way to waiting requests: issuing a publication's 10,000 in one transaction held
 * every request for 100–160 s (bench/results/notices.md). What is due is read once; between two batches
 * whatever waits for the database (and the thread) goes first.
 */
export const ISSUE_BATCH = 100;

interface Plan {
  version: number;
  form: NonNullable<Awaited<ReturnType<typeof lockForm>>>;
  event: { startDate: string; endDate: string } | undefined;
  toIssue: [string, Due][];
  /** Certificates of earlier versions to supersede, by key: by the key's new certificate, or by none. */
  toSupersede: Map<string, string[]>;
  kept: number;
}

/** What the current published version calls for and does not have yet, read in one transaction. */
async function planIssuing(ctx: AppContext, formId: string): Promise<Plan | null> {
  return ctx.db.transaction(async (tx) => {
    // The form's lock queues this behind a publication.
    const form = await lockForm(tx, formId);
    if (!form || form.status === 'draft') throw notFound('No such competition.', 'FORM_NOT_FOUND');
    const version = await currentVersion(tx, formId);
    if (!version) return null;
    const [event] = await tx
      .select({ startDate: publicEvents.startDate, endDate: publicEvents.endDate })
      .from(publicEvents)
      .where(eq(publicEvents.id, form.eventId));
    const rows = await tx
      .select({ result: results, userName: users.name, page1: registrations.page1 })
      .from(results)
      .leftJoin(users, eq(users.id, results.userId))
      .leftJoin(registrations, eq(registrations.userId, results.userId))
      .where(and(eq(results.formId, formId), eq(results.version, version.version)));
    const setRecords = await recordsSetInVersion(tx, formId, version.version);
    const recordRows = new Set([...setRecords].filter(([, mark]) => mark.step === 'set').map(([row]) => row));
    const due = dueCertificates(rows, form.disciplines, recordRows);

    const existing = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.formId, formId), inArray(certificates.status, ['valid', 'revoked'])));
    const covered = new Set<string>();
    const toSupersede = new Map<string, string[]>();
    let kept = 0;
    for (const certificate of existing) {
      const key = dueKey(certificate);
      const wanted = due.get(key);
      if (certificate.status === 'revoked') {
        // A revoked certificate is not issued again while its result stands; a changed result is a new one.
        if (
          certificate.resultsVersion === version.version ||
          (wanted && sameResult(certificate.record, wanted))
        )
          covered.add(key);
        continue;
      }
      if (certificate.resultsVersion === version.version) covered.add(key);
      else if (wanted && sameResult(certificate.record, wanted)) {
        covered.add(key);
        kept += 1;
      } else toSupersede.set(key, [...(toSupersede.get(key) ?? []), certificate.id]);
    }
    const toIssue = [...due].filter(([key]) => !covered.has(key));
    return { version: version.version, form, event, toIssue, toSupersede, kept };
  });
}

/**
 * Issues the certificates the current published version calls for and that do not exist yet.
 * Running it again issues nothing. A certificate of an earlier version stays valid while its result
 * (place, mark, status) is unchanged in the current version; otherwise it is superseded, by the new
 * certificate when one is due, or by none when it is no longer due (a start turned DNS, a lost medal).
 */
export async function issueCertificates(
  ctx: AppContext,
  formId: string,
  options: { onProgress?: (done: number, total: number) => void; batchSize?: number } = {},
): Promise<IssueSummary> {
  const signingKey = await currentSigningKey(ctx.db, ctx.config.certificateKeySecret, ctx.clock.now());
  const plan = await planIssuing(ctx, formId);
  if (!plan) return { version: null, issued: 0, superseded: 0, kept: 0 };
  const batchSize = Math.max(1, options.batchSize ?? ISSUE_BATCH);
  const planned = new Set(plan.toIssue.map(([key]) => key));
  const summary = { version: plan.version, issued: 0, superseded: 0, kept: plan.kept };
  options.onProgress?.(0, plan.toIssue.length);
  for (let start = 0; start === 0 || start < plan.toIssue.length; start += batchSize) {
    // Requests that arrived during the last batch reach the database (and its queue) before the next.
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const batch = plan.toIssue.slice(start, start + batchSize);
    const last = start + batchSize >= plan.toIssue.length;
    const done = await ctx.db.transaction(async (tx) => {
      // The form's lock queues each batch behind a publication; after a newer one, its own job issues.
      const form = await lockForm(tx, formId);
      if (!form || (await currentVersion(tx, formId))?.version !== plan.version) return null;
      const issued = await issueBatch(ctx, tx, plan, batch, signingKey);
      let superseded = 0;
      for (const [key, ids] of plan.toSupersede) {
        // Each by its replacement, in the replacement's batch; those with none, in the last batch.
        const replacement = issued.get(key);
        if (!replacement && (planned.has(key) || !last)) continue;
        const rows = await tx
          .update(certificates)
          .set({ status: 'superseded', supersededBy: replacement ?? null })
          .where(and(inArray(certificates.id, ids), eq(certificates.status, 'valid')))
          .returning({ id: certificates.id });
        superseded += rows.length;
      }
      return { issued: issued.size, superseded };
    });
    if (!done) break;
    summary.issued += done.issued;
    summary.superseded += done.superseded;
    options.onProgress?.(summary.issued, plan.toIssue.length);
  }
  return summary;
}

/** Writes a batch's certificates and their notices; returns the new certificate's id by key. */
async function issueBatch(
  ctx: AppContext,
  tx: Tx,
  plan: Plan,
  batch: [string, Due][],
  signingKey: SigningKey,
): Promise<Map<string, string>> {
  const { form, event, version } = plan;
  const formId = form.id;
  // Another instance's run may have issued some of them since the plan was read.
  const already = batch.length
    ? await tx
        .select({ uid: certificates.uid, disciplineKey: certificates.disciplineKey, kind: certificates.kind })
        .from(certificates)
        .where(
          and(
            eq(certificates.formId, formId),
            eq(certificates.resultsVersion, version),
            inArray(
              certificates.uid,
              batch.map(([, item]) => item.uid),
            ),
          ),
        )
    : [];
  const issuedKeys = new Set(already.map(dueKey));
  const now = ctx.clock.now();
  const replacements = new Map<string, string>();
  const issuedNotices: NoticeInput[] = [];
  for (const [key, item] of batch) {
    if (issuedKeys.has(key)) continue;
    const number = await nextCertificateNumber(tx, now);
    const record: CertificateRecord = {
      format: 1,
      kind: item.kind,
      number,
      issuer: ISSUER,
      athlete: { name: item.name, nameInScript: item.nameInScript, uid: item.uid },
      competition: {
        formId,
        title: form.title,
        startDate: event?.startDate ?? '',
        endDate: event?.endDate ?? '',
      },
      discipline: { key: item.discipline.key, name: item.discipline.name },
      place: item.place,
      mark: item.mark,
      status: item.status,
      resultsVersion: version,
      issuedAt: now.toISOString(),
    };
    const [inserted] = await tx
      .insert(certificates)
      .values({
        number,
        kind: item.kind,
        formId,
        userId: item.userId,
        uid: item.uid,
        disciplineKey: item.discipline.key,
        resultsVersion: version,
        record,
        signedToken: signRecord(signingKey, record),
        createdAt: now,
      })
      .returning({ id: certificates.id });
    if (!inserted) continue;
    replacements.set(key, inserted.id);
    if (item.userId)
      issuedNotices.push({
        userId: item.userId,
        kind: 'certificate_issued',
        data: {
          name: item.name,
          form: { en: form.title, hi: form.titleHi || form.title },
          number,
          path: '/user/certificates',
        },
        idempotencyKey: `certificate_issued:${inserted.id}`,
        at: now,
      });
  }
  // The athletes hear of their certificates by notices written with them (decision 42).
  await queueNotices(tx, issuedNotices);
  return replacements;
}
