import {
  checkResultsTable,
  type ManualResults,
  type ResultIssue,
  type removeManualResultBody,
  type saveManualResultBody,
} from '@para/contract';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { entryForms } from '../../db/schema/competitions.js';
import { resultImports } from '../../db/schema/results.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { assignBibs } from '../competitions/start-list.js';
import { recordImportWarnings } from '../records/records.service.js';
import { type Entrant, resultEntrants } from './entrants.js';
import { currentVersion, resultsHash, toResultsImport } from './imports.js';
import {
  cellsOfChecked,
  cellsOfVersion,
  MANUAL_COLUMNS,
  type ManualCells,
  toTableRow,
} from './manual-rows.js';

/**
 * Results entered on screen (decision 25): each change is the whole competition's results written as
 * a file's rows, checked by the file's check, and kept as a new import of format "manual" — the draft.
 * Publishing the draft is publishing an import, so a change after publication is a correction.
 */

type SaveBody = z.output<typeof saveManualResultBody>;
type RemoveBody = z.output<typeof removeManualResultBody>;

/** The name the draft is kept under (an import's file name), shown only to administrators. */
const DRAFT_NAME = 'entered-on-screen';

async function loadForm(db: DbOrTx, formId: string) {
  const [form] = await db.select().from(entryForms).where(eq(entryForms.id, formId));
  if (!form || form.status === 'draft') throw notFound('No such entry form.', 'FORM_NOT_FOUND');
  return form;
}

/** The form's newest import, and it again as the draft when it is an unpublished one entered on screen. */
async function newestImport(db: DbOrTx, formId: string) {
  const [newest] = await db
    .select()
    .from(resultImports)
    .where(eq(resultImports.formId, formId))
    .orderBy(desc(resultImports.createdAt), desc(resultImports.id))
    .limit(1);
  const draft = newest && newest.format === 'manual' && newest.publishedVersion === null ? newest : undefined;
  return { newest, draft };
}

/** Where a change starts from: the draft's rows, else the published version's, else none. */
async function startingPoint(ctx: AppContext, formId: string) {
  const form = await loadForm(ctx.db, formId);
  const [{ newest, draft }, version] = await Promise.all([
    newestImport(ctx.db, formId),
    currentVersion(ctx.db, formId),
  ]);
  const cells = draft
    ? draft.rows.map(cellsOfChecked)
    : version
      ? await cellsOfVersion(ctx.db, formId, version.version, form.disciplines)
      : [];
  return { form, draft, version, cells, newestAt: newest?.createdAt };
}

/** Checks rows as a file's, with the warnings of the state records, as an upload is checked. */
async function checkCells(ctx: AppContext, form: Awaited<ReturnType<typeof loadForm>>, cells: ManualCells[]) {
  await assignBibs(ctx, form.id);
  const entrants = await resultEntrants(ctx.db, form.id);
  const check = checkResultsTable([[...MANUAL_COLUMNS], ...cells.map(toTableRow)], {
    disciplines: form.disciplines,
    entries: entrants,
  });
  const classes = new Map(entrants.map((entrant) => [entrant.uid, entrant.classes]));
  const fromRecords = await recordImportWarnings(ctx.db, form.id, form.disciplines, check.rows, classes);
  check.warnings = [...check.warnings, ...fromRecords].sort((a, b) => a.row - b.row);
  return { check, entrants };
}

const entrantsOf = (entrants: readonly Entrant[]): ManualResults['entrants'] =>
  entrants.map(({ uid, bib, name, district, disciplines }) => ({ uid, bib, name, district, disciplines }));

/** A competition's results for entering on screen. */
export async function manualResults(ctx: AppContext, formId: string): Promise<ManualResults> {
  const start = await startingPoint(ctx, formId);
  const { check, entrants } = await checkCells(ctx, start.form, start.cells);
  return {
    formId,
    publishedVersion: start.version?.version ?? 0,
    draft: start.draft ? toResultsImport(start.draft, start.version?.contentSha256) : null,
    rows: start.draft ? start.draft.rows : check.rows,
    entrants: entrantsOf(entrants),
  };
}

/** Refuses a change made on what is no longer the draft or version shown. */
function refuseIfChanged(
  start: Awaited<ReturnType<typeof startingPoint>>,
  body: { draftImportId: string | null; publishedVersion: number },
) {
  if (
    (start.draft?.id ?? null) !== body.draftImportId ||
    (start.version?.version ?? 0) !== body.publishedVersion
  ) {
    throw conflict(
      'The results were changed meanwhile (by another administrator, or in another tab). Load them again and make your change again.',
      null,
      'RESULTS_DRAFT_CHANGED',
    );
  }
}

function rowIndex(cells: readonly ManualCells[], row: number): number {
  const index = row - 2;
  if (index < 0 || index >= cells.length)
    throw badRequest(
      `There is no result in row ${row}.`,
      { fields: { row: 'No such result.' } },
      'VALIDATION_FAILED',
    );
  return index;
}

/**
 * The errors of the changed result as a 400 naming each field; its warnings need acknowledging. It was
 * checked as row `checkedAs`; its problems are told as of `row`, where it goes.
 */
function refuseRowProblems(
  checkedAs: number,
  row: number,
  check: { errors: ResultIssue[]; warnings: ResultIssue[] },
  acknowledged: boolean,
) {
  const own = (issues: ResultIssue[]) =>
    issues
      .filter((issue) => issue.row === checkedAs)
      .map((issue) => ({ ...issue, row, message: issue.message.replace(/^Row \d+: /, `Row ${row}: `) }));
  const fieldsOf = (issues: ResultIssue[]) =>
    Object.fromEntries(
      issues.map((issue) => [issue.column ?? 'result', issue.message.replace(/^Row \d+: /, '')]),
    );
  const errors = own(check.errors);
  const first = errors[0];
  if (first) {
    throw badRequest(
      first.message.replace(/^Row \d+: /, ''),
      { fields: fieldsOf(errors), errors },
      first.code,
    );
  }
  const warnings = own(check.warnings);
  if (warnings.length > 0 && !acknowledged) {
    throw badRequest(
      `This result gives ${warnings.length === 1 ? 'a warning' : `${warnings.length} warnings`}: read ${warnings.length === 1 ? 'it' : 'them'} and confirm.`,
      {
        warnings,
        fields: { ...fieldsOf(warnings), acknowledgeWarnings: 'Confirm that you have read the warnings.' },
      },
      'RESULTS_WARNINGS_NOT_ACKNOWLEDGED',
    );
  }
}

/** Keeps the checked rows as the new draft, with its audit entry. */
async function storeDraft(
  ctx: AppContext,
  adminId: string,
  formId: string,
  check: ReturnType<typeof checkResultsTable>,
  action: 'results.manual.save' | 'results.manual.remove',
  changes: Record<string, unknown>,
  newestAt: Date | undefined,
) {
  // Imports are ordered by their time: two changes in one millisecond must still come one after the other.
  const clock = ctx.clock.now();
  const now = newestAt && newestAt >= clock ? new Date(newestAt.getTime() + 1) : clock;
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action, targetType: 'result_import', at: now },
    async (tx) => {
      const [stored] = await tx
        .insert(resultImports)
        .values({
          formId,
          fileName: DRAFT_NAME,
          format: 'manual',
          contentSha256: resultsHash(check.rows),
          rows: check.rows,
          errors: check.errors,
          warnings: check.warnings,
          createdBy: adminId,
          createdAt: now,
        })
        .returning();
      if (!stored) throw new Error('manual results draft not stored');
      return { result: stored, targetId: stored.id, changes: { formId, ...changes } };
    },
  );
}

/** Adds one result, or replaces one, as a new draft; an error in it is refused, naming the field. */
export async function saveManualResult(
  ctx: AppContext,
  adminId: string,
  formId: string,
  body: SaveBody,
): Promise<ManualResults> {
  const start = await startingPoint(ctx, formId);
  refuseIfChanged(start, body);
  const cells = [...start.cells];
  const entered: ManualCells = { ...body.result, bib: '' };
  const index = body.row === null ? cells.length : rowIndex(cells, body.row);
  // Checked first as the last row, so a problem found between two rows (the same athlete twice) is
  // this result's, whichever row the other one is in.
  const others = cells.filter((_, position) => position !== index);
  const alone = await checkCells(ctx, start.form, [...others, entered]);
  const row = index + 2;
  refuseRowProblems(others.length + 2, row, alone.check, body.acknowledgeWarnings);
  cells[index] = entered;
  const { check } = await checkCells(ctx, start.form, cells);
  await storeDraft(
    ctx,
    adminId,
    formId,
    check,
    'results.manual.save',
    {
      row,
      replaced: body.row !== null,
      discipline: entered.discipline,
      uid: entered.uid,
    },
    start.newestAt,
  );
  return manualResults(ctx, formId);
}

/** Removes one result, as a new draft (published results keep it until the draft is published). */
export async function removeManualResult(
  ctx: AppContext,
  adminId: string,
  formId: string,
  body: RemoveBody,
): Promise<ManualResults> {
  const start = await startingPoint(ctx, formId);
  refuseIfChanged(start, body);
  const cells = [...start.cells];
  const [removed] = cells.splice(rowIndex(cells, body.row), 1);
  if (cells.length === 0) {
    throw badRequest(
      'This is the only result: results need at least one. Add the right result first, then remove this one.',
      { fields: { row: 'The only result cannot be removed.' } },
      'RESULTS_NO_ROWS',
    );
  }
  const { check } = await checkCells(ctx, start.form, cells);
  await storeDraft(
    ctx,
    adminId,
    formId,
    check,
    'results.manual.remove',
    {
      row: body.row,
      discipline: removed?.discipline,
      uid: removed?.uid,
    },
    start.newestAt,
  );
  return manualResults(ctx, formId);
}
