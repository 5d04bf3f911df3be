import { describe, expect, it } from 'vitest';
import { errorCodeList } from '../shared/error-code-list.js';
import { checkResultsTable, MAX_RESULT_ROWS, type ResultsContext } from './check.js';
import { resultRowErrorCodes, resultsFileErrorCodes, resultWarningCodes } from './issues.js';
import { resultsCheck } from './schemas.js';

/** The competition the fixture belongs to: every kind of mark, 100m with the default kind (time). */
const context: ResultsContext = {
  disciplines: [
    { key: '100m-t44' },
    { key: '1500m-t11', resultKind: 'time' },
    { key: 'marathon-t12', resultKind: 'time' },
    { key: 'long-jump-t44', resultKind: 'distance' },
    { key: 'high-jump-t44', resultKind: 'height' },
    { key: 'boccia-bc1', resultKind: 'points' },
    { key: 'cycling-road', resultKind: 'place' },
  ],
  entries: [
    [1, '101', '100m-t44 long-jump-t44'],
    [2, '102', '100m-t44 high-jump-t44'],
    [3, '103', '100m-t44 long-jump-t44'],
    [4, '104', '100m-t44 long-jump-t44'],
    [5, '105', '100m-t44'],
    [6, '106', '100m-t44'],
    [7, '107', '1500m-t11'],
    [8, '108', '1500m-t11'],
    [9, null, 'marathon-t12'],
    [10, '110', 'boccia-bc1'],
    [11, '111', 'boccia-bc1'],
    [12, '112', 'cycling-road'],
    [13, '113', 'cycling-road'],
    [14, '114', '1500m-t11'],
    [16, '116', 'marathon-t12'],
    [17, '117', 'long-jump-t44'],
    [18, '118', 'boccia-bc1'],
    [19, '119', 'high-jump-t44'],
    [20, '120', '1500m-t11'],
    [21, '121', '100m-t44'],
  ].map(([n, bib, keys]) => ({
    uid: `KLPS26${String(n).padStart(5, '0')}`,
    bib: bib as string | null,
    disciplines: String(keys).split(' '),
  })),
};

// The same rows as apps/server/src/modules/results/fixtures/results.csv: rows 2-18 are right (apart
// from warnings), row 19 is blank, and each of rows 20-32 has an error.
const fixture = `Discipline,UID,Bib No.,MARK,Status,Wind,Place,Heat,Lane,Round,Remarks,Name
100m-t44,KLPS2600001,101,12.31,,+1.2,2,1,4,final,,Asha
100m-t44,KLPS2600002,102,12.05,,+1.2,1,1,5,final,,Bina
100m-t44,KLPS2600003,103,12.31,,+1.2,2,1,6,final,,Chitra
100m-t44,KLPS2600004,104,12.80,,+1.2,4,1,3,final,,Deepa
100m-t44,KLPS2600005,105,,DQ 17.3.1,,,1,7,final,false start,Esha
100m-t44,KLPS2600006,106,DNS,,,,1,8,final,,Farah
1500m-t11,KLPS2600007,107,4:35.20,,,1,,,,,Gita
1500m-t11,KLPS2600008,108,,DNF,,3,,,,,Hema
marathon-t12,KLPS2600009,,2:45:10.5,,,first,,,,,Indu
long-jump-t44,,101,5.95m,,+2.4,1,,,,,Asha
long-jump-t44,,103,5.80,,+1.1,2,,,,,Chitra
long-jump-t44,KLPS2600004,104,,NM,,,,,,,Deepa
high-jump-t44,KLPS2600002,102,1.65,,,1st,,,,,Bina
boccia-bc1,KLPS2600010,110,7,,,1,,,,,Jaya
boccia-bc1,KLPS2600011,111,4.5,,,2,,,,=HYPERLINK("http://example.test"),Kavya
cycling-road,KLPS2600012,112,1,,,,,,,,@SUM(A1)
cycling-road,KLPS2600013,113,,,,2,,,,,Meera
,,,,,,,,,,,
relay-4x100,KLPS2600001,101,50.00,,,,,,,,Asha
100m-t44,,,12.90,,,,,,,,Nobody
100m-t44,TNPS2600001,,12.90,,,,,,,,Other competition
100m-t44,,999,12.90,,,,,,,,Unknown bib
1500m-t11,KLPS2600014,107,4:40.00,,,,,,,,Neha
high-jump-t44,KLPS2600001,101,1.50,,,,,,,,Asha
100m-t44,KLPS2600002,102,12.10,,,,1,,final,,Bina again
marathon-t12,KLPS2600016,116,10.5.3,,,,,,,,Pooja
long-jump-t44,KLPS2600017,117,-5.20,,,,,,,,Rani
boccia-bc1,KLPS2600018,118,,,,,,,,,Sita
high-jump-t44,KLPS2600019,119,1.40,DNS,,,,,,,Tara
1500m-t11,KLPS2600020,120,4:50.00,OK,,,,,,,Uma
100m-t44,KLPS2600021,121,13.10,,calm,,2,0,,,Vani`;

const fixtureTable = fixture.split('\n').map((line) => line.split(','));

/** What the fixture must give: every error and warning, by row. */
const fixtureErrors = [
  [20, 'RESULT_DISCIPLINE_UNKNOWN'],
  [21, 'RESULT_ATHLETE_MISSING'],
  [22, 'RESULT_UID_UNKNOWN'],
  [23, 'RESULT_BIB_UNKNOWN'],
  [24, 'RESULT_UID_BIB_MISMATCH'],
  [24, 'RESULT_BIB_TWICE'],
  [25, 'RESULT_NOT_ENTERED'],
  [26, 'RESULT_ATHLETE_TWICE'],
  [27, 'RESULT_MARK_INVALID'],
  [28, 'RESULT_MARK_NEGATIVE'],
  [29, 'RESULT_MARK_MISSING'],
  [30, 'RESULT_MARK_WITH_STATUS'],
  [31, 'RESULT_STATUS_INVALID'],
  [32, 'RESULT_CELL_INVALID'],
  [32, 'RESULT_CELL_INVALID'],
];
const fixtureWarnings = [
  [9, 'RESULT_PLACE_DIFFERS'],
  [10, 'RESULT_PLACE_DIFFERS'],
  [11, 'RESULT_WIND_ASSISTED'],
  [16, 'RESULT_FORMULA_CELL'],
  [17, 'RESULT_FORMULA_CELL'],
];

const codes = (issues: { row: number; code: string }[]) => issues.map(({ row, code }) => [row, code]);

describe('checkResultsTable on the fixture', () => {
  const checked = checkResultsTable(fixtureTable, context);
  const row = (n: number) => checked.rows.find((item) => item.row === n);

  it('finds every error and every warning, each on its row', () => {
    expect(codes(checked.errors)).toEqual(fixtureErrors);
    expect(codes(checked.warnings)).toEqual(fixtureWarnings);
    for (const found of [...checked.errors, ...checked.warnings]) {
      expect(found.message).toMatch(new RegExp(`^Row ${found.row}: `));
    }
  });

  it('names the cell at fault in English', () => {
    const message = (n: number, code: string) =>
      [...checked.errors, ...checked.warnings].find((i) => i.row === n && i.code === code)?.message;
    expect(message(22, 'RESULT_UID_UNKNOWN')).toBe(
      'Row 22: No entry in this competition has the UID "TNPS2600001".',
    );
    expect(message(24, 'RESULT_BIB_TWICE')).toBe(
      'Row 24: The bib "107" is also given to another athlete in row 8.',
    );
    expect(message(26, 'RESULT_ATHLETE_TWICE')).toBe(
      'Row 26: The athlete with UID KLPS2600002 already has a result in "100m-t44", round "final" in row 3.',
    );
    expect(message(27, 'RESULT_MARK_INVALID')).toBe(
      'Row 27: The mark "10.5.3" cannot be read: enter a time such as 10.52, 4:05.30 or 2:15:30.00.',
    );
    expect(message(9, 'RESULT_PLACE_DIFFERS')).toBe(
      'Row 9: The file gives place 3, but the marks give no place (DNF).',
    );
    expect(message(11, 'RESULT_WIND_ASSISTED')).toMatch(/wind of \+2\.4 m\/s is over \+2\.0/);
    expect(checked.errors.filter((i) => i.row === 32).map((i) => i.column)).toEqual(['wind', 'lane']);
  });

  it('recomputes places per discipline, round and heat: ties share, statuses get none', () => {
    const placesOf = (rows: number[]) => rows.map((n) => row(n)?.place);
    // 100m: 12.31 and 12.31 tie for second, 12.80 is fourth, DQ and DNS have no place.
    expect(placesOf([2, 3, 4, 5, 6, 7])).toEqual([2, 1, 2, 4, null, null]);
    expect(placesOf([8, 9, 10])).toEqual([1, null, 1]); // 1500m with a DNF, marathon
    expect(placesOf([11, 12, 13, 14])).toEqual([1, 2, null, 1]); // long jump with an NM, high jump
    // Boccia (most points first), cycling (place-only, one given in the place column).
    expect(placesOf([15, 16, 17, 18])).toEqual([1, 2, 1, 2]);
    expect(checked.rows.filter((r) => r.row >= 20).every((r) => r.place === null && !r.valid)).toBe(true);
  });

  it('reads each kind of mark, the statuses and the other columns', () => {
    expect(row(3)).toMatchObject({
      kind: 'time',
      mark: 12_050,
      markText: '12.05',
      wind: 12,
      heat: '1',
      lane: 5,
    });
    expect(row(3)).toMatchObject({
      round: 'final',
      uid: 'KLPS2600002',
      bib: '102',
      filePlace: 1,
      valid: true,
    });
    expect(row(6)).toMatchObject({ status: 'DQ', rule: '17.3.1', mark: null, remarks: 'false start' });
    expect(row(7)).toMatchObject({ status: 'DNS', mark: null, markText: null });
    expect(row(10)).toMatchObject({ mark: 9_910_500, markText: '2:45:10.50', filePlace: null });
    expect(row(11)).toMatchObject({ kind: 'distance', mark: 595, uid: 'KLPS2600001', wind: 24 });
    expect(row(14)).toMatchObject({ kind: 'height', mark: 165, filePlace: 1 });
    expect(row(16)).toMatchObject({ kind: 'points', mark: 450, markText: '4.5' });
    expect(row(18)).toMatchObject({ kind: 'place', mark: 2 });
    expect(checked.rows.map((r) => r.row)).not.toContain(19);
  });

  it('fits the schema the preview travels in', () => {
    expect(resultsCheck.parse(checked)).toEqual(checked);
  });
});

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
