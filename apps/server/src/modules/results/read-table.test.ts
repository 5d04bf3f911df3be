import { readFile } from 'node:fs/promises';
import { checkResultsTable, MAX_RESULT_ROWS, type ResultsContext } from '@para/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { csvRows } from './csv-rows.js';
import { cellText, MAX_READ_ROWS, readTable } from './read-table.js';
import { workbookPartsLast } from './xlsx-test-files.js';

const fixturePath = new URL('./fixtures/results.csv', import.meta.url);

const entry = (n: number, bib: string | null, keys: string) => ({
  uid: `KLPS26${String(n).padStart(5, '0')}`,
  bib,
  disciplines: keys.split(' '),
});
/** The competition of the fixture (the same as in the contract's results tests). */
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
    entry(1, '101', '100m-t44 long-jump-t44'),
    entry(2, '102', '100m-t44 high-jump-t44'),
    entry(3, '103', '100m-t44 long-jump-t44'),
    entry(4, '104', '100m-t44 long-jump-t44'),
    entry(5, '105', '100m-t44'),
    entry(6, '106', '100m-t44'),
    entry(7, '107', '1500m-t11'),
    entry(8, '108', '1500m-t11'),
    entry(9, null, 'marathon-t12'),
    entry(10, '110', 'boccia-bc1'),
    entry(11, '111', 'boccia-bc1'),
    entry(12, '112', 'cycling-road'),
    entry(13, '113', 'cycling-road'),
    entry(14, '114', '1500m-t11'),
    entry(16, '116', 'marathon-t12'),
    entry(17, '117', 'long-jump-t44'),
    entry(18, '118', 'boccia-bc1'),
    entry(19, '119', 'high-jump-t44'),
    entry(20, '120', '1500m-t11'),
    entry(21, '121', '100m-t44'),
  ],
};

async function refusal(bytes: Buffer) {
  const error = await readTable(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Results'));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('readTable on the fixture file', () => {
  it('reads the CSV and finds every error and warning of the fixture, each on its row', async () => {
    const table = await readTable(await readFile(fixturePath));
    expect(table.format).toBe('csv');
    expect(table.rows).toHaveLength(32);
    expect(table.rows[0]).toEqual([
      'Discipline',
      'UID',
      'Bib No.',
      'MARK',
      'Status',
      'Wind',
      'Place',
      'Heat',
      'Lane',
      'Round',
      'Remarks',
      'Name',
    ]);
    expect(table.rows[15]?.[10]).toBe('=HYPERLINK("http://example.test")');
    expect(table.rows[18]).toEqual([]);
    const checked = checkResultsTable(table.rows, context);
    expect(checked.errors.map((i) => [i.row, i.code])).toEqual([
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
    ]);
    expect(checked.warnings.map((i) => [i.row, i.code])).toEqual([
      [9, 'RESULT_PLACE_DIFFERS'],
      [10, 'RESULT_PLACE_DIFFERS'],
      [11, 'RESULT_WIND_ASSISTED'],
      [16, 'RESULT_FORMULA_CELL'],
      [17, 'RESULT_FORMULA_CELL'],
    ]);
    expect(checked.rows.filter((r) => r.row <= 7).map((r) => r.place)).toEqual([2, 1, 2, 4, null, null]);
  });

  it('reads the same rows from an Excel workbook made of the fixture', async () => {
    const csv = await readTable(await readFile(fixturePath));
    const bytes = await workbook((sheet) => {
      csv.rows.forEach((cells, index) => {
        sheet.getRow(index + 1).values = cells;
      });
    });
    const xlsx = await readTable(bytes);
    expect(xlsx.format).toBe('xlsx');
    expect(xlsx.rows).toEqual(csv.rows);
  });
});

describe('readTable: Excel cells', () => {
  it('reads numbers, times, rich text and booleans as typed, and formulas as their text, never their result', async () => {
    const bytes = await workbook((sheet) => {
      sheet.addRow(['discipline', 'uid', 'bib', 'mark', 'place', 'remarks']);
      sheet.addRow(['100m-t44', 'KLPS2600001', 101, 12.31, { formula: 'RANK(D2,D2:D3,1)', result: 1 }, true]);
      const time = new Date(Date.UTC(1899, 11, 30, 0, 4, 35, 200));
      sheet.addRow([
        '1500m-t11',
        'KLPS2600007',
        107,
        time,
        1,
        { richText: [{ text: 'fast ' }, { text: 'finish' }] },
      ]);
      sheet.getCell('D3').numFmt = 'm:ss.00';
      sheet.addRow(['100m-t44', 'KLPS2600002', 102, { formula: '12.05+0', result: 12.05 }]);
    });
    const { rows } = await readTable(bytes);
    expect(rows.slice(1)).toEqual([
      ['100m-t44', 'KLPS2600001', '101', '12.31', '=RANK(D2,D2:D3,1)', 'TRUE'],
      ['1500m-t11', 'KLPS2600007', '107', '4:35.20', '1', 'fast finish'],
      ['100m-t44', 'KLPS2600002', '102', '=12.05+0'],
    ]);
    const checked = checkResultsTable(rows, context);
    expect(checked.errors.map((i) => [i.row, i.code, i.column])).toEqual([
      [4, 'RESULT_MARK_INVALID', 'mark'],
    ]);
    expect(checked.warnings.map((i) => [i.row, i.code, i.column])).toEqual([
      [2, 'RESULT_FORMULA_CELL', 'place'],
      [2, 'RESULT_PLACE_DIFFERS', 'place'],
    ]);
    expect(checked.rows[1]).toMatchObject({ mark: 275_200, markText: '4:35.20' });
  });

  it('reads a workbook whose worksheet is stored before the workbook’s own part', async () => {
    const table = await readTable(await workbookPartsLast());
    expect(table.format).toBe('xlsx');
    expect(table.rows).toEqual([
      ['discipline', 'uid'],
      ['100m-t44', 'KLPS2600001', '12.31'],
    ]);
  });

  it('keeps row numbers across empty rows and stops at the row limit', async () => {
    const bytes = await workbook((sheet) => {
      sheet.getCell('A1').value = 'discipline';
      sheet.getCell('A4').value = 'row four';
      for (let row = 5; row <= 12; row += 1) sheet.getCell(`B${row}`).value = row;
    });
    expect((await readTable(bytes)).rows.slice(0, 5)).toEqual([
      ['discipline'],
      [],
      [],
      ['row four'],
      ['', '5'],
    ]);
    expect((await readTable(bytes, 6)).rows).toHaveLength(6);
  });

  it('reads numbers to the digits a spreadsheet shows, and dates that are not times of day as days', () => {
    expect(cellText(10 + 15 / 100)).toBe('10.15');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(6.45)).toBe('6.45');
    expect(cellText(new Date(Date.UTC(2026, 10, 26)))).toBe('2026-11-26');
    expect(cellText({ error: '#N/A' })).toBe('#N/A');
    expect(cellText({ text: 'link', hyperlink: 'http://example.test' })).toBe('link');
  });
});

describe('readTable: CSV text', () => {
  it('reads quoted cells with separators, quotes and line breaks', () => {
    const text = 'discipline,remarks\r\n100m-t44,"wet track, ""slow"" start\nline two"\r\n200m,plain';
    expect(csvRows(text)).toEqual([
      ['discipline', 'remarks'],
      ['100m-t44', 'wet track, "slow" start\nline two'],
      ['200m', 'plain'],
    ]);
  });

  it('reads semicolon-separated UTF-8 with a byte-order mark, and tab-separated UTF-16', async () => {
    const semicolons = Buffer.from('\uFEFFdiscipline;uid;mark\n100m-t44;KLPS2600001;12,31\n', 'utf8');
    expect((await readTable(semicolons)).rows).toEqual([
      ['discipline', 'uid', 'mark'],
      ['100m-t44', 'KLPS2600001', '12,31'],
    ]);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('discipline\tuid\r\nदौड़\tKL1\r\n', 'utf16le'),
    ]);
    expect((await readTable(utf16)).rows).toEqual([
      ['discipline', 'uid'],
      ['दौड़', 'KL1'],
    ]);
  });

  it(`stops reading after ${MAX_READ_ROWS} rows, and the check refuses the file with one error`, async () => {
    const lines = [
      'discipline,uid,mark',
      ...Array.from({ length: 100_000 }, (_, i) => `100m-t44,KLPS2600001,${i}`),
    ];
    const { rows } = await readTable(Buffer.from(lines.join('\n')));
    expect(rows).toHaveLength(MAX_READ_ROWS);
    const checked = checkResultsTable(rows, context);
    expect(checked.errors.map((i) => [i.row, i.code])).toEqual([
      [MAX_RESULT_ROWS + 2, 'RESULTS_TOO_MANY_ROWS'],
    ]);
  });
});

describe('readTable: files refused', () => {
  it('refuses an empty file, one of blank lines, and a workbook with nothing in it', async () => {
    expect((await refusal(Buffer.alloc(0))).code).toBe('FILE_EMPTY');
    expect((await refusal(Buffer.from('\uFEFF\r\n\r\n', 'utf8'))).code).toBe('FILE_EMPTY');
    expect((await refusal(await workbook(() => {}))).code).toBe('FILE_EMPTY');
  });

  it('refuses by its bytes a file that is not CSV or Excel, whatever it is called', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n', 'latin1');
    const binary = Buffer.from([0x00, 0x01, 0x02, 0x41, 0x42, 0x00, 0xfe]);
    const latin1 = Buffer.from('discipline,remarks\n100m,caf\xe9\n', 'latin1');
    for (const bytes of [png, pdf, binary, latin1]) {
      const error = await refusal(bytes);
      expect([error.statusCode, error.code]).toEqual([415, 'FILE_TYPE_REFUSED']);
    }
    expect((await refusal(png)).message).toMatch(
      /^This file is not a CSV or Excel \(\.xlsx\) file \(it is a PNG file\)/,
    );
  });

  it('refuses an old .xls workbook and a damaged .xlsx', async () => {
    const xls = Buffer.alloc(1024);
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(xls);
    expect((await refusal(xls)).message).toMatch(/old \.xls workbook/);
    const good = await workbook((sheet) => sheet.addRow(['discipline']));
    const damaged = Buffer.concat([good.subarray(0, good.length - 200)]);
    expect((await refusal(damaged)).code).toBe('FILE_TYPE_REFUSED');
  });
});
