import type { ResultKind } from '../competitions/schemas.js';
import { hasUnsafeCharacters } from '../shared/text-safety.js';
import type { ColumnPositions } from './columns.js';
import { quoteCell, type ResultColumn, type ResultIssue, rowIssue } from './issues.js';
import {
  formatWind,
  MAX_RECORD_WIND_TENTHS,
  parseMark,
  parseStatus,
  parseWind,
  type ResultStatus,
} from './marks.js';

/** What one row says once read, before it is compared with the other rows. */
export interface ReadRow {
  row: number;
  /** The discipline's key as written (lower case, trimmed). */
  discipline: string;
  kind: ResultKind | null;
  uid: string | null;
  bib: string | null;
  mark: number | null;
  status: ResultStatus | null;
  rule: string | null;
  /** Tenths of a metre per second. */
  wind: number | null;
  heat: string | null;
  lane: number | null;
  round: string | null;
  remarks: string | null;
  /** The place the file gives, when it gives a readable one. */
  filePlace: number | null;
  /** The place cell's text when it is not a place (it is only warned about: places are recomputed). */
  unreadablePlace: string | null;
  /** The mark or status could be read for a known discipline: the row takes part in the placing. */
  placeable: boolean;
}

const LIMITS: Partial<Record<ResultColumn, number>> = { rule: 100, heat: 20, round: 40, remarks: 500 };

/** Reads one data row; the errors and warnings that concern only this row go to `issues`. */
export function readRow(
  cells: readonly string[],
  row: number,
  columns: ColumnPositions,
  kindOf: (discipline: string) => ResultKind | undefined,
  issues: ResultIssue[],
): ReadRow {
  const faulty = new Set<ResultColumn>();
  const report = (found: ResultIssue) => {
    issues.push(found);
    if (found.column) faulty.add(found.column);
  };
  const cell = (column: ResultColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const text = (column: ResultColumn): string | null => {
    const value = cell(column);
    if (value === '') return null;
    const limit = LIMITS[column] ?? 100;
    if (hasUnsafeCharacters(value) || value.length > limit) {
      report(
        rowIssue(
          row,
          'RESULT_CELL_INVALID',
          `The ${column} is longer than ${limit} characters or holds invisible characters.`,
          column,
        ),
      );
      return null;
    }
    return value;
  };

  const discipline = cell('discipline').toLowerCase();
  const kind = discipline === '' ? undefined : kindOf(discipline);
  if (!kind) {
    report(
      rowIssue(
        row,
        'RESULT_DISCIPLINE_UNKNOWN',
        discipline === ''
          ? 'The discipline is empty.'
          : `The discipline ${quoteCell(discipline)} is not on this competition's entry form.`,
        'discipline',
      ),
    );
  }
  const read: ReadRow = {
    row,
    discipline,
    kind: kind ?? null,
    uid: text('uid'),
    bib: text('bib'),
    mark: null,
    status: null,
    rule: null,
    wind: null,
    heat: text('heat'),
    lane: null,
    round: text('round'),
    remarks: text('remarks'),
    filePlace: null,
    unreadablePlace: null,
    placeable: false,
  };
  if (read.uid === null && read.bib === null && !faulty.has('uid') && !faulty.has('bib')) {
    report(rowIssue(row, 'RESULT_ATHLETE_MISSING', 'The row has neither a UID nor a bib number.', 'uid'));
  }

  readPerformance(read, cell('mark'), cell('status'), text('rule'), cell('place'), report);

  const wind = cell('wind');
  if (wind !== '') {
    const parsed = parseWind(wind);
    if (parsed.ok) read.wind = parsed.value;
    else report(rowIssue(row, parsed.code, parsed.reason, 'wind'));
  }
  if (read.wind !== null && read.wind > MAX_RECORD_WIND_TENTHS && read.mark !== null) {
    report(
      rowIssue(
        row,
        'RESULT_WIND_ASSISTED',
        `The wind of ${formatWind(read.wind)} m/s is over +2.0: the mark stands but cannot count for a record.`,
        'wind',
      ),
    );
  }
  const lane = cell('lane');
  if (lane !== '') {
    if (/^\d{1,2}$/.test(lane) && Number(lane) > 0) read.lane = Number(lane);
    else
      report(
        rowIssue(
          row,
          'RESULT_CELL_INVALID',
          `The lane ${quoteCell(lane)} is not a number from 1 to 99.`,
          'lane',
        ),
      );
  }

  // Cells that a spreadsheet would take for a formula, in any column (unread ones too), unless the cell
  // was read as a valid value (a wind of +1.8) or is already reported as an error.
  const named = new Map(Object.entries(columns).map(([column, index]) => [index, column as ResultColumn]));
  cells.forEach((value, index) => {
    const column = named.get(index);
    if (!/^\s*[=+\-@]/.test(value) || (column && faulty.has(column))) return;
    if (column === 'wind' && read.wind !== null) return;
    issues.push(
      rowIssue(
        row,
        'RESULT_FORMULA_CELL',
        `The ${column ?? `column ${index + 1}`} cell ${quoteCell(value.trim())} starts like a spreadsheet formula; it is read as text, never calculated.`,
        column,
      ),
    );
  });
  return read;
}

const ORDINAL = /^(\d{1,6})(?:st|nd|rd|th)?\.?$/i;

/** The mark, the status and the file's place; a place-only discipline may give its mark as the place. */
function readPerformance(
  read: ReadRow,
  markText: string,
  statusText: string,
  rule: string | null,
  placeText: string,
  report: (found: ResultIssue) => void,
): void {
  const { row, kind } = read;
  const place = ORDINAL.exec(placeText);
  if (place && Number(place[1]) > 0) read.filePlace = Number(place[1]);
  else if (placeText !== '') read.unreadablePlace = placeText;

  let statusCell = statusText;
  let mark = markText;
  // A status written in the mark column ("DNS" as the mark) is read as the status; the same status in
  // both columns is said once.
  const markAsStatus = mark === '' ? null : parseStatus(mark);
  if (markAsStatus?.ok) {
    const same = parseStatus(statusCell);
    if (statusCell === '' || (same.ok && same.value.status === markAsStatus.value.status)) {
      statusCell = statusCell || mark;
      mark = '';
    }
  }
  const status = parseStatus(statusCell);
  if (!status.ok) {
    report(rowIssue(row, status.code, status.reason, 'status'));
    return;
  }
  read.status = status.value.status;
  read.rule = read.status === 'DQ' ? (status.value.rule ?? rule) : null;
  if (!kind) return;
  if (read.status !== null) {
    if (mark !== '') {
      report(
        rowIssue(
          row,
          'RESULT_MARK_WITH_STATUS',
          `The row has both the mark ${quoteCell(mark)} and the status ${read.status}; leave the mark empty or remove the status.`,
          'mark',
        ),
      );
      return;
    }
    read.placeable = true;
    return;
  }
  if (mark === '' && kind === 'place' && read.filePlace !== null) mark = String(read.filePlace);
  const parsed = parseMark(kind, mark);
  if (!parsed.ok) {
    report(rowIssue(row, parsed.code, parsed.reason, 'mark'));
    return;
  }
  read.mark = parsed.value;
  read.placeable = true;
}
