import { type AthleteForm, disciplineEligibility, formPhase } from '@para/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { type EntryFormRow, entries, entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import type { UserRow } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { type AthleteRecord, athleteRecord } from './athlete.js';
import { formDefinition } from './mapper.js';
import { placesTakenInCappedOf } from './places.js';

/** Forms as an athlete sees them: every discipline with whether they may enter it and why not. */

export function athleteView(
  form: EntryFormRow,
  event: { title: string; startDate: string },
  athlete: AthleteRecord,
  /** Places taken per discipline; a discipline without a capacity needs none. */
  placesTaken: Record<string, number>,
  myEntryId: string | null,
  now: Date,
): AthleteForm {
  const { disciplines: _definitionDisciplines, ...definition } = formDefinition(form);
  return {
    ...definition,
    _id: form.id,
    version: form.version,
    updatedAt: form.updatedAt.toISOString(),
    phase: formPhase({ ...definition }, now),
    competitionFirstDay: event.startDate,
    eventTitle: event.title,
    myEntryId,
    disciplines: form.disciplines.map((discipline) => {
      const eligibility = disciplineEligibility({
        discipline,
        athlete: athlete.eligibility,
        form: definition,
        competitionFirstDay: event.startDate,
        now,
        entriesCount: placesTaken[discipline.key] ?? 0,
      });
      // An athlete whose registration is not approved may enter nothing, whatever else holds.
      return { ...discipline, ...eligibility, eligible: eligibility.eligible && athlete.mayEnter };
    }),
  };
}

async function viewsOf(
  ctx: AppContext,
  user: UserRow,
  forms: { form: EntryFormRow; title: string; startDate: string }[],
) {
  const athlete = await athleteRecord(ctx.db, user);
  const ids = forms.map((row) => row.form.id);
  const mine =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: entries.id, formId: entries.formId })
          .from(entries)
          .where(
            and(eq(entries.userId, user.id), inArray(entries.formId, ids), ne(entries.status, 'withdrawn')),
          );
  const now = ctx.clock.now();
  const taken = await placesTakenInCappedOf(
    ctx.db,
    forms.map((row) => row.form),
  );
  return forms.map((row) =>
    athleteView(
      row.form,
      row,
      athlete,
      taken.get(row.form.id) ?? {},
      mine.find((item) => item.formId === row.form.id)?.id ?? null,
      now,
    ),
  );
}

const formsWithEvents = (ctx: AppContext) =>
  ctx.db
    .select({ form: entryForms, title: publicEvents.title, startDate: publicEvents.startDate })
    .from(entryForms)
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId));

/** Every form past its draft (upcoming, open, closed and past), newest competition first. */
export async function athleteForms(ctx: AppContext, user: UserRow): Promise<AthleteForm[]> {
  const rows = await formsWithEvents(ctx)
    // A past competition added for its results alone never took entries (decision 32).
    .where(and(ne(entryForms.status, 'draft'), eq(entryForms.archive, false)))
    .orderBy(desc(publicEvents.startDate), desc(entryForms.createdAt))
    .limit(200);
  return viewsOf(ctx, user, rows);
}

export async function athleteForm(ctx: AppContext, user: UserRow, formId: string): Promise<AthleteForm> {
  const rows = await formsWithEvents(ctx).where(
    and(eq(entryForms.id, formId), ne(entryForms.status, 'draft')),
  );
  const [view] = await viewsOf(ctx, user, rows);
  if (!view) throw notFound('No such entry form.', 'FORM_NOT_FOUND');
  return view;
}
