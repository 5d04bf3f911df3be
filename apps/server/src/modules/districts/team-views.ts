import {
  type DistrictEntryForm,
  type DistrictFormEntries,
  type DistrictResults,
  formPhase,
  type TeamEligibility,
} from '@para/contract';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type EntryFormRow, entries, entryDisciplines, entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { registrations } from '../../db/schema/registration.js';
import { resultVersions } from '../../db/schema/results.js';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { athleteRecordOf } from '../competitions/athlete.js';
import { athleteView } from '../competitions/athlete-forms.js';
import { formDefinition } from '../competitions/mapper.js';
import { placesTakenInCappedOf } from '../competitions/places.js';
import { teamDuePaise } from '../competitions/team-payments.js';
import { medalTable, publicResults } from '../results/published.js';

/**
 * What a secretary reads of competitions: the forms with the district's entries, the team list with
 * each athlete's eligibility (the athlete's own view of the form, `athleteView`), the district's
 * entries, and its published results and medals (the results module's own queries, narrowed).
 */

/** A district's approved athletes fit many times over; the cap only stops a runaway list. */
const TEAM_LIST_LIMIT = 2_000;

const inScope = (scope: string[]) => inArray(registrations.district, scope.length ? scope : ['']);

const formsWithEvents = (ctx: AppContext) =>
  ctx.db
    .select({ form: entryForms, eventTitle: publicEvents.title, startDate: publicEvents.startDate })
    .from(entryForms)
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId));

type FormWithEvent = { form: EntryFormRow; eventTitle: string; startDate: string };

async function formSummaries(ctx: AppContext, scope: string[], rows: FormWithEvent[]) {
  const ids = rows.map((row) => row.form.id);
  if (ids.length === 0) return [];
  const [counts, published] = await Promise.all([
    ctx.db
      .select({ formId: entries.formId, count: sql<number>`count(*)::int` })
      .from(entries)
      .innerJoin(registrations, eq(registrations.userId, entries.userId))
      .where(and(inArray(entries.formId, ids), ne(entries.status, 'withdrawn'), inScope(scope)))
      .groupBy(entries.formId),
    ctx.db
      .selectDistinct({ formId: resultVersions.formId })
      .from(resultVersions)
      .where(inArray(resultVersions.formId, ids)),
  ]);
  const now = ctx.clock.now();
  return rows.map(
    (row): DistrictEntryForm => ({
      _id: row.form.id,
      title: row.form.title,
      titleHi: row.form.titleHi,
      eventTitle: row.eventTitle,
      competitionFirstDay: row.startDate,
      phase: formPhase(
        {
          status: row.form.status,
          opensAt: row.form.opensAt.toISOString(),
          closesAt: row.form.closesAt.toISOString(),
          lateUntil: row.form.lateUntil?.toISOString() ?? null,
        },
        now,
      ),
      feePaise: row.form.feePaise,
      entries: counts.find((item) => item.formId === row.form.id)?.count ?? 0,
      resultsPublished: published.some((item) => item.formId === row.form.id),
    }),
  );
}

/** Forms past their draft, newest competition first. */
export async function districtEntryForms(ctx: AppContext, scope: string[]) {
  const rows = await formsWithEvents(ctx)
    .where(ne(entryForms.status, 'draft'))
    .orderBy(desc(publicEvents.startDate), desc(entryForms.createdAt))
    .limit(200);
  return formSummaries(ctx, scope, rows);
}

/** A form past its draft, with its event; a draft or unknown form is not found. */
export async function listedForm(ctx: AppContext, formId: string): Promise<FormWithEvent> {
  const [row] = await formsWithEvents(ctx).where(
    and(eq(entryForms.id, formId), ne(entryForms.status, 'draft')),
  );
  if (!row) throw notFound('No such entry form.', 'FORM_NOT_FOUND');
  return row;
}

/** The district's approved athletes, each discipline with whether they may enter it, as they would see it. */
export async function teamEligibility(
  ctx: AppContext,
  scope: string[],
  formId: string,
): Promise<TeamEligibility> {
  const row = await listedForm(ctx, formId);
  const athletes = await ctx.db
    .select({ user: users, registration: registrations })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(inScope(scope), eq(registrations.status, 'approved')))
    .orderBy(asc(users.name), asc(users.id))
    .limit(TEAM_LIST_LIMIT);
  const ids = athletes.map((item) => item.user.id);
  const [live, taken] = await Promise.all([
    ids.length === 0
      ? []
      : ctx.db
          .select({ id: entries.id, userId: entries.userId })
          .from(entries)
          .where(
            and(eq(entries.formId, formId), inArray(entries.userId, ids), ne(entries.status, 'withdrawn')),
          ),
    placesTakenInCappedOf(ctx.db, [row.form]),
  ]);
  const now = ctx.clock.now();
  const event = { title: row.eventTitle, startDate: row.startDate };
  const placesTaken = taken.get(formId) ?? {};
  const [summary] = await formSummaries(ctx, scope, [row]);
  const definition = formDefinition(row.form);
  return {
    form: {
      _id: row.form.id,
      title: row.form.title,
      titleHi: row.form.titleHi,
      eventTitle: row.eventTitle,
      competitionFirstDay: row.startDate,
      phase: summary?.phase ?? 'closed',
      feePaise: row.form.feePaise,
      lateFeePaise: row.form.lateFeePaise,
      maxDisciplines: row.form.maxDisciplines,
      disciplines: definition.disciplines.map((discipline) => ({
        ...discipline,
        placesLeft:
          discipline.capacity === null || discipline.capacity === undefined
            ? null
            : Math.max(0, discipline.capacity - (placesTaken[discipline.key] ?? 0)),
      })),
    },
    athletes: athletes.map(({ user, registration }) => {
      const record = athleteRecordOf(user, registration);
      const entryId = live.find((item) => item.userId === user.id)?.id ?? null;
      const view = athleteView(row.form, event, record, placesTaken, entryId, now);
      return {
        _id: user.id,
        name: record.profile.name,
        uid: record.profile.uid,
        district: registration.district ?? '',
        sportClasses: record.profile.sports.flatMap((sport) => (sport.sportClass ? [sport.sportClass] : [])),
        entryId,
        disciplines: view.disciplines.map((discipline) => ({
          key: discipline.key,
          // Entered already: the entry is changed or withdrawn, never made twice.
          eligible: discipline.eligible && !entryId,
          reason: !record.mayEnter
            ? ('REGISTRATION_NOT_APPROVED' as const)
            : entryId
              ? ('ALREADY_ENTERED' as const)
              : discipline.reason,
        })),
      };
    }),
  };
}

/** The district's entries on one form (whoever made them), and the secretary's teams with money due. */
export async function districtFormEntries(
  ctx: AppContext,
  secretary: { id: string; secretaryDistricts: string[] },
  formId: string,
): Promise<DistrictFormEntries> {
  const scope = secretary.secretaryDistricts;
  const row = await listedForm(ctx, formId);
  const [summary] = await formSummaries(ctx, scope, [row]);
  if (!summary) throw notFound('No such entry form.', 'FORM_NOT_FOUND');
  const rows = await ctx.db
    .select({ entry: entries, name: users.name, uid: users.uid, district: registrations.district })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .innerJoin(registrations, eq(registrations.userId, entries.userId))
    .where(and(eq(entries.formId, formId), ne(entries.status, 'withdrawn'), inScope(scope)))
    .orderBy(asc(users.name), asc(entries.id));
  const disciplineRows =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(entryDisciplines)
          .where(
            inArray(
              entryDisciplines.entryId,
              rows.map((item) => item.entry.id),
            ),
          );
  const teamIds = [...new Set(rows.flatMap((item) => (item.entry.teamId ? [item.entry.teamId] : [])))];
  const teamsDue = [];
  for (const teamId of teamIds) {
    const duePaise = await teamDuePaise(ctx.db, teamId);
    if (duePaise > 0) teamsDue.push({ teamId, duePaise });
  }
  const order = row.form.disciplines.map((item) => item.key);
  return {
    form: summary,
    disciplines: row.form.disciplines.map((item) => ({
      key: item.key,
      name: item.name,
      nameHi: item.nameHi ?? '',
    })),
    entries: rows.map((item) => ({
      _id: item.entry.id,
      userId: item.entry.userId,
      name: item.name,
      uid: item.uid ?? '',
      district: item.district ?? '',
      status: item.entry.status,
      amountPaise: item.entry.amountPaise,
      paidPaise: item.entry.paidPaise,
      bib: item.entry.bib,
      teamId: item.entry.teamId,
      disciplines: disciplineRows
        .filter((discipline) => discipline.entryId === item.entry.id)
        .sort((a, b) => order.indexOf(a.disciplineKey) - order.indexOf(b.disciplineKey))
        .map((discipline) => ({ key: discipline.disciplineKey, status: discipline.status })),
    })),
    teamsDue,
  };
}

/** The published results of the district's athletes, and the district's lines of the medal table. */
export async function districtResults(
  ctx: AppContext,
  scope: string[],
  formId: string,
): Promise<DistrictResults> {
  await listedForm(ctx, formId);
  const [results, medals] = await Promise.all([publicResults(ctx, formId), medalTable(ctx, formId)]);
  return {
    results: results
      .map((discipline) => ({
        ...discipline,
        results: discipline.results.filter((result) => scope.includes(result.district)),
      }))
      .filter((discipline) => discipline.results.length > 0),
    medals: medals.filter((line) => scope.includes(line.district)),
  };
}
