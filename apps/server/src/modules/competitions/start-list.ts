import { formPhase, type StartListQuery } from '@para/contract';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { rgb } from 'pdf-lib';
import { type EntryFormRow, entries, entryDisciplines, entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { mm, newPdf, scriptFontFor } from '../../lib/pdf.js';
import { type Column, tableCsv } from './export.js';
import { lockForm } from './places.js';

/**
 * Start lists, and the bibs on them. Bibs are given once entries close (the form closed, or its closing
 * and late period past) to the entries holding a paid (or free) place, in the order they came in, and
 * never change; an entry paid later (after closing) gets the next number the next time the list is made.
 */

const isClosed = (form: EntryFormRow, now: Date) =>
  formPhase(
    {
      status: form.status,
      opensAt: form.opensAt.toISOString(),
      closesAt: form.closesAt.toISOString(),
      lateUntil: form.lateUntil?.toISOString() ?? null,
    },
    now,
  ) === 'closed';

/**
 * An entry that competes: not withdrawn, with a place paid for (or free). One granted a place from a
 * waiting list and not yet paid for it still competes in the places it paid for.
 */
const holdsPaidPlace = () =>
  and(
    ne(entries.status, 'withdrawn'),
    sql`exists (select 1 from ${entryDisciplines} d where d.entry_id = ${entries.id} and d.status = 'entered' and d.settled)`,
  );

export async function assignBibs(ctx: AppContext, formId: string): Promise<number> {
  const now = ctx.clock.now();
  // Most calls find nothing to do: checked without taking the form's lock.
  const [form] = await ctx.db.select().from(entryForms).where(eq(entryForms.id, formId));
  if (!form || form.status === 'draft' || !isClosed(form, now)) return 0;
  const [unnumbered] = await ctx.db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.formId, formId), holdsPaidPlace(), isNull(entries.bib)))
    .limit(1);
  if (!unnumbered) return 0;
  return ctx.db.transaction(async (tx) => {
    const form = await lockForm(tx, formId);
    if (!form || form.status === 'draft' || !isClosed(form, now)) return 0;
    const waiting = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.formId, formId), holdsPaidPlace(), isNull(entries.bib)))
      .orderBy(asc(entries.createdAt), asc(entries.id));
    if (waiting.length === 0) return 0;
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${entries.bib}::int), 0)::int` })
      .from(entries)
      .where(eq(entries.formId, formId));
    let next = Number(last?.max ?? 0);
    for (const entry of waiting) {
      next += 1;
      await tx
        .update(entries)
        .set({ bib: String(next) })
        .where(eq(entries.id, entry.id));
    }
    await tx.update(entryForms).set({ bibsAssignedAt: now }).where(eq(entryForms.id, formId));
    return waiting.length;
  });
}

interface StartRow {
  bib: string;
  name: string;
  uid: string;
  sportClass: string;
  district: string;
}

const COLUMNS: Column<StartRow>[] = [
  { header: 'Bib', width: 8, value: (row) => row.bib },
  { header: 'Name', width: 28, value: (row) => row.name },
  { header: 'UID', width: 16, value: (row) => row.uid },
  { header: 'Class', width: 10, value: (row) => row.sportClass },
  { header: 'District', width: 18, value: (row) => row.district },
];

export async function startList(ctx: AppContext, formId: string, query: StartListQuery) {
  await assignBibs(ctx, formId);
  const [row] = await ctx.db
    .select({ form: entryForms, eventTitle: publicEvents.title })
    .from(entryForms)
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .where(eq(entryForms.id, formId));
  if (!row) throw notFound('No such entry form.', 'FORM_NOT_FOUND');
  const discipline = row.form.disciplines.find((item) => item.key === query.discipline);
  if (!discipline) throw fieldError('discipline', 'This form has no such discipline.', 'DISCIPLINE_UNKNOWN');
  const found = await ctx.db
    .select({
      bib: entries.bib,
      user: users,
      page1: registrations.page1,
      page2: registrations.page2,
      district: registrations.district,
    })
    .from(entryDisciplines)
    .innerJoin(entries, eq(entries.id, entryDisciplines.entryId))
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(registrations, eq(registrations.userId, entries.userId))
    .where(
      and(
        eq(entryDisciplines.formId, formId),
        eq(entryDisciplines.disciplineKey, discipline.key),
        eq(entryDisciplines.status, 'entered'),
        eq(entryDisciplines.settled, true),
        ne(entries.status, 'withdrawn'),
      ),
    )
    .orderBy(sql`${entries.bib}::int nulls last`, asc(users.name));
  const rows: StartRow[] = found.map((item) => ({
    bib: item.bib ?? '',
    name: item.page1?.fullName ?? item.user.name,
    uid: item.user.uid ?? '',
    sportClass: item.page2?.sports.find((sport) => sport.sport === discipline.sport)?.sportClass ?? '',
    district: item.district ?? '',
  }));
  const fileName = `start-list-${discipline.key}`;
  if (query.format === 'csv') {
    return {
      fileName: `${fileName}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: tableCsv(COLUMNS, rows),
    };
  }
  const title = `${row.form.title} – ${discipline.name}`;
  return {
    fileName: `${fileName}.pdf`,
    contentType: 'application/pdf',
    body: Buffer.from(await startListPdf(title, row.eventTitle, rows)),
  };
}

/** A4 pages: the competition and discipline, then one line per athlete; names in any Indian script draw. */
async function startListPdf(title: string, eventTitle: string, rows: StartRow[]): Promise<Uint8Array> {
  const { pdf, font } = await newPdf(`Start list: ${title}`);
  const bold = await font('bold');
  const positions = [12, 30, 100, 140, 160];
  let page = pdf.addPage([mm(210), mm(297)]);
  let y = mm(297) - mm(20);
  const header = () => {
    page.drawText(eventTitle, {
      x: mm(12),
      y,
      size: 10,
      font: bold,
      color: rgb(0.3, 0.3, 0.35),
      maxWidth: mm(186),
    });
    y -= mm(7);
    page.drawText(title, { x: mm(12), y, size: 14, font: bold, maxWidth: mm(186) });
    y -= mm(10);
    for (const [index, column] of COLUMNS.entries()) {
      page.drawText(column.header, { x: mm(positions[index] ?? 12), y, size: 9, font: bold });
    }
    y -= mm(7);
  };
  header();
  for (const row of rows) {
    if (y < mm(20)) {
      page = pdf.addPage([mm(210), mm(297)]);
      y = mm(297) - mm(20);
      header();
    }
    const values = COLUMNS.map((column) => String(column.value(row)));
    for (const [index, value] of values.entries()) {
      if (!value) continue;
      page.drawText(value, {
        x: mm(positions[index] ?? 12),
        y,
        size: 10,
        font: await font(scriptFontFor(value)),
        maxWidth: mm(index === 1 ? 68 : 38),
      });
    }
    y -= mm(7);
  }
  if (rows.length === 0)
    page.drawText('No confirmed entries yet.', { x: mm(12), y, size: 10, font: await font('regular') });
  return pdf.save();
}
