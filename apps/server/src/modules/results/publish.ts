import type { PublishedResults } from '@para/contract';
import { eq } from 'drizzle-orm';
import { entryForms } from '../../db/schema/competitions.js';
import { resultImports, results, resultVersions } from '../../db/schema/results.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { queueCertificateJob } from '../certificates/jobs.js';
import { lockForm } from '../competitions/places.js';
import { queueNotices } from '../notices/index.js';
import { refreshFormRecords } from '../records/refresh.js';
import { formEntrants } from './archive-entrants.js';
import { currentVersion, findImport } from './imports.js';

/** Rows written per INSERT (16 columns each: well under PostgreSQL's 65,535 parameters). */
const INSERT_BATCH = 1000;

export interface PublishInput {
  acknowledgeWarnings: boolean;
  reason: string;
}

/**
 * Publishes an import as the form's next results version. Refused while rows have errors, and while
 * warnings are not acknowledged; a correction of published results needs a reason. The same results
 * as the version published now change nothing. The form's row is locked, so two publications never
 * make the same version.
 */
export async function publishResults(
  ctx: AppContext,
  adminId: string,
  importId: string,
  input: PublishInput,
): Promise<PublishedResults> {
  const found = await findImport(ctx.db, importId);
  if (found.errors.length > 0) {
    const rows = [...new Set(found.errors.map((issue) => issue.row))];
    throw new AppError(
      422,
      `The results cannot be published: ${rows.length === 1 ? 'row' : 'rows'} ${rows.slice(0, 20).join(', ')}${rows.length > 20 ? '…' : ''} ${rows.length === 1 ? 'has an error' : 'have errors'}. Correct the file and upload it again.`,
      { rows, errors: found.errors },
      'RESULTS_HAVE_ERRORS',
    );
  }
  if (found.warnings.length > 0 && !input.acknowledgeWarnings) {
    throw badRequest(
      `There ${found.warnings.length === 1 ? 'is 1 warning' : `are ${found.warnings.length} warnings`}: read them and confirm before publishing.`,
      {
        rows: [...new Set(found.warnings.map((issue) => issue.row))],
        warnings: found.warnings,
        fields: { acknowledgeWarnings: 'Confirm that you have read the warnings.' },
      },
      'RESULTS_WARNINGS_NOT_ACKNOWLEDGED',
    );
  }
  const reason = input.reason.trim();

  return ctx.db.transaction(async (tx) => {
    await lockForm(tx, found.formId);
    const now = ctx.clock.now();
    const current = await currentVersion(tx, found.formId);
    if (current && current.contentSha256 === found.contentSha256) {
      await tx
        .update(resultImports)
        .set({ publishedVersion: current.version })
        .where(eq(resultImports.id, found.id));
      return {
        formId: found.formId,
        version: current.version,
        publishedAt: current.publishedAt.toISOString(),
        count: current.count,
        changed: false,
      };
    }
    if (current && reason.length < 3) {
      throw badRequest(
        `Version ${current.version} of these results is published: give the reason for the correction.`,
        { fields: { reason: 'Give the reason for the correction (at least 3 characters).' } },
        'RESULTS_REASON_REQUIRED',
      );
    }
    // The entrants as they are now: an athlete withdrawn since the upload cannot be published.
    const [form] = await tx.select().from(entryForms).where(eq(entryForms.id, found.formId));
    if (!form) throw conflict('The competition has been deleted.');
    const named = found.rows.flatMap((row) => (row.uid ? [row.uid] : []));
    const entrants = new Map((await formEntrants(tx, form, named)).map((item) => [item.uid, item]));
    const gone = found.rows.filter((row) => row.uid === null || !entrants.has(row.uid));
    if (gone.length > 0) {
      throw conflict('The entries have changed since this file was uploaded. Upload the file again.', {
        rows: gone.map((row) => row.row),
      });
    }
    const version = (current?.version ?? 0) + 1;
    await tx.insert(resultVersions).values({
      formId: found.formId,
      version,
      importId: found.id,
      contentSha256: found.contentSha256,
      count: found.rows.length,
      reason: current ? reason : '',
      publishedBy: adminId,
      publishedAt: now,
    });
    const values = found.rows.map((row) => {
      const entrant = entrants.get(row.uid as string);
      return {
        formId: found.formId,
        version,
        row: row.row,
        disciplineKey: row.discipline,
        userId: entrant?.userId ?? null,
        uid: row.uid as string,
        bib: entrant?.bib ?? row.bib,
        markValue: row.mark,
        status: row.status,
        rule: row.rule,
        wind: row.wind,
        heat: row.heat,
        lane: row.lane,
        round: row.round,
        remarks: row.remarks,
        place: row.place,
      };
    });
    for (let start = 0; start < values.length; start += INSERT_BATCH) {
      await tx.insert(results).values(values.slice(start, start + INSERT_BATCH));
    }
    await tx.update(resultImports).set({ publishedVersion: version }).where(eq(resultImports.id, found.id));
    // Certificates are issued after the answer, by a job queued with the version (decision 26).
    await queueCertificateJob(tx, found.formId, current ? 'correction' : 'publish', version, now);
    // Every athlete with a result is told once, when the competition's results first appear
    // (decision 42); a correction is not announced again.
    if (!current) {
      const named = new Map(
        values.flatMap((row) => (row.userId ? [[row.userId, entrants.get(row.uid)]] : [])),
      );
      await queueNotices(
        tx,
        [...named].map(([userId, entrant]) => ({
          userId,
          kind: 'results_published' as const,
          data: {
            name: entrant?.name ?? '',
            form: { en: form.title, hi: form.titleHi || form.title },
            path: '/user/events-results',
          },
          idempotencyKey: `results_published:${found.formId}:${userId}`,
          at: now,
        })),
      );
    }
    await refreshFormRecords(tx, found.formId, version, entrants);
    await recordAudit(tx, {
      actorId: adminId,
      action: current ? 'results.correct' : 'results.publish',
      targetType: 'entry_form',
      targetId: found.formId,
      changes: { importId: found.id, version, count: values.length, ...(current ? { reason } : {}) },
      at: now,
    });
    return {
      formId: found.formId,
      version,
      publishedAt: now.toISOString(),
      count: values.length,
      changed: true,
    };
  });
}
