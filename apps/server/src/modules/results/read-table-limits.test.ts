import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_RESULT_COLUMNS } from '@para/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryGrowthOf } from '../../../test/memory.js';
import { AppError } from '../../lib/errors.js';
import { csvRows } from './csv-rows.js';
import { readTable } from './read-table.js';
import { columnLetters } from './too-many-columns.js';
import {
  understatingSizes,
  workbookPartsLast,
  workbookWithInflatedText,
  workbookWithWideRows,
} from './xlsx-test-files.js';

// Files made to exhaust the server: refused at once, with the server's memory growing by less than
// this, whatever the file unpacks to (decision 36).
const MAX_GROWTH_MB = 100;

async function refusedWithin(bytes: Buffer) {
  const measured = await memoryGrowthOf(() => readTable(bytes));
  expect(measured.growthMb, 'memory grew (MB)').toBeLessThan(MAX_GROWTH_MB);
  expect(measured.error, 'the file was read instead of refused').toBeInstanceOf(AppError);
  return measured.error as AppError;
}

describe('readTable: files that would exhaust the server', () => {
  it('refuses a workbook with a letter in column XFD on each of 20,000 rows, at its first row', async () => {
    const bytes = await workbookWithWideRows(20_000);
    expect(bytes.length).toBeLessThan(256 * 1024);
    const error = await refusedWithin(bytes);
    expect([error.statusCode, error.code, error.data]).toEqual([
      422,
      'RESULTS_TOO_MANY_COLUMNS',
      { row: 1, column: 'XFD', maxColumns: MAX_RESULT_COLUMNS },
    ]);
    expect(error.message).toMatch(/^Row 1 has something in column XFD: a results file has at most 50 /);
  });

  it('refuses a workbook whose text unpacks to 80 MB, also when the file says it is small', async () => {
    const inflated = await workbookWithInflatedText(80);
    expect(inflated.length).toBeLessThan(1024 * 1024);
    const error = await refusedWithin(inflated);
    expect([error.statusCode, error.code, error.data]).toEqual([
      413,
      'WORKBOOK_TOO_LARGE',
      { part: 'text', maxMegabytes: 8 },
    ]);
    // Its sizes understated, it is stopped as soon as a part unpacks past what it said.
    const lying = await refusedWithin(understatingSizes(inflated, 1024 * 1024));
    expect([lying.statusCode, lying.code]).toEqual([415, 'FILE_TYPE_REFUSED']);
    expect(lying.message).toMatch(/the workbook cannot be read/);
  });

  it('keeps cells up to the last column, and blank cells past it are only dropped', async () => {
    const last = columnLetters(MAX_RESULT_COLUMNS);
    expect([columnLetters(1), columnLetters(26), columnLetters(27), last, columnLetters(16_384)]).toEqual([
      'A',
      'Z',
      'AA',
      'AX',
      'XFD',
    ]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Results');
    sheet.getCell('A1').value = 'discipline';
    sheet.getCell(`${last}1`).value = 'remarks';
    sheet.getCell('XFD2').value = ' ';
    const rows = (await readTable(Buffer.from(await book.xlsx.writeBuffer()))).rows;
    expect(rows[0]).toHaveLength(MAX_RESULT_COLUMNS);
    expect(rows[0]?.[MAX_RESULT_COLUMNS - 1]).toBe('remarks');

    // A spreadsheet saved as CSV adds empty cells to each row, as far as its widest row.
    const padded = `${'a,'.repeat(MAX_RESULT_COLUMNS - 1)}z${','.repeat(300)}`;
    expect(csvRows(padded)[0]).toHaveLength(MAX_RESULT_COLUMNS);
    const wide = await readTable(Buffer.from(`discipline,uid\n${'a,'.repeat(MAX_RESULT_COLUMNS)}z\n`))
      .then(() => undefined)
      .catch((error: unknown) => error as AppError);
    expect([wide?.code, wide?.data]).toEqual([
      'RESULTS_TOO_MANY_COLUMNS',
      { row: 2, column: 'AY', maxColumns: MAX_RESULT_COLUMNS },
    ]);
  });
});

describe('readTable: temporary files', () => {
  let folder: string;
  let tmpdirBefore: string | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'para-read-table-'));
    tmpdirBefore = process.env.TMPDIR;
    // Where the operating system's temporary files go for this process, while these tests run.
    process.env.TMPDIR = folder;
  });
  afterAll(async () => {
    if (tmpdirBefore === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdirBefore;
    await rm(folder, { recursive: true, force: true });
  });

  it('leaves none behind, for a file read or refused, whatever order its parts are stored in', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Results').addRow(['discipline', 'uid', 'mark']);
    // exceljs stores the worksheet before the shared strings, as several spreadsheet programs do.
    const read = [Buffer.from(await book.xlsx.writeBuffer()), await workbookPartsLast()];
    for (const bytes of read) {
      expect((await readTable(bytes)).rows.length).toBeGreaterThan(0);
      expect(await readdir(folder)).toEqual([]);
    }
    await expect(readTable(await workbookWithWideRows(3))).rejects.toThrow(/column XFD/);
    expect(await readdir(folder)).toEqual([]);
  });
});
