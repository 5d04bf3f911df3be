import type { EntryDetail, MyEntry, SubmissionRow, submissionsQuery } from '@para/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { entries, entryDisciplines, entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import type { Auth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { boundedOffset } from '../../lib/paging.js';
import { definitionOf } from './forms.service.js';
import { toEntry } from './mapper.js';

/** Reading entries: the athlete's own, one entry (owner or administrator), and a form's entries for administrators. */

const disciplinesOf = async (db: DbOrTx, ids: string[]) =>
  ids.length === 0 ? [] : db.select().from(entryDisciplines).where(inArray(entryDisciplines.entryId, ids));

export async function mySubmissions(ctx: AppContext, userId: string): Promise<MyEntry[]> {
  const rows = await ctx.db
    .select({ entry: entries, form: entryForms })
    .from(entries)
    .innerJoin(entryForms, eq(entryForms.id, entries.formId))
    .where(eq(entries.userId, userId))
    .orderBy(desc(entries.createdAt), desc(entries.id));
  const disciplines = await disciplinesOf(
    ctx.db,
    rows.map((row) => row.entry.id),
  );
  return rows.map((row) => ({
    ...toEntry(
      row.entry,
      disciplines,
      row.form.disciplines.map((item) => item.key),
    ),
    formTitle: row.form.title,
    eventId: row.form.eventId,
    withdrawUntil: row.form.withdrawUntil?.toISOString() ?? null,
  }));
}

/** One entry for its owner or an administrator; to anyone else it does not exist. */
export async function getSubmission(ctx: AppContext, auth: Auth, entryId: string): Promise<EntryDetail> {
  const [row] = await ctx.db
    .select({
      entry: entries,
      form: entryForms,
      eventTitle: publicEvents.title,
      user: users,
      district: registrations.district,
    })
    .from(entries)
    .innerJoin(entryForms, eq(entryForms.id, entries.formId))
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(registrations, eq(registrations.userId, entries.userId))
    .where(eq(entries.id, entryId));
  if (!row || (row.entry.userId !== auth.user.id && !auth.isAdmin))
    throw notFound('No such entry.', 'ENTRY_NOT_FOUND');
  // The answers are read with the fields of the version they answered, not the form as it is now.
  const answered = await definitionOf(ctx.db, row.form.id, row.entry.formVersion);
  const disciplines = await disciplinesOf(ctx.db, [entryId]);
  return {
    ...toEntry(
      row.entry,
      disciplines,
      row.form.disciplines.map((item) => item.key),
    ),
    form: {
      _id: row.form.id,
      title: row.form.title,
      titleHi: row.form.titleHi,
      eventId: row.form.eventId,
      eventTitle: row.eventTitle,
      fields: answered?.fields ?? row.form.fields,
    },
    athlete: { name: row.user.name, uid: row.user.uid ?? '', district: row.district ?? '' },
  };
}

type SubmissionsQuery = z.output<typeof submissionsQuery>;

const EXPORT_LIMIT = 50_000;

function submissionFilters(query: SubmissionsQuery): SQL[] {
  const conditions: SQL[] = [eq(entries.formId, query.formId)];
  if (query.status) conditions.push(eq(entries.status, query.status));
  if (query.discipline || query.disciplineStatus) {
    conditions.push(
      sql`exists (select 1 from ${entryDisciplines} d where d.entry_id = ${entries.id}
        ${query.discipline ? sql`and d.discipline_key = ${query.discipline}` : sql``}
        ${query.disciplineStatus ? sql`and d.status = ${query.disciplineStatus}` : sql``})`,
    );
  }
  if (query.sportClass) {
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements(coalesce(${registrations.page2} -> 'sports', '[]'::jsonb)) s
        where upper(s ->> 'sportClass') = ${query.sportClass.toUpperCase()})`,
    );
  }
  if (query.district)
    conditions.push(sql`lower(${registrations.district}) = ${query.district.toLowerCase()}`);
  if (query.search) {
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      sql`(${users.searchText} like ${pattern} or lower(coalesce(${registrations.district}, '')) like ${pattern})`,
    );
  }
  return conditions;
}

/** A form's entries with their athletes; `all` for an export (every filtered row, up to a limit). */
export async function listSubmissions(ctx: AppContext, query: SubmissionsQuery, all = false) {
  const where = and(...submissionFilters(query));
  const base = () =>
    ctx.db
      .select({ entry: entries, user: users, district: registrations.district, page2: registrations.page2 })
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .leftJoin(registrations, eq(registrations.userId, entries.userId));
  const rows = await base()
    .where(where)
    .orderBy(asc(entries.createdAt), asc(entries.id))
    .limit(all ? EXPORT_LIMIT : query.pageSize)
    .offset(all ? 0 : boundedOffset(query.page, query.pageSize));
  const [counted] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(registrations, eq(registrations.userId, entries.userId))
    .where(where);
  const [form] = await ctx.db
    .select({ disciplines: entryForms.disciplines })
    .from(entryForms)
    .where(eq(entryForms.id, query.formId));
  const order = (form?.disciplines ?? []).map((item) => item.key);
  const disciplines = await disciplinesOf(
    ctx.db,
    rows.map((row) => row.entry.id),
  );
  const items: SubmissionRow[] = rows.map((row) => ({
    ...toEntry(row.entry, disciplines, order),
    athlete: {
      name: row.user.name,
      uid: row.user.uid ?? '',
      district: row.district ?? '',
      email: row.user.email,
      phone: row.user.phone,
      sportClasses: (row.page2?.sports ?? [])
        .filter((item) => item.sportClass)
        .map((item) => `${item.sport}: ${item.sportClass}`),
    },
    bib: row.entry.bib,
  }));
  return { items, total: Number(counted?.total ?? 0), page: query.page, pageSize: query.pageSize };
}
