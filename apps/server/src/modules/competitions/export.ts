import { PassThrough } from 'node:stream';
import type { SubmissionRow } from '@para/contract';
import ExcelJS from 'exceljs';
import { istText } from '../payments/export.js';

/** Entries and start lists as files a clerk opens: CSV (UTF-8 with a byte-order mark) and Excel. */

export interface Column<T> {
  header: string;
  width: number;
  value: (row: T) => string | number;
}

/** CSV cells that start like formulas are defused, as in the payments export. */
export function tableCsv<T>(columns: Column<T>[], rows: T[]): string {
  const cell = (value: unknown) => {
    let text = String(value ?? '');
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((column) => cell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Written with ExcelJS's streaming writer: each row is serialised as it is added instead of the whole
 * workbook being kept as objects and written at the end (a 12,000-row export: about a third of the time).
 */
export async function tableXlsx<T>(sheetName: string, columns: Column<T>[], rows: T[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Para Sports Association portal';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row))).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

const STATUS_WORDS: Record<string, string> = {
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  withdrawn: 'Withdrawn',
};

export const submissionColumns = (disciplineNames: Record<string, string>): Column<SubmissionRow>[] => [
  { header: 'Bib', width: 8, value: (row) => row.bib ?? '' },
  { header: 'Name', width: 26, value: (row) => row.athlete.name },
  { header: 'UID', width: 16, value: (row) => row.athlete.uid },
  { header: 'District', width: 16, value: (row) => row.athlete.district },
  { header: 'Classes', width: 22, value: (row) => row.athlete.sportClasses.join('; ') },
  {
    header: 'Disciplines',
    width: 40,
    value: (row) =>
      row.disciplines
        .map(
          (item) =>
            `${disciplineNames[item.key] ?? item.key}${item.status === 'waitlisted' ? ' (waitlisted)' : ''}`,
        )
        .join('; '),
  },
  { header: 'Status', width: 16, value: (row) => STATUS_WORDS[row.status] ?? row.status },
  { header: 'Amount (₹)', width: 12, value: (row) => row.amountPaise / 100 },
  { header: 'Entered (IST)', width: 18, value: (row) => istText(row.createdAt) },
  { header: 'Paid (IST)', width: 18, value: (row) => istText(row.paidAt) },
  { header: 'E-mail', width: 28, value: (row) => row.athlete.email },
  { header: 'Mobile', width: 16, value: (row) => row.athlete.phone },
];
