import type { ErrorCode } from '../shared/error-code-list.js';

/**
 * The problems a results file can have, as stable codes (listed with the other error codes, so the web
 * shows its own text for each) and the English sentence the server sends. Errors block publishing;
 * warnings are shown and must be acknowledged, but do not block.
 */

/** Problems with the file as a whole: nothing else is checked when one of these is found. */
export const resultsFileErrorCodes = [
  'RESULTS_COLUMN_MISSING',
  'RESULTS_COLUMN_TWICE',
  'RESULTS_NO_ROWS',
  'RESULTS_TOO_MANY_ROWS',
] as const satisfies readonly ErrorCode[];

/** Problems with one row that block publishing. */
export const resultRowErrorCodes = [
  'RESULT_DISCIPLINE_UNKNOWN',
  'RESULT_ATHLETE_MISSING',
  'RESULT_UID_UNKNOWN',
  'RESULT_UID_REQUIRED',
  'RESULT_UID_NOT_ATHLETE',
  'RESULT_BIB_UNKNOWN',
  'RESULT_UID_BIB_MISMATCH',
  'RESULT_NOT_ENTERED',
  'RESULT_BIB_TWICE',
  'RESULT_ATHLETE_TWICE',
  'RESULT_MARK_INVALID',
  'RESULT_MARK_NEGATIVE',
  'RESULT_MARK_MISSING',
  'RESULT_MARK_WITH_STATUS',
  'RESULT_STATUS_INVALID',
  'RESULT_CELL_INVALID',
] as const satisfies readonly ErrorCode[];

/** Problems with one row that an administrator must acknowledge before publishing. */
export const resultWarningCodes = [
  'RESULT_PLACE_DIFFERS',
  'RESULT_WIND_ASSISTED',
  'RESULT_FORMULA_CELL',
  // Found against the state records (records/import-warnings.ts), by the server after the check.
  'RESULT_WIND_BEATS_RECORD',
  'RESULT_NO_WIND_BEATS_RECORD',
  'RESULT_MARK_UNUSUAL',
] as const satisfies readonly ErrorCode[];

export type ResultsFileErrorCode = (typeof resultsFileErrorCodes)[number];
export type ResultRowErrorCode = (typeof resultRowErrorCodes)[number];
export type ResultWarningCode = (typeof resultWarningCodes)[number];
export type ResultErrorCode = ResultsFileErrorCode | ResultRowErrorCode;
export type ResultIssueCode = ResultErrorCode | ResultWarningCode;

/** The columns a results file may have; `rule` is the rule broken by a disqualification. */
export const resultColumns = [
  'discipline',
  'uid',
  'bib',
  'mark',
  'status',
  'rule',
  'wind',
  'place',
  'heat',
  'lane',
  'round',
  'remarks',
] as const;
export type ResultColumn = (typeof resultColumns)[number];

export interface ResultIssue<C extends ResultIssueCode = ResultIssueCode> {
  /** The spreadsheet's row number: the header is row 1, the first result row 2. */
  row: number;
  code: C;
  /** English, naming the row, for API clients; the web shows its own text for the code. */
  message: string;
  /** The column at fault, when one is. */
  column?: ResultColumn;
}

export const rowIssue = <C extends ResultIssueCode>(
  row: number,
  code: C,
  text: string,
  column?: ResultColumn,
): ResultIssue<C> => ({ row, code, message: `Row ${row}: ${text}`, ...(column ? { column } : {}) });

/** A cell's text as quoted in a message: trimmed to a readable length. */
export const quoteCell = (text: string): string => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
