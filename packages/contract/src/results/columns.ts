import { type ResultColumn, type ResultIssue, resultColumns, rowIssue } from './issues.js';

/** Where each understood column is in the file; other columns are kept in the file but not read. */
export type ColumnPositions = Partial<Record<ResultColumn, number>>;

/** Header words compared without case, spaces or punctuation ("Bib No." is "bibno"). */
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Other names clerks give the same columns. */
const ALIASES: Record<string, ResultColumn> = {
  disciplinekey: 'discipline',
  event: 'discipline',
  bibno: 'bib',
  bibnumber: 'bib',
  result: 'mark',
  performance: 'mark',
  remark: 'remarks',
  dqrule: 'rule',
};

const columnOf = (text: string): ResultColumn | undefined => {
  const word = normalise(text);
  return (resultColumns as readonly string[]).includes(word) ? (word as ResultColumn) : ALIASES[word];
};

/**
 * Reads the header (row 1): its columns in any order, without regard to case, with other columns
 * allowed. `discipline`, one of `uid` and `bib`, and one of `mark` and `status` are required.
 */
export function readHeader(
  cells: readonly string[],
): { ok: true; columns: ColumnPositions } | { ok: false; issues: ResultIssue[] } {
  const columns: ColumnPositions = {};
  const issues: ResultIssue[] = [];
  cells.forEach((cell, index) => {
    const column = columnOf(cell);
    if (!column) return;
    if (columns[column] !== undefined) {
      issues.push(
        rowIssue(
          1,
          'RESULTS_COLUMN_TWICE',
          `The column "${column}" appears twice in the header; keep one.`,
          column,
        ),
      );
      return;
    }
    columns[column] = index;
  });
  const missing: string[] = [];
  if (columns.discipline === undefined) missing.push('discipline');
  if (columns.uid === undefined && columns.bib === undefined) missing.push('uid or bib');
  if (columns.mark === undefined && columns.status === undefined) missing.push('mark or status');
  if (missing.length > 0) {
    issues.push(
      rowIssue(
        1,
        'RESULTS_COLUMN_MISSING',
        `The header must name the columns ${missing.join(', ')} (found: ${cells.filter((c) => c.trim()).join(', ') || 'nothing'}).`,
      ),
    );
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, columns };
}
