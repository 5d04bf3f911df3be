import { describe, expect, it } from 'vitest';
import { errorCodeList } from '../shared/error-code-list.js';
import { checkResultsTable, MAX_RESULT_ROWS, type ResultsContext } from './check.js';
import { resultRowErrorCodes, resultsFileErrorCodes, resultWarningCodes } from './issues.js';
import { context } from './results.fixture.js';

const codes = (issues: { row: number; code: string }[]) => issues.map(({ row, code }) => [row, code]);

const header = ['discipline', 'uid', 'mark'];
const one = (cells: string[], extra: Partial<ResultsContext> = {}) =>
  checkResultsTable([header, cells], { ...context, ...extra });

describe('checkResultsTable: the header and the size of the file', () => {
  it('takes the columns in any order and case, with columns it does not know', () => {
    const table = [
      ['Notes', 'MARK', ' uid ', 'Discipline'],
      ['x', '12.31', 'klps2600001', '100M-T44'],
    ];
    const checked = checkResultsTable(table, context);
    expect(checked.errors).toEqual([]);
    expect(checked.rows[0]).toMatchObject({
      discipline: '100m-t44',
      uid: 'KLPS2600001',
      mark: 12_310,
      place: 1,
    });
  });

  it('names the columns missing from row 1', () => {
    const checked = checkResultsTable(
      [
        ['Name', 'Mark'],
        ['Asha', '12.31'],
      ],
      context,
    );
    expect(codes(checked.errors)).toEqual([[1, 'RESULTS_COLUMN_MISSING']]);
    expect(checked.errors[0]?.message).toBe(
      'Row 1: The header must name the columns discipline, uid or bib (found: Name, Mark).',
    );
    expect(codes(checkResultsTable([['discipline', 'bib']], context).errors)).toEqual([
      [1, 'RESULTS_COLUMN_MISSING'],
    ]);
    expect(codes(checkResultsTable([], context).errors)).toEqual([[1, 'RESULTS_COLUMN_MISSING']]);
  });

  it('refuses a column named twice', () => {
    const checked = checkResultsTable(
      [
        ['discipline', 'uid', 'mark', 'Result'],
        ['100m-t44', 'KLPS2600001', '1', '2'],
      ],
      context,
    );
    expect(checked.errors).toMatchObject([{ row: 1, code: 'RESULTS_COLUMN_TWICE', column: 'mark' }]);
  });

  it('refuses a header with no results below it', () => {
    expect(codes(checkResultsTable([header, ['', '', '']], context).errors)).toEqual([
      [2, 'RESULTS_NO_ROWS'],
    ]);
  });

  it(`takes ${MAX_RESULT_ROWS} rows and refuses one more with one error, before reading any row`, () => {
    const rows = (count: number) => [header, ...Array.from({ length: count }, () => ['nope', 'X', '1'])];
    const most = checkResultsTable(rows(MAX_RESULT_ROWS), context);
    expect(most.rows).toHaveLength(MAX_RESULT_ROWS);
    const tooMany = checkResultsTable(rows(100_000), context);
    expect(tooMany).toEqual({
      rows: [],
      errors: [
        {
          row: MAX_RESULT_ROWS + 2,
          code: 'RESULTS_TOO_MANY_ROWS',
          message: `Row ${MAX_RESULT_ROWS + 2}: The file has more than 20000 result rows; at most 20000 can be imported at once. Split it, for example by discipline.`,
        },
      ],
      warnings: [],
    });
  });
});

describe('checkResultsTable: matching rows to entries', () => {
  it('matches by bib when there is no UID, "007" in the file being bib 7', () => {
    const entries = [{ uid: 'KLPS2600099', bib: '7', disciplines: ['100m-t44'] }];
    const checked = checkResultsTable(
      [
        ['discipline', 'bib', 'mark'],
        ['100m-t44', '007', '12.00'],
      ],
      { ...context, entries },
    );
    expect(checked.errors).toEqual([]);
    expect(checked.rows[0]?.uid).toBe('KLPS2600099');
  });

  it('refuses a bib given to two entries when the row has no UID', () => {
    const entries = ['A', 'B'].map((n) => ({ uid: `KLPS26000${n}`, bib: '5', disciplines: ['100m-t44'] }));
    const checked = checkResultsTable(
      [
        ['discipline', 'bib', 'mark'],
        ['100m-t44', '5', '12.00'],
      ],
      { ...context, entries },
    );
    expect(codes(checked.errors)).toEqual([[2, 'RESULT_BIB_TWICE']]);
  });

  it('never matches by name', () => {
    const checked = checkResultsTable(
      [
        ['discipline', 'name', 'uid', 'mark'],
        ['100m-t44', 'Asha', '', '12.00'],
      ],
      context,
    );
    expect(codes(checked.errors)).toEqual([[2, 'RESULT_ATHLETE_MISSING']]);
  });

  it('lets an athlete have one result per round', () => {
    const table = [
      ['discipline', 'uid', 'mark', 'round', 'heat'],
      ['100m-t44', 'KLPS2600001', '12.40', 'heats', '1'],
      ['100m-t44', 'KLPS2600002', '12.30', 'heats', '2'],
      ['100m-t44', 'KLPS2600001', '12.20', 'Final', ''],
      ['100m-t44', 'KLPS2600002', '12.35', 'final', ''],
    ];
    const checked = checkResultsTable(table, context);
    expect(checked.errors).toEqual([]);
    expect(checked.rows.map((r) => r.place)).toEqual([1, 1, 1, 2]);
  });

  it('reads a status-only file and a rule column for a disqualification', () => {
    const table = [
      ['discipline', 'uid', 'status', 'rule'],
      ['100m-t44', 'KLPS2600005', 'DQ', 'R18.5'],
    ];
    expect(checkResultsTable(table, context).rows[0]).toMatchObject({ status: 'DQ', rule: 'R18.5' });
    expect(codes(one(['100m-t44', 'KLPS2600005', '']).errors)).toEqual([[2, 'RESULT_MARK_MISSING']]);
  });

  it('takes a status in the mark column, also when the status column says the same', () => {
    const table = [
      ['discipline', 'uid', 'mark', 'status'],
      ['100m-t44', 'KLPS2600005', 'dnf', ''],
      ['100m-t44', 'KLPS2600006', 'NM', 'NM'],
      ['100m-t44', 'KLPS2600001', 'DNS', 'DNF'],
    ];
    const checked = checkResultsTable(table, context);
    expect(checked.rows.map((r) => r.status)).toEqual(['DNF', 'NM', 'DNF']);
    expect(codes(checked.errors)).toEqual([[4, 'RESULT_MARK_WITH_STATUS']]);
  });

  it('refuses invisible characters and overlong text', () => {
    const table = [
      ['discipline', 'uid', 'mark', 'remarks'],
      ['100m-t44', 'KLPS2600001', '12.00', `ok\u0000`],
    ];
    expect(checkResultsTable(table, context).errors).toMatchObject([
      { row: 2, code: 'RESULT_CELL_INVALID', column: 'remarks' },
    ]);
  });
});

describe('result codes', () => {
  it('are all stable error codes', () => {
    for (const code of [...resultsFileErrorCodes, ...resultRowErrorCodes, ...resultWarningCodes]) {
      expect(errorCodeList).toContain(code);
    }
  });
});
