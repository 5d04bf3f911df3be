import type { ResultKind } from '../competitions/schemas.js';
import { formatMark, type MarkErrorCode, parseMark } from '../results/marks.js';

/**
 * A selection's performance standards, as an administrator writes them on screen or in a file: one per
 * discipline (the key the competitions' forms use), sport class and gender, the mark written as in a
 * results file ("12.80", "5.40", "1:05.30"). Pure: the server and the web check a table the same way.
 */

export const standardGenders = ['male', 'female', 'any'] as const;
export type StandardGender = (typeof standardGenders)[number];

/** A file of standards holds at most this many rows (a national body's table has a few hundred). */
export const MAX_STANDARD_ROWS = 2000;

export const standardIssueCodes = [
  'STANDARD_COLUMN_MISSING',
  'STANDARD_DISCIPLINE_UNKNOWN',
  'STANDARD_KIND_NOT_RANKED',
  'STANDARD_CLASS_MISSING',
  'STANDARD_GENDER_INVALID',
  'STANDARD_MARK_INVALID',
  'STANDARD_DUPLICATE',
  'STANDARD_TOO_MANY_ROWS',
] as const;
export type StandardIssueCode = (typeof standardIssueCodes)[number];

export interface StandardIssue {
  /** The row as the file or the list counts it: the header is row 1, the first standard row 2. */
  row: number;
  code: StandardIssueCode;
  /** English, naming the row and the field; the web words the code itself. */
  message: string;
  field?: 'discipline' | 'sportClass' | 'gender' | 'mark';
}

/** What the server knows of a discipline key from the competitions' forms. */
export interface StandardDiscipline {
  key: string;
  name: string;
  nameHi?: string | undefined;
  sport: string;
  resultKind: ResultKind;
}

export interface StandardRowInput {
  discipline: string;
  sportClass: string;
  gender: string;
  mark: string;
}

export interface CheckedStandard {
  row: number;
  discipline: string;
  sportClass: string;
  gender: StandardGender;
  kind: ResultKind;
  /** The mark in its kind's unit (milliseconds, centimetres, hundredths of a point). */
  markValue: number;
  /** The mark as the kind writes it ("12.80"). */
  mark: string;
}

export interface StandardsCheck {
  standards: CheckedStandard[];
  errors: StandardIssue[];
}

const EXAMPLES: Record<ResultKind, string> = {
  time: 'a time such as 12.80 or 1:05.30',
  distance: 'a distance in metres such as 5.40',
  height: 'a height in metres such as 1.60',
  points: 'points such as 610.5',
  place: 'a mark',
};

const GENDER_WORDS: Record<string, StandardGender> = {
  male: 'male',
  m: 'male',
  men: 'male',
  female: 'female',
  f: 'female',
  w: 'female',
  women: 'female',
  any: 'any',
  mixed: 'any',
};

const issue = (
  row: number,
  code: StandardIssueCode,
  text: string,
  field?: StandardIssue['field'],
): StandardIssue => ({ row, code, message: `Row ${row}: ${text}`, ...(field ? { field } : {}) });

/**
 * Checks standards one row at a time (`rows[0]` is row 2, the first under the header): the discipline
 * must be a known key whose marks rank by themselves, the class given, the gender male, female or any,
 * and the mark readable the way the discipline's kind is read. A discipline, class and gender given twice
 * is an error on the second row.
 */
export function checkStandards(
  rows: readonly StandardRowInput[],
  disciplines: ReadonlyMap<string, StandardDiscipline>,
): StandardsCheck {
  const standards: CheckedStandard[] = [];
  const errors: StandardIssue[] = [];
  if (rows.length > MAX_STANDARD_ROWS) {
    errors.push(
      issue(MAX_STANDARD_ROWS + 2, 'STANDARD_TOO_MANY_ROWS', `at most ${MAX_STANDARD_ROWS} standards.`),
    );
    return { standards, errors };
  }
  const seen = new Map<string, number>();
  rows.forEach((input, index) => {
    const row = index + 2;
    const key = input.discipline.trim().toLowerCase();
    const discipline = disciplines.get(key);
    const before = errors.length;
    if (!discipline) {
      errors.push(
        issue(
          row,
          'STANDARD_DISCIPLINE_UNKNOWN',
          `no competition has a discipline with the key "${input.discipline.trim().slice(0, 40)}".`,
          'discipline',
        ),
      );
    } else if (discipline.resultKind === 'place') {
      errors.push(
        issue(row, 'STANDARD_KIND_NOT_RANKED', `${discipline.name} is decided by places only.`, 'discipline'),
      );
    }
    const sportClass = input.sportClass.trim().toUpperCase();
    if (!/^[A-Z0-9]{1,12}$/.test(sportClass))
      errors.push(issue(row, 'STANDARD_CLASS_MISSING', 'give the sport class, such as T44.', 'sportClass'));
    const gender = GENDER_WORDS[input.gender.trim().toLowerCase()];
    if (!gender)
      errors.push(issue(row, 'STANDARD_GENDER_INVALID', 'the gender is male, female or any.', 'gender'));
    let markValue: number | null = null;
    if (discipline && discipline.resultKind !== 'place') {
      const parsed = parseMark(discipline.resultKind, input.mark.trim());
      if (parsed.ok) markValue = parsed.value;
      else errors.push(markIssue(row, parsed.code, input.mark, EXAMPLES[discipline.resultKind]));
    }
    if (errors.length > before || !discipline || !gender || markValue === null) return;
    const groupKey = `${discipline.key}|${sportClass}|${gender}`;
    const first = seen.get(groupKey);
    if (first !== undefined) {
      errors.push(
        issue(
          row,
          'STANDARD_DUPLICATE',
          `${discipline.key} ${sportClass} ${gender} already has a standard on row ${first}.`,
          'discipline',
        ),
      );
      return;
    }
    seen.set(groupKey, row);
    standards.push({
      row,
      discipline: discipline.key,
      sportClass,
      gender,
      kind: discipline.resultKind,
      markValue,
      mark: formatMark(discipline.resultKind, markValue),
    });
  });
  return { standards, errors };
}

function markIssue(row: number, code: MarkErrorCode, text: string, example: string): StandardIssue {
  const quoted = text.trim().slice(0, 40);
  return issue(
    row,
    'STANDARD_MARK_INVALID',
    code === 'RESULT_MARK_MISSING'
      ? `the mark is missing: write ${example}.`
      : `"${quoted}" is not ${example}.`,
    'mark',
  );
}

/** The columns a standards file is read by (any order; the header names them, in any case). */
export const standardColumns = ['discipline', 'class', 'gender', 'mark'] as const;

const HEADER_NAMES: Record<string, (typeof standardColumns)[number]> = {
  discipline: 'discipline',
  event: 'discipline',
  class: 'class',
  sportclass: 'class',
  'sport class': 'class',
  gender: 'gender',
  mark: 'mark',
  standard: 'mark',
};

/**
 * A standards table as rows (`table[0]` the header): finds the four columns by name, and gives each row
 * below as input for `checkStandards`. Empty rows are kept (and refused), so row numbers stay the file's.
 */
export function standardsFromTable(table: readonly (readonly string[])[]): {
  rows: StandardRowInput[];
  errors: StandardIssue[];
} {
  const header = table[0] ?? [];
  const positions = new Map<(typeof standardColumns)[number], number>();
  header.forEach((cell, index) => {
    const name = HEADER_NAMES[cell.trim().toLowerCase().replace(/_/g, ' ')];
    if (name && !positions.has(name)) positions.set(name, index);
  });
  const missing = standardColumns.filter((column) => !positions.has(column));
  if (missing.length > 0)
    return {
      rows: [],
      errors: [issue(1, 'STANDARD_COLUMN_MISSING', `the header needs the columns ${missing.join(', ')}.`)],
    };
  let body = table.slice(1);
  while (body.length > 0 && (body[body.length - 1] ?? []).every((cell) => cell.trim() === ''))
    body = body.slice(0, -1);
  const cell = (row: readonly string[], column: (typeof standardColumns)[number]) =>
    row[positions.get(column) ?? -1] ?? '';
  return {
    rows: body.map((row) => ({
      discipline: cell(row, 'discipline'),
      sportClass: cell(row, 'class'),
      gender: cell(row, 'gender'),
      mark: cell(row, 'mark'),
    })),
    errors: [],
  };
}
