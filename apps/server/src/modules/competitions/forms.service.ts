import {
  type AdminEntryForm,
  type adminFormsQuery,
  type EntryFormBody,
  type EntryFormPatch,
  entryFormProblems,
} from '@para/contract';
import { and, asc, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { entryForms, entryFormVersions } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { sports } from '../../db/schema/registration.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, fieldError, notFound } from '../../lib/errors.js';
import { boundedOffset } from '../../lib/paging.js';
import { indianToday } from '../content/calendar.js';
import { formTotalsOf } from './form-totals.js';
import { definitionColumns, formDefinition, toAdminEntryForm } from './mapper.js';
import { movedUpNotices, queueEntryNotices } from './notify.js';
import { disciplineCounts, fillFreePlaces, lockForm } from './places.js';

/** The administrators' side of entry forms: create, list with counts, read, change (versioned). */

const formNotFound = () => notFound('No such entry form.', 'FORM_NOT_FOUND');

/** The event must exist, and every discipline's sport must be one of the association's sports. */
async function checkReferences(db: DbOrTx, definition: EntryFormBody): Promise<void> {
  const [event] = await db
    .select({ id: publicEvents.id })
    .from(publicEvents)
    .where(eq(publicEvents.id, definition.eventId));
  if (!event) throw fieldError('eventId', 'There is no such event.', 'EVENT_NOT_FOUND');
  const known = new Set((await db.select({ code: sports.code }).from(sports)).map((row) => row.code));
  definition.disciplines.forEach((discipline, index) => {
    if (!known.has(discipline.sport))
      throw fieldError(`disciplines.${index}.sport`, 'validation.sportUnknown');
  });
}

export async function createEntryForm(ctx: AppContext, adminId: string, body: EntryFormBody) {
  const now = ctx.clock.now();
  const row = await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'entry_form.create', targetType: 'entry_form', at: now },
    async (tx) => {
      await checkReferences(tx, body);
      const [created] = await tx
        .insert(entryForms)
        .values({
          ...definitionColumns(body),
          version: 1,
          createdBy: adminId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('form not stored');
      await tx
        .insert(entryFormVersions)
        .values({ formId: created.id, version: 1, definition: body, createdBy: adminId, createdAt: now });
      // The public event page links to its entry form, unless an administrator already chose one.
      await tx
        .update(publicEvents)
        .set({ entryFormId: created.id, updatedAt: now })
        .where(and(eq(publicEvents.id, body.eventId), eq(publicEvents.entryFormId, '')));
      return { result: created, targetId: created.id, changes: { title: body.title, status: body.status } };
    },
  );
  return toAdminEntryForm(row, {});
}

export async function getEntryForm(ctx: AppContext, formId: string): Promise<AdminEntryForm> {
  const [row] = await ctx.db.select().from(entryForms).where(eq(entryForms.id, formId));
  if (!row) throw formNotFound();
  return toAdminEntryForm(row, await disciplineCounts(ctx.db, formId));
}

/**
 * A change to a form: the whole form it leaves is checked again (the contract's rules), a discipline
 * that holds entries stays and keeps at least the places it has given, the version goes up and the new
 * definition is kept beside the old. A larger capacity moves the waiting list up at once.
 */
export async function updateEntryForm(
  ctx: AppContext,
  adminId: string,
  formId: string,
  patch: EntryFormPatch,
) {
  const now = ctx.clock.now();
  const { row } = await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'entry_form.update', targetType: 'entry_form', at: now },
    async (tx) => {
      const current = await lockForm(tx, formId);
      if (!current) throw formNotFound();
      const definition: EntryFormBody = { ...formDefinition(current), ...patch };
      const [problem] = entryFormProblems(definition);
      if (problem) throw fieldError(problem.path.join('.'), problem.message);
      // A past competition added for its results (decision 32) never takes entries.
      if (current.archive && definition.status !== 'closed')
        throw fieldError('status', 'validation.archiveStaysClosed');
      await checkReferences(tx, definition);
      const counts = await disciplineCounts(tx, formId);
      for (const [key, count] of Object.entries(counts)) {
        const index = definition.disciplines.findIndex((item) => item.key === key);
        const held = count.entered + count.waitlisted;
        if (held > 0 && index === -1) {
          throw conflict(
            'This discipline has entries and cannot be removed. Withdraw its entries first.',
            { fields: { disciplines: 'A discipline with entries cannot be removed.' }, discipline: key },
            'DISCIPLINE_HAS_ENTRIES',
          );
        }
        const capacity = index === -1 ? null : (definition.disciplines[index]?.capacity ?? null);
        if (capacity !== null && capacity < count.entered) {
          throw conflict(
            `This discipline already has ${count.entered} entries; its places cannot be fewer.`,
            {
              fields: {
                [`disciplines.${index}.capacity`]: `At least ${count.entered}: the entries already held.`,
              },
              discipline: key,
            },
            'DISCIPLINE_HAS_ENTRIES',
          );
        }
      }
      const version = current.version + 1;
      const [updated] = await tx
        .update(entryForms)
        .set({ ...definitionColumns(definition), version, updatedAt: now })
        .where(eq(entryForms.id, formId))
        .returning();
      if (!updated) throw formNotFound();
      await tx
        .insert(entryFormVersions)
        .values({ formId, version, definition, createdBy: adminId, createdAt: now });
      const movedUp = await fillFreePlaces(tx, updated, now);
      await queueEntryNotices(tx, movedUpNotices(movedUp), now);
      return {
        result: { row: updated },
        targetId: formId,
        changes: { version, fields: Object.keys(patch), movedUp: movedUp.length },
      };
    },
  );
  return toAdminEntryForm(row, await disciplineCounts(ctx.db, formId));
}

type FormsQuery = z.output<typeof adminFormsQuery>;

/**
 * Which forms the list holds and in which order: by the competition's days when `when` is given
 * (a competition ending today is still upcoming, judged on India's calendar), else newest form first.
 */
function formsSelection(ctx: AppContext, query: FormsQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(entryForms.status, query.status));
  if (query.eventId) conditions.push(eq(entryForms.eventId, query.eventId));
  if (query.search) conditions.push(ilike(entryForms.title, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`));
  const today = indianToday(ctx.clock.now());
  if (query.when === 'upcoming') conditions.push(gte(publicEvents.endDate, today));
  if (query.when === 'past') conditions.push(lt(publicEvents.endDate, today));
  const order =
    query.when === 'upcoming'
      ? [asc(publicEvents.startDate), asc(publicEvents.endDate), asc(entryForms.id)]
      : query.when === 'past'
        ? [desc(publicEvents.endDate), desc(publicEvents.startDate), desc(entryForms.id)]
        : [desc(entryForms.createdAt), desc(entryForms.id)];
  return { where: conditions.length > 0 ? and(...conditions) : undefined, order };
}

export async function listEntryForms(ctx: AppContext, query: FormsQuery) {
  const { where, order } = formsSelection(ctx, query);
  const offset = boundedOffset(query.page, query.pageSize);
  const rows = await ctx.db
    .select({
      form: entryForms,
      eventTitle: publicEvents.title,
      startDate: publicEvents.startDate,
      endDate: publicEvents.endDate,
      venue: publicEvents.venue,
    })
    .from(entryForms)
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offset);
  const [counted] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(entryForms)
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .where(where);
  const totals = await formTotalsOf(
    ctx.db,
    rows.map((row) => row.form.id),
  );
  return {
    items: rows.map((row) => ({
      _id: row.form.id,
      title: row.form.title,
      eventId: row.form.eventId,
      eventTitle: row.eventTitle,
      startDate: row.startDate,
      endDate: row.endDate,
      venue: row.venue,
      status: row.form.status,
      opensAt: row.form.opensAt.toISOString(),
      closesAt: row.form.closesAt.toISOString(),
      lateUntil: row.form.lateUntil?.toISOString() ?? null,
      disciplineCount: row.form.disciplines.length,
      entered: totals.get(row.form.id)?.entered ?? 0,
      waitlisted: totals.get(row.form.id)?.waitlisted ?? 0,
      unpaid: totals.get(row.form.id)?.unpaid ?? 0,
      paidTotalPaise: totals.get(row.form.id)?.paidTotalPaise ?? 0,
      updatedAt: row.form.updatedAt.toISOString(),
    })),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The definition an entry answered (its form's version), for reading its answers. */
export async function definitionOf(db: DbOrTx, formId: string, version: number) {
  const [row] = await db
    .select({ definition: entryFormVersions.definition })
    .from(entryFormVersions)
    .where(and(eq(entryFormVersions.formId, formId), eq(entryFormVersions.version, version)));
  return row?.definition;
}
