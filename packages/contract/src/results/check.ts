import type { ResultKind } from '../competitions/schemas.js';
import { type ReadRow, readRow } from './check-row.js';
import { readHeader } from './columns.js';
import { quoteCell, type ResultIssue, resultWarningCodes, rowIssue } from './issues.js';
import { formatMark } from './marks.js';
import { computePlaces, placingHeat } from './places.js';

/** More data rows than this are refused at once (a 10,000-row file is the largest expected). */
export const MAX_RESULT_ROWS = 20_000;
/**
 * A file with something in a column past this one (AX) is refused before it is checked: the template
 * has 14 columns, and a cell far to the right (column XFD) would make every row 16,384 cells long.
 */
export const MAX_RESULT_COLUMNS = 50;

/** What the server knows of the competition, passed in as plain data. */
export interface ResultsContext {
  /** The form's disciplines; `resultKind` defaults to "time". */
  disciplines: readonly { key: string; resultKind?: ResultKind | undefined }[];
  /** The competition's entries that can have results (withdrawn ones left out by the caller). */
  entries: readonly { uid: string; bib: string | null; disciplines: readonly string[] }[];
  /**
   * 'uid' for a past competition that took no entries (decision 32): `entries` are the approved athletes
   * the file names, every row needs a UID, and a bib is only copied.
   */
  matchBy?: 'uid-or-bib' | 'uid';
}

/** One data row as checked: what it says, whom it is matched to, and its place from the marks. */
export interface CheckedResult extends Omit<ReadRow, 'placeable' | 'unreadablePlace' | 'uid'> {
  /** The UID of the entry the row is matched to (by UID, else by bib); null when not matched. */
  uid: string | null;
  /** The mark as the kind writes it ("10.52", "6.45"), for previews; null without a mark. */
  markText: string | null;
  /** Recomputed from the marks within the discipline, round and heat (a final across its heats); null with a status or an error. */
  place: number | null;
  /** The row has no error. */
  valid: boolean;
}

export interface ResultsCheck {
  rows: CheckedResult[];
  /** Block publishing; each names its row. */
  errors: ResultIssue[];
  /** Need acknowledging before publishing. */
  warnings: ResultIssue[];
}

/** Bibs compared as written, but "007" in a file is the 7 a spreadsheet made of it. */
const bibKey = (bib: string) => {
  const text = bib.trim().toUpperCase();
  return /^\d+$/.test(text) ? String(Number(text)) : text;
};
const uidKey = (uid: string) => uid.trim().toUpperCase();
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Checks a whole results table (`table[0]` is the header, row 1 of the spreadsheet) against the
 * competition. Pure: the same table and context always give the same answer.
 */
export function checkResultsTable(
  table: readonly (readonly string[])[],
  context: ResultsContext,
): ResultsCheck {
  const header = readHeader(table[0] ?? []);
  if (!header.ok) return { rows: [], errors: header.issues, warnings: [] };
  let dataRows = 0;
  for (let index = 1; index < table.length; index += 1) {
    if (isBlank(table[index] ?? [])) continue;
    dataRows += 1;
    if (dataRows > MAX_RESULT_ROWS) {
      // Named by the first row over the limit; a reader may stop reading there (so no total is given).
      const text = `The file has more than ${MAX_RESULT_ROWS} result rows; at most ${MAX_RESULT_ROWS} can be imported at once. Split it, for example by discipline.`;
      return { rows: [], errors: [rowIssue(index + 1, 'RESULTS_TOO_MANY_ROWS', text)], warnings: [] };
    }
  }
  if (dataRows === 0) {
    return {
      rows: [],
      errors: [rowIssue(2, 'RESULTS_NO_ROWS', 'The file has a header but no results below it.')],
      warnings: [],
    };
  }

  const kinds = new Map(context.disciplines.map((d) => [d.key.toLowerCase(), d.resultKind ?? 'time']));
  const issues: ResultIssue[] = [];
  const read: ReadRow[] = [];
  table.forEach((cells, index) => {
    if (index > 0 && !isBlank(cells))
      read.push(readRow(cells, index + 1, header.columns, (d) => kinds.get(d), issues));
  });
  const uids = matchAthletes(read, context, issues);
  const isWarning = (found: ResultIssue) => (resultWarningCodes as readonly string[]).includes(found.code);
  const errorRows = new Set(issues.filter((found) => !isWarning(found)).map((found) => found.row));
  const places = placeRows(read, errorRows, issues);
  const errors = issues.filter((found) => !isWarning(found));
  const warnings = issues.filter(isWarning);
  const byRow = (a: ResultIssue, b: ResultIssue) => a.row - b.row;
  const rows = read.map(
    ({ placeable: _, unreadablePlace: __, ...row }, index): CheckedResult => ({
      ...row,
      uid: uids[index] ?? null,
      markText: row.kind && row.mark !== null ? formatMark(row.kind, row.mark) : null,
      place: places[index] ?? null,
      valid: !errorRows.has(row.row),
    }),
  );
  return { rows, errors: errors.sort(byRow), warnings: warnings.sort(byRow) };
}

type Entry = ResultsContext['entries'][number];

/** Matches each row to an entry by UID, else by bib (never by name), and finds repeats across rows. */
function matchAthletes(
  read: readonly ReadRow[],
  context: ResultsContext,
  issues: ResultIssue[],
): (string | null)[] {
  const byUid = new Map<string, Entry>();
  const byBib = new Map<string, Entry[]>();
  for (const entry of context.entries) {
    byUid.set(uidKey(entry.uid), entry);
    if (entry.bib) {
      const key = bibKey(entry.bib);
      byBib.set(key, [...(byBib.get(key) ?? []), entry]);
    }
  }
  const bibsInFile = new Map<string, { uid: string; row: number }>();
  const seen = new Map<string, number>();
  return read.map((row) => {
    let entry: Entry | undefined;
    if (context.matchBy === 'uid' && row.uid === null) {
      if (row.bib !== null)
        issues.push(
          rowIssue(
            row.row,
            'RESULT_UID_REQUIRED',
            'The row needs the athlete’s UID (a bib alone is not enough).',
            'uid',
          ),
        );
    } else if (context.matchBy === 'uid' && row.uid !== null) {
      entry = byUid.get(uidKey(row.uid));
      if (!entry)
        issues.push(
          rowIssue(
            row.row,
            'RESULT_UID_NOT_ATHLETE',
            `No approved athlete has the UID ${quoteCell(row.uid)}.`,
            'uid',
          ),
        );
    } else if (row.uid !== null) {
      entry = byUid.get(uidKey(row.uid));
      if (!entry) {
        issues.push(
          rowIssue(
            row.row,
            'RESULT_UID_UNKNOWN',
            `No entry in this competition has the UID ${quoteCell(row.uid)}.`,
            'uid',
          ),
        );
      } else if (row.bib !== null && (entry.bib === null || bibKey(entry.bib) !== bibKey(row.bib))) {
        const theirs = entry.bib === null ? 'has no bib' : `has bib ${entry.bib}`;
        issues.push(
          rowIssue(
            row.row,
            'RESULT_UID_BIB_MISMATCH',
            `The athlete with UID ${entry.uid} ${theirs}, not ${quoteCell(row.bib)}.`,
            'bib',
          ),
        );
      }
    } else if (row.bib !== null) {
      const found = byBib.get(bibKey(row.bib)) ?? [];
      if (found.length === 0) {
        issues.push(
          rowIssue(
            row.row,
            'RESULT_BIB_UNKNOWN',
            `No entry in this competition has the bib ${quoteCell(row.bib)}.`,
            'bib',
          ),
        );
      } else if (found.length > 1) {
        issues.push(
          rowIssue(
            row.row,
            'RESULT_BIB_TWICE',
            `The bib ${quoteCell(row.bib)} was given to ${found.length} athletes; add the UID.`,
            'bib',
          ),
        );
      } else entry = found[0];
    }
    // Two athletes with one bib in the file: the same bib written beside two different UIDs.
    if (row.bib !== null && row.uid !== null) {
      const first = bibsInFile.get(bibKey(row.bib));
      if (!first) bibsInFile.set(bibKey(row.bib), { uid: uidKey(row.uid), row: row.row });
      else if (first.uid !== uidKey(row.uid)) {
        issues.push(
          rowIssue(
            row.row,
            'RESULT_BIB_TWICE',
            `The bib ${quoteCell(row.bib)} is also given to another athlete in row ${first.row}.`,
            'bib',
          ),
        );
      }
    }
    if (!entry) return null;
    if (row.kind && !entry.disciplines.some((key) => key.toLowerCase() === row.discipline)) {
      issues.push(
        rowIssue(
          row.row,
          'RESULT_NOT_ENTERED',
          `The athlete with UID ${entry.uid} did not enter ${quoteCell(row.discipline)}.`,
          'uid',
        ),
      );
    }
    const once = `${row.discipline}\u0000${(row.round ?? '').toLowerCase()}\u0000${entry.uid}`;
    const earlier = seen.get(once);
    if (earlier === undefined) seen.set(once, row.row);
    else {
      const where = row.round
        ? `${quoteCell(row.discipline)}, round ${quoteCell(row.round)}`
        : quoteCell(row.discipline);
      issues.push(
        rowIssue(
          row.row,
          'RESULT_ATHLETE_TWICE',
          `The athlete with UID ${entry.uid} already has a result in ${where} in row ${earlier}.`,
          'uid',
        ),
      );
    }
    return entry.uid;
  });
}

/**
 * Places from the marks within each discipline, round and heat (a final's heats together: `placingHeat`),
 * and where the file's place differs.
 * Rows with an error take no part: their places appear once the file is corrected.
 */
function placeRows(
  read: readonly ReadRow[],
  errorRows: ReadonlySet<number>,
  issues: ResultIssue[],
): (number | null)[] {
  const groups = new Map<string, number[]>();
  read.forEach((row, index) => {
    if (!row.placeable || errorRows.has(row.row)) return;
    const key = [row.discipline, row.round ?? '', placingHeat(row.round, row.heat) ?? '']
      .map((part) => part.toLowerCase())
      .join('\u0000');
    const members = groups.get(key);
    if (members) members.push(index);
    else groups.set(key, [index]);
  });
  const places: (number | null)[] = read.map(() => null);
  for (const members of groups.values()) {
    const kind = (read[members[0] as number] as ReadRow).kind as ResultKind;
    const computed = computePlaces(
      kind,
      members.map((index) => read[index] as ReadRow),
    );
    members.forEach((index, position) => {
      places[index] = computed[position] ?? null;
    });
  }
  read.forEach((row, index) => {
    if (!row.placeable || errorRows.has(row.row)) return;
    const place = places[index] ?? null;
    const computed = place === null ? `no place (${row.status ?? 'no mark'})` : `place ${place}`;
    if (row.unreadablePlace !== null) {
      issues.push(
        rowIssue(
          row.row,
          'RESULT_PLACE_DIFFERS',
          `The place ${quoteCell(row.unreadablePlace)} is not a place; the marks give ${computed}.`,
          'place',
        ),
      );
    } else if (row.filePlace !== null && row.filePlace !== place) {
      issues.push(
        rowIssue(
          row.row,
          'RESULT_PLACE_DIFFERS',
          `The file gives place ${row.filePlace}, but the marks give ${computed}.`,
          'place',
        ),
      );
    }
  });
  return places;
}
