import type { PublicCompetition } from '@para/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import { entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { resultVersions } from '../../db/schema/results.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { localised } from '../content/translations.js';

/**
 * Competitions with published results, for the public results pages: the form's title, its event's
 * title, venue and dates in the reader's language, and the version shown now (decision 25).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function competitions(ctx: AppContext, lang: string, formId?: string): Promise<PublicCompetition[]> {
  // The newest version of each form: the one shown.
  const current = ctx.db
    .selectDistinctOn([resultVersions.formId], {
      formId: resultVersions.formId,
      version: resultVersions.version,
      publishedAt: resultVersions.publishedAt,
    })
    .from(resultVersions)
    .where(formId ? eq(resultVersions.formId, formId) : undefined)
    .orderBy(resultVersions.formId, desc(resultVersions.version))
    .as('current');
  const rows = await ctx.db
    .select({
      form: entryForms,
      event: publicEvents,
      version: current.version,
      publishedAt: current.publishedAt,
    })
    .from(current)
    .innerJoin(entryForms, eq(entryForms.id, current.formId))
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .where(and(ne(entryForms.status, 'draft'), formId ? eq(entryForms.id, formId) : undefined))
    .orderBy(desc(publicEvents.startDate), desc(current.publishedAt));
  return rows.map(({ form, event, version, publishedAt }) => ({
    formId: form.id,
    title: lang === 'hi' && form.titleHi.trim() ? form.titleHi : form.title,
    eventId: event.status === 'published' ? event.id : null,
    eventTitle: localised(event.translations, lang, 'title', event.title),
    venue: localised(event.translations, lang, 'venue', event.venue),
    startDate: event.startDate,
    endDate: event.endDate,
    version,
    publishedAt: publishedAt.toISOString(),
    correctedAt: version > 1 ? publishedAt.toISOString() : null,
  }));
}

export async function publicCompetitionList(ctx: AppContext, lang: string) {
  return { items: await competitions(ctx, lang) };
}

/** The competition, or undefined when there is no such form or nothing of it is published. */
export async function findPublicCompetition(ctx: AppContext, formId: string, lang: string) {
  if (!UUID.test(formId)) return undefined;
  return (await competitions(ctx, lang, formId))[0];
}

export async function publicCompetition(ctx: AppContext, formId: string, lang: string) {
  const found = await findPublicCompetition(ctx, formId, lang);
  if (!found) throw notFound('No results are published for this competition.', 'RESULTS_NOT_PUBLISHED');
  return found;
}

/** Whether an event has a competition with published results, and which (the first, newest event first). */
export async function resultsOfEvent(ctx: AppContext, eventId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ formId: entryForms.id })
    .from(entryForms)
    .innerJoin(resultVersions, eq(resultVersions.formId, entryForms.id))
    .where(and(eq(entryForms.eventId, eventId), ne(entryForms.status, 'draft')))
    .limit(1);
  return row?.formId ?? null;
}
