import type { EntryDetail, MyEntry, SubmissionRow, submissionsQuery } from '@para/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import {
  type EntryDisciplineRow,
  entries,
  entryDisciplines,
  entryForms,
} from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { payments } from '../../db/schema/payments.js';
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
  // The payment that paid it (gateway or offline), so its owner can download the receipt anywhere.
  const [paid] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.entryId, entryId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt))
    .limit(1);
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
    paymentId: paid?.id ?? null,
  };
}

type SubmissionsQuery = z.output<typeof submissionsQuery>;

const EXPORT_LIMIT = 50_000;

/**
 * The filters as conditions on `entries` alone (the athlete's own columns through subqueries), so the page
 * of ids and the count read the form's entries without joining every one to its athlete.
 */
function submissionFilters(query: SubmissionsQuery): SQL[] {
  const conditions: SQL[] = [eq(entries.formId, query.formId)];
  if (query.status) conditions.push(eq(entries.status, query.status));
  if (query.discipline || query.disciplineStatus) {
    conditions.push(
      // d.form_id is the entry's form: named, so the form's disciplines index is read, not every form's.
      sql`exists (select 1 from ${entryDisciplines} d where d.entry_id = ${entries.id} and d.form_id = ${query.formId}
        ${query.discipline ? sql`and d.discipline_key = ${query.discipline}` : sql``}
        ${query.disciplineStatus ? sql`and d.status = ${query.disciplineStatus}` : sql``})`,
    );
  }
  if (query.sportClass) {
    conditions.push(
      // registration_sport_classes (migration 0011): the classes held, upper-case, with their own index.
      sql`${entries.userId} in (select r.user_id from ${registrations} r
        where registration_sport_classes(r.page2) @> array[${query.sportClass.toUpperCase()}]::text[])`,
    );
  }
  if (query.district)
    conditions.push(
      sql`exists (select 1 from ${registrations} r where r.user_id = ${entries.userId}
        and lower(r.district) = ${query.district.toLowerCase()})`,
    );
  if (query.search) {
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    // Name, e-mail, phone or UID (the trigram index of users.search_text), or the district.
    conditions.push(
      sql`(${entries.userId} in (select u.id from ${users} u where u.search_text like ${pattern})
        or ${entries.userId} in (select r.user_id from ${registrations} r
          where lower(coalesce(r.district, '')) like ${pattern}))`,
    );
  }
  return conditions;
}

/** The disciplines of these entries, by entry (an export reads its form's all at once). */
async function disciplinesByEntry(db: DbOrTx, formId: string, ids: string[], wholeForm: boolean) {
  const rows =
    ids.length === 0
      ? []
      : wholeForm
        ? await db
            .select({
              entryId: entryDisciplines.entryId,
              disciplineKey: entryDisciplines.disciplineKey,
              status: entryDisciplines.status,
            })
            .from(entryDisciplines)
            .where(eq(entryDisciplines.formId, formId))
        : await disciplinesOf(db, ids);
  const byEntry = new Map<string, Pick<EntryDisciplineRow, 'entryId' | 'disciplineKey' | 'status'>[]>();
  for (const row of rows) {
    const list = byEntry.get(row.entryId);
    if (list) list.push(row);
    else byEntry.set(row.entryId, [row]);
  }
  return byEntry;
}

/** A form's entries with their athletes; `all` for an export (every filtered row, up to a limit). */
export async function listSubmissions(ctx: AppContext, query: SubmissionsQuery, all = false) {
  const where = and(...submissionFilters(query));
  const withAthletes = () =>
    ctx.db
      .select({
        entry: entries,
        // The athlete's columns the list shows, not the whole user row.
        user: { name: users.name, uid: users.uid, email: users.email, phone: users.phone },
        district: registrations.district,
        page2: registrations.page2,
      })
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .leftJoin(registrations, eq(registrations.userId, entries.userId));
  const order = [asc(entries.createdAt), asc(entries.id)];
  let rows: Awaited<ReturnType<ReturnType<typeof withAthletes>['where']>>;
  if (all) {
    rows = await withAthletes()
      .where(where)
      .orderBy(...order)
      .limit(EXPORT_LIMIT);
  } else {
    // The page's ids from the form's entries alone (its index, in order), then those rows' athletes.
    const page = await ctx.db
      .select({ id: entries.id })
      .from(entries)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(boundedOffset(query.page, query.pageSize));
    rows =
      page.length === 0
        ? []
        : await withAthletes()
            .where(
              inArray(
                entries.id,
                page.map((row) => row.id),
              ),
            )
            .orderBy(...order);
  }
  const [counted] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(entries).where(where);
  const [form] = await ctx.db
    .select({ disciplines: entryForms.disciplines })
    .from(entryForms)
    .where(eq(entryForms.id, query.formId));
  const disciplineOrder = (form?.disciplines ?? []).map((item) => item.key);
  const disciplines = await disciplinesByEntry(
    ctx.db,
    query.formId,
    rows.map((row) => row.entry.id),
    all,
  );
  const items: SubmissionRow[] = rows.map((row) => ({
    ...toEntry(row.entry, disciplines.get(row.entry.id) ?? [], disciplineOrder),
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
