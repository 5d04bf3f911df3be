import { createHash } from 'node:crypto';
import {
  type CheckedResult,
  checkResultsTable,
  type ResultsImport,
  resultsFileErrorCodes,
} from '@para/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { entryForms } from '../../db/schema/competitions.js';
import { type ResultImportRow, resultImports, resultVersions } from '../../db/schema/results.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { cleanFileName, readUploadedFile } from '../../lib/uploads.js';
import { assignBibs } from '../competitions/start-list.js';
import { recordImportWarnings } from '../records/records.service.js';
import { formEntrants, uidsInTable } from './archive-entrants.js';
import { readTable } from './read-table.js';

/** A results file is at most this large (a 10,000-row .xlsx is about 400 KB). */
export const MAX_RESULTS_FILE_BYTES = 10 * 1024 * 1024;

/**
 * The results a row set would publish, as one SHA-256: the same results give the same hash whatever
 * the file's order, format or extra columns, so re-importing a file is seen to change nothing.
 */
export function resultsHash(rows: readonly CheckedResult[]): string {
  const lines = rows
    .map((row) =>
      JSON.stringify([
        row.discipline,
        row.uid,
        row.round,
        row.heat,
        row.mark,
        row.status,
        row.rule,
        row.wind,
        row.lane,
        row.remarks,
        row.place,
      ]),
    )
    .sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/** The newest published version of a form, if any. */
export async function currentVersion(db: DbOrTx, formId: string) {
  const [row] = await db
    .select()
    .from(resultVersions)
    .where(eq(resultVersions.formId, formId))
    .orderBy(desc(resultVersions.version))
    .limit(1);
  return row;
}

export const toResultsImport = (row: ResultImportRow, publishedSha: string | undefined): ResultsImport => ({
  importId: row.id,
  formId: row.formId,
  fileName: row.fileName,
  format: row.format,
  rows: row.rows,
  errors: row.errors,
  warnings: row.warnings,
  createdAt: row.createdAt.toISOString(),
  publishedVersion: row.publishedVersion,
  sameAsPublished: publishedSha === row.contentSha256,
});

const formIdField = z.uuid();

/**
 * Reads one multipart upload (field "formId", then the file), checks every row against the form's
 * entrants and keeps it as an import. Problems with the file as a whole are refused (nothing kept);
 * problems with rows are kept with the import, to be corrected before publishing.
 */
export async function importResults(
  ctx: AppContext,
  adminId: string,
  request: FastifyRequest,
): Promise<ResultsImport> {
  if (!request.isMultipart())
    throw new AppError(415, 'Send the file as multipart/form-data.', null, 'NOT_MULTIPART');
  const part = await request.file({ limits: { fileSize: MAX_RESULTS_FILE_BYTES, files: 1, fields: 5 } });
  if (!part)
    throw badRequest(
      'No file was received. Please choose a results file.',
      { fields: { file: 'Choose a file.' } },
      'FILE_MISSING',
    );
  const field = part.fields.formId;
  const formId = field && 'value' in field ? String(field.value) : '';
  if (!formIdField.safeParse(formId).success) {
    part.file.resume();
    throw badRequest(
      'Name the competition (the field "formId", sent before the file).',
      { fields: { formId: 'Choose the competition.' } },
      'VALIDATION_FAILED',
    );
  }
  const bytes = await readUploadedFile(part, MAX_RESULTS_FILE_BYTES);
  const [form] = await ctx.db.select().from(entryForms).where(eq(entryForms.id, formId));
  if (!form || form.status === 'draft') throw notFound('No such entry form.', 'FORM_NOT_FOUND');
  const table = await readTable(bytes);
  if (!form.archive) await assignBibs(ctx, formId);
  const entrants = await formEntrants(ctx.db, form, uidsInTable(table.rows));
  const check = checkResultsTable(table.rows, {
    disciplines: form.disciplines,
    entries: entrants,
    matchBy: form.archive ? 'uid' : 'uid-or-bib',
  });
  const fileError = check.errors.find((issue) =>
    (resultsFileErrorCodes as readonly string[]).includes(issue.code),
  );
  if (fileError) throw badRequest(fileError.message, { errors: check.errors }, fileError.code);
  const classes = new Map(entrants.map((entrant) => [entrant.uid, entrant.classes]));
  const fromRecords = await recordImportWarnings(ctx.db, formId, form.disciplines, check.rows, classes);
  check.warnings = [...check.warnings, ...fromRecords].sort((a, b) => a.row - b.row);

  const now = ctx.clock.now();
  const fileName = cleanFileName(part.filename, `results.${table.format}`);
  const row = await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'results.import', targetType: 'result_import', at: now },
    async (tx) => {
      const [stored] = await tx
        .insert(resultImports)
        .values({
          formId,
          fileName,
          format: table.format,
          contentSha256: resultsHash(check.rows),
          rows: check.rows,
          errors: check.errors,
          warnings: check.warnings,
          createdBy: adminId,
          createdAt: now,
        })
        .returning();
      if (!stored) throw new Error('results import not stored');
      return {
        result: stored,
        targetId: stored.id,
        changes: {
          formId,
          fileName,
          rows: check.rows.length,
          errors: check.errors.length,
          warnings: check.warnings.length,
        },
      };
    },
  );
  return toResultsImport(row, (await currentVersion(ctx.db, formId))?.contentSha256);
}

export async function findImport(db: DbOrTx, importId: string): Promise<ResultImportRow> {
  const [row] = await db.select().from(resultImports).where(eq(resultImports.id, importId));
  if (!row) throw notFound('No such results upload.', 'RESULTS_IMPORT_NOT_FOUND');
  return row;
}

export async function getResultsImport(ctx: AppContext, importId: string): Promise<ResultsImport> {
  const row = await findImport(ctx.db, importId);
  return toResultsImport(row, (await currentVersion(ctx.db, row.formId))?.contentSha256);
}
