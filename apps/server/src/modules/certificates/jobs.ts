import type { CertificateJob } from '@para/contract';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type CertificateJobRow, certificateJobs } from '../../db/schema/certificates.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { issueCertificates } from './issue.js';

/**
 * Issuing in the background (decision 26). Publishing results queues a job row in its own transaction;
 * the job runs after the answer, and a timer takes up whatever is still queued (after a restart, or a
 * run that failed). Issuing is idempotent, so a job run twice issues nothing the second time.
 */

/** A run not finished by then is taken to have died with its instance and is run again. */
const LEASE_MS = 10 * 60_000;
/** A job that fails this many times stays failed until an administrator asks again. */
const MAX_ATTEMPTS = 3;

/** Certificates written so far by a job running in this instance (the database cannot show it mid-transaction). */
const progress = new Map<string, { done: number; total: number }>();

export type JobCause = CertificateJobRow['cause'];

/**
 * Queues issuing for a form, in the caller's transaction. A job already queued for the form stands for
 * this one too (it will read the newest version when it runs).
 */
export async function queueCertificateJob(
  db: DbOrTx,
  formId: string,
  cause: JobCause,
  resultsVersion: number | null,
  at: Date,
): Promise<CertificateJobRow> {
  const [waiting] = await db
    .select()
    .from(certificateJobs)
    .where(and(eq(certificateJobs.formId, formId), eq(certificateJobs.state, 'queued')))
    .limit(1);
  if (waiting) {
    const [updated] = await db
      .update(certificateJobs)
      .set({ resultsVersion: resultsVersion ?? waiting.resultsVersion })
      .where(eq(certificateJobs.id, waiting.id))
      .returning();
    return updated ?? waiting;
  }
  const [job] = await db
    .insert(certificateJobs)
    .values({ formId, cause, resultsVersion, requestedAt: at })
    .returning();
  if (!job) throw new AppError(500, 'The issuing job could not be queued.');
  return job;
}

/** Takes the oldest job due: queued, or running past its lease. Two instances never take the same one. */
async function claimJob(ctx: AppContext): Promise<CertificateJobRow | undefined> {
  const now = ctx.clock.now();
  const due = ctx.db
    .select({ id: certificateJobs.id })
    .from(certificateJobs)
    .where(
      or(
        eq(certificateJobs.state, 'queued'),
        and(eq(certificateJobs.state, 'running'), lt(certificateJobs.leaseUntil, now)),
      ),
    )
    .orderBy(asc(certificateJobs.seq))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await ctx.db
    .update(certificateJobs)
    .set({
      state: 'running',
      attempts: sql`${certificateJobs.attempts} + 1`,
      startedAt: now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      error: null,
    })
    .where(inArray(certificateJobs.id, due))
    .returning();
  return job;
}

async function runJob(ctx: AppContext, job: CertificateJobRow): Promise<void> {
  progress.set(job.id, { done: 0, total: 0 });
  try {
    const summary = await issueCertificates(ctx, job.formId, {
      onProgress: (done, total) => progress.set(job.id, { done, total }),
    });
    await ctx.db
      .update(certificateJobs)
      .set({
        state: 'done',
        resultsVersion: summary.version,
        issued: summary.issued,
        superseded: summary.superseded,
        kept: summary.kept,
        finishedAt: ctx.clock.now(),
        leaseUntil: null,
      })
      .where(eq(certificateJobs.id, job.id));
  } catch (error) {
    const gone = error instanceof AppError && error.statusCode === 404;
    const giveUp = gone || job.attempts >= MAX_ATTEMPTS;
    // The log names the job and the error, never a certificate's content.
    ctx.logger.warn({ err: error, job: job.id, form: job.formId }, 'certificate issuing failed');
    await ctx.db
      .update(certificateJobs)
      .set({
        state: giveUp ? 'failed' : 'queued',
        error: gone ? 'The competition no longer exists.' : 'Issuing failed; it is tried again.',
        finishedAt: giveUp ? ctx.clock.now() : null,
        leaseUntil: null,
      })
      .where(eq(certificateJobs.id, job.id));
  } finally {
    progress.delete(job.id);
  }
}

let running: Promise<number> | null = null;
let again = false;

/** Runs every job due, one after another; resolves with how many ran. One run at a time per instance. */
export function runCertificateJobs(ctx: AppContext): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let count = 0;
    do {
      again = false;
      for (let job = await claimJob(ctx); job; job = await claimJob(ctx)) {
        await runJob(ctx, job);
        count += 1;
      }
    } while (again);
    return count;
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Starts the jobs after the current answer (publishing does not wait for its certificates). */
export function kickCertificateJobs(ctx: AppContext): void {
  if (ctx.config.certificateJobs !== 'auto') return;
  setImmediate(() => {
    runCertificateJobs(ctx).catch((error: unknown) =>
      ctx.logger.warn({ err: error }, 'certificate jobs could not run'),
    );
  });
}

/** Waits for a run under way (a clean stop, and tests). */
export async function drainCertificateJobs(): Promise<void> {
  while (running) await running.catch(() => undefined);
}

/**
 * At start: jobs left running by this instance's previous life are queued again at once instead of
 * waiting for their lease (one instance runs the jobs, as one holds the data directory).
 */
export async function requeueInterruptedJobs(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .update(certificateJobs)
    .set({ state: 'queued', leaseUntil: null })
    .where(eq(certificateJobs.state, 'running'))
    .returning({ id: certificateJobs.id });
  return rows.length;
}

export const toCertificateJob = (row: CertificateJobRow): CertificateJob => ({
  id: row.id,
  state: row.state,
  cause: row.cause,
  resultsVersion: row.resultsVersion,
  issued: row.issued,
  superseded: row.superseded,
  kept: row.kept,
  progress: row.state === 'running' ? (progress.get(row.id) ?? null) : null,
  error: row.error,
  requestedAt: row.requestedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The newest job of each form. */
export async function latestJobs(db: DbOrTx, formIds: string[]): Promise<Map<string, CertificateJobRow>> {
  if (formIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([certificateJobs.formId])
    .from(certificateJobs)
    .where(inArray(certificateJobs.formId, formIds))
    .orderBy(certificateJobs.formId, sql`${certificateJobs.seq} desc`);
  return new Map(rows.map((row) => [row.formId, row]));
}
