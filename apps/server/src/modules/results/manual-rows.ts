import {
  type CheckedResult,
  type Discipline,
  formatMark,
  formatWind,
  type ResultColumn,
} from '@para/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { results } from '../../db/schema/results.js';

/**
 * Results entered on screen are kept as rows of text in a results file's columns, so the file's check
 * reads them (decision 25). These turn stored results back into such rows.
 */

/** The columns a result entered on screen is written in (a file's, without place and bib). */
export const MANUAL_COLUMNS = [
  'discipline',
  'uid',
  'bib',
  'mark',
  'status',
  'rule',
  'wind',
  'heat',
  'lane',
  'round',
  'remarks',
] as const satisfies readonly ResultColumn[];

export type ManualCells = Record<(typeof MANUAL_COLUMNS)[number], string>;

export const toTableRow = (cells: ManualCells): string[] => MANUAL_COLUMNS.map((column) => cells[column]);

/**
 * A checked row written back as cells. A row that lost its athlete (an entry withdrawn since) keeps
 * its bib, so the check names the row again instead of dropping it.
 */
export function cellsOfChecked(row: CheckedResult): ManualCells {
  return {
    discipline: row.discipline,
    uid: row.uid ?? '',
    bib: row.uid ? '' : (row.bib ?? ''),
    mark: row.markText ?? (row.kind && row.mark !== null ? formatMark(row.kind, row.mark) : ''),
    status: row.status ?? '',
    rule: row.rule ?? '',
    wind: row.wind === null ? '' : formatWind(row.wind),
    heat: row.heat ?? '',
    lane: row.lane === null ? '' : String(row.lane),
    round: row.round ?? '',
    remarks: row.remarks ?? '',
  };
}

/** A published version's results as cells, in the order they were published. */
export async function cellsOfVersion(
  db: DbOrTx,
  formId: string,
  version: number,
  disciplines: readonly Discipline[],
): Promise<ManualCells[]> {
  const kinds = new Map(disciplines.map((item) => [item.key, item.resultKind]));
  const rows = await db
    .select()
    .from(results)
    .where(and(eq(results.formId, formId), eq(results.version, version)))
    .orderBy(asc(results.row));
  return rows.map((row) => {
    const kind = kinds.get(row.disciplineKey);
    return {
      discipline: row.disciplineKey,
      uid: row.uid,
      bib: '',
      mark: kind && row.markValue !== null ? formatMark(kind, row.markValue) : '',
      status: row.status ?? '',
      rule: row.rule ?? '',
      wind: row.wind === null ? '' : formatWind(row.wind),
      heat: row.heat ?? '',
      lane: row.lane === null ? '' : String(row.lane),
      round: row.round ?? '',
      remarks: row.remarks ?? '',
    };
  });
}
