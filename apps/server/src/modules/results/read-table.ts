import type { Readable } from 'node:stream';
import { formatMark, MAX_RESULT_COLUMNS, MAX_RESULT_ROWS } from '@para/contract';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors.js';
import { csvRows } from './csv-rows.js';
import { tooManyColumns } from './too-many-columns.js';
import { workbookForReading } from './workbook-parts.js';

/**
 * A results file (CSV or Excel .xlsx, told apart by its bytes, never by its name) as rows of cell text:
 * `rows[0]` is the spreadsheet's row 1, and row numbers are kept (an empty row stays, as an empty row).
 * Nothing in a cell is ever calculated: a formula is read as its text ("=SUM(B2:B4)"), so the checks
 * warn about it instead of trusting a result the portal cannot see made.
 */
export interface ReadTable {
  format: 'csv' | 'xlsx';
  rows: string[][];
}

/** Rows read at most: the header and one row over the limit, which `checkResultsTable` refuses. */
export const MAX_READ_ROWS = MAX_RESULT_ROWS + 2;

const refused = (detail = '') =>
  new AppError(
    415,
    `This file is not a CSV or Excel (.xlsx) file${detail}. Save the results as CSV or .xlsx and upload that.`,
    null,
    'FILE_TYPE_REFUSED',
  );
const empty = () => new AppError(400, 'The file is empty.', null, 'FILE_EMPTY');

export async function readTable(bytes: Buffer, maxRows = MAX_READ_ROWS): Promise<ReadTable> {
  if (bytes.length === 0) throw empty();
  // A byte-order mark marks text (UTF-16 text can look like other formats' weak signatures).
  const detected = hasByteOrderMark(bytes) ? undefined : await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'xlsx') return { format: 'xlsx', rows: trimEnd(await xlsxRows(bytes, maxRows)) };
  if (detected?.ext === 'cfb') throw refused(' (it is an old .xls workbook)');
  if (detected) throw refused(` (it is a ${detected.ext.toUpperCase()} file)`);
  const rows = trimEnd(csvRows(decodeText(bytes), maxRows));
  if (rows.length === 0) throw empty();
  return { format: 'csv', rows };
}

const hasByteOrderMark = (bytes: Buffer) =>
  (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) ||
  (bytes[0] === 0xff && bytes[1] === 0xfe) ||
  (bytes[0] === 0xfe && bytes[1] === 0xff);

/** UTF-8 (with or without a byte-order mark) or UTF-16 with its mark; anything else is not text. */
function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes);
    else if (bytes[0] === 0xfe && bytes[1] === 0xff)
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes);
    else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused();
  }
  // Text with NUL or other control characters (other than tab and line ends) is a binary file.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)) throw refused();
  return text.replace(/^\uFEFF/, '');
}

/**
 * The first worksheet, read as a stream and left as soon as `maxRows` rows are read, from the parts of
 * the workbook unpacked within their limits (workbook-parts.ts).
 */
async function xlsxRows(bytes: Buffer, maxRows: number): Promise<string[][]> {
  let rows: string[][];
  try {
    const workbook = await workbookForReading(bytes);
    rows = workbook ? await streamedRows(workbook, maxRows) : [];
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(' (the workbook cannot be read)');
  }
  if (rows.length === 0) throw empty();
  return rows;
}

/**
 * A row's cells as text; `values` counts from 1, as a spreadsheet's columns do, and is sparse: it is
 * walked by the cells it has, never by its length, which one cell at column XFD makes 16,385.
 */
function rowText(values: unknown[], rowNumber: number): string[] {
  const cells: string[] = [];
  values.forEach((value, column) => {
    const text = cellText(value);
    if (column <= MAX_RESULT_COLUMNS) cells[column - 1] = text;
    else if (text.trim() !== '') throw tooManyColumns(rowNumber, column);
  });
  return Array.from(cells, (text) => text ?? '');
}

async function streamedRows(workbook: Readable, maxRows: number): Promise<string[][]> {
  const rows: string[][] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(workbook, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (row.number > maxRows) break;
      while (rows.length < row.number - 1) rows.push([]);
      rows.push(rowText(row.values as unknown[], row.number));
    }
    break;
  }
  return rows;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY = 86_400_000;

/** A cell's value as the text a person sees typed in it. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // Numbers to the 15 significant digits a spreadsheet shows (10.149999999999999 is 10.15).
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    // A time typed into a cell formatted as a time is a fraction of a day after Excel's day zero.
    const millis = Math.round(value.getTime() - EXCEL_EPOCH);
    if (millis > 0 && millis < DAY) return formatMark('time', millis);
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (typeof cell.formula === 'string') return `=${cell.formula}`;
    if (typeof cell.sharedFormula === 'string') return `=${cell.sharedFormula}`;
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => String(part?.text ?? '')).join('');
    if (typeof cell.text === 'string') return cell.text;
    if (typeof cell.error === 'string') return cell.error;
  }
  return String(value);
}

/** Trailing empty rows and trailing empty cells of each row are dropped. */
function trimEnd(rows: string[][]): string[][] {
  const out = rows.map((row) => {
    let end = row.length;
    while (end > 0 && (row[end - 1] ?? '').trim() === '') end -= 1;
    return row.slice(0, end);
  });
  while (out.length > 0 && (out[out.length - 1] ?? []).length === 0) out.pop();
  return out;
}
