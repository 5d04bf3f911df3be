import { resultColumns } from '@para/contract';
import { eq } from 'drizzle-orm';
import { entryForms } from '../../db/schema/competitions.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { type Column, tableCsv, tableXlsx } from '../competitions/export.js';
import { assignBibs } from '../competitions/start-list.js';
import { resultEntrants } from './entrants.js';

/**
 * A results file to fill in: the columns a results file has (API.md), with one row per athlete holding
 * a place in each discipline, UID, bib and discipline filled in. Name and class are there for the clerk
 * only: rows are matched by UID or bib, never by name.
 */
interface TemplateRow {
  discipline: string;
  uid: string;
  bib: string;
  name: string;
  sportClass: string;
}

/** A cell that starts like a formula is written with a leading apostrophe (as CSV exports are). */
const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const WIDTHS: Partial<Record<string, number>> = { discipline: 14, uid: 18, remarks: 24 };

const columns: Column<TemplateRow>[] = [
  ...resultColumns.slice(0, 3).map((header) => ({
    header,
    width: WIDTHS[header] ?? 10,
    value: (row: TemplateRow) => safe(row[header as 'discipline' | 'uid' | 'bib']),
  })),
  { header: 'name', width: 28, value: (row) => safe(row.name) },
  { header: 'class', width: 10, value: (row) => safe(row.sportClass) },
  ...resultColumns.slice(3).map((header) => ({ header, width: WIDTHS[header] ?? 10, value: () => '' })),
];

export async function resultsTemplate(ctx: AppContext, formId: string, format: 'csv' | 'xlsx') {
  const [form] = await ctx.db.select().from(entryForms).where(eq(entryForms.id, formId));
  if (!form) throw notFound('No such entry form.', 'FORM_NOT_FOUND');
  await assignBibs(ctx, formId);
  const entrants = await resultEntrants(ctx.db, formId);
  const rows: TemplateRow[] = form.disciplines.flatMap((discipline) =>
    entrants
      .filter((entrant) => entrant.disciplines.includes(discipline.key))
      .map((entrant) => ({
        discipline: discipline.key,
        uid: entrant.uid,
        bib: entrant.bib ?? '',
        name: entrant.name,
        sportClass: entrant.classes[discipline.sport] ?? '',
      })),
  );
  const fileName = `results-template-${form.id.slice(0, 8)}.${format}`;
  if (format === 'csv') {
    return { fileName, contentType: 'text/csv; charset=utf-8', body: tableCsv(columns, rows) };
  }
  return {
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await tableXlsx('Results', columns, rows),
  };
}
