import type { FastifyReply } from 'fastify';
import { type Column, tableCsv, tableXlsx } from '../competitions/export.js';
import { istText } from '../payments/export.js';
import type { allAthletesOfDistricts } from './districts.queries.js';

type Row = Awaited<ReturnType<typeof allAthletesOfDistricts>>[number];

const STATUS_WORDS: Record<string, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  rejected: 'Returned for changes',
  approved: 'Approved',
};

const columns: Column<Row>[] = [
  { header: 'District', width: 18, value: (row) => row.district },
  { header: 'Name', width: 28, value: (row) => row.name },
  { header: 'UID', width: 16, value: (row) => row.uid },
  { header: 'Status', width: 20, value: (row) => STATUS_WORDS[row.status] ?? row.status },
  { header: 'Fee paid', width: 10, value: (row) => (row.paid ? 'Yes' : 'No') },
  { header: 'Sport', width: 16, value: (row) => row.sport },
  { header: 'E-mail', width: 30, value: (row) => row.email },
  { header: 'Phone', width: 16, value: (row) => row.phone },
  { header: 'Last change (IST)', width: 18, value: (row) => istText(row.updatedAt) },
];

/** The district's athletes as `athletes-<date>.csv` or `.xlsx` (cells starting like formulas defused). */
export async function sendAthletesFile(
  reply: FastifyReply,
  rows: Row[],
  format: 'csv' | 'xlsx',
  today: string,
) {
  const name = `district-athletes-${today}.${format}`;
  reply
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Cache-Control', 'private, no-store');
  if (format === 'csv')
    return reply.header('Content-Type', 'text/csv; charset=utf-8').send(tableCsv(columns, rows));
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(await tableXlsx('Athletes', columns, rows));
}
