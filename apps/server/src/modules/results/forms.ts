import { formPhase, type ResultsFormRow } from '@para/contract';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { entries, entryDisciplines, entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { resultImports, resultVersions } from '../../db/schema/results.js';
import type { AppContext } from '../../lib/context.js';

/** India's calendar date now (competitions' dates are Indian dates). */
const indianToday = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The competitions results can be uploaded for: forms whose entries have closed, or whose event has
 * begun, or that already have results; newest event first.
 */
export async function resultsForms(ctx: AppContext): Promise<{ items: ResultsFormRow[] }> {
  const now = ctx.clock.now();
  const today = indianToday(now);
  const forms = await ctx.db
    .select({
      form: entryForms,
      eventTitle: publicEvents.title,
      startDate: publicEvents.startDate,
      endDate: publicEvents.endDate,
      hasImports: sql<boolean>`exists (select 1 from ${resultImports} i where i.form_id = ${entryForms.id})`,
    })
    .from(entryForms)
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .where(ne(entryForms.status, 'draft'))
    .orderBy(desc(publicEvents.startDate), desc(entryForms.createdAt));
  const listed = forms.filter(
    (row) =>
      row.hasImports ||
      row.startDate <= today ||
      formPhase(
        {
          status: row.form.status,
          opensAt: row.form.opensAt.toISOString(),
          closesAt: row.form.closesAt.toISOString(),
          lateUntil: row.form.lateUntil?.toISOString() ?? null,
        },
        now,
      ) === 'closed',
  );
  const ids = listed.map((row) => row.form.id);
  if (ids.length === 0) return { items: [] };
  const [starters, versions, imports] = await Promise.all([
    ctx.db
      .select({ formId: entries.formId, count: sql<number>`count(*)::int` })
      .from(entries)
      .where(
        and(
          inArray(entries.formId, ids),
          ne(entries.status, 'withdrawn'),
          sql`exists (select 1 from ${entryDisciplines} d where d.entry_id = ${entries.id} and d.status = 'entered' and d.settled)`,
        ),
      )
      .groupBy(entries.formId),
    ctx.db
      .select({
        formId: resultVersions.formId,
        version: resultVersions.version,
        publishedAt: resultVersions.publishedAt,
      })
      .from(resultVersions)
      .where(inArray(resultVersions.formId, ids))
      .orderBy(desc(resultVersions.version)),
    ctx.db
      .selectDistinctOn([resultImports.formId], {
        formId: resultImports.formId,
        id: resultImports.id,
        publishedVersion: resultImports.publishedVersion,
      })
      .from(resultImports)
      .where(inArray(resultImports.formId, ids))
      .orderBy(resultImports.formId, desc(resultImports.createdAt), desc(resultImports.id)),
  ]);
  const counts = new Map(starters.map((row) => [row.formId, Number(row.count)]));
  const current = new Map<string, (typeof versions)[number]>();
  for (const version of versions) if (!current.has(version.formId)) current.set(version.formId, version);
  const newest = new Map(imports.map((row) => [row.formId, row]));
  return {
    items: listed.map((row) => {
      const version = current.get(row.form.id);
      const pending = newest.get(row.form.id);
      return {
        formId: row.form.id,
        title: row.form.title,
        titleHi: row.form.titleHi,
        eventTitle: row.eventTitle,
        startDate: row.startDate,
        endDate: row.endDate,
        starters: counts.get(row.form.id) ?? 0,
        publishedVersion: version?.version ?? 0,
        publishedAt: version?.publishedAt.toISOString() ?? null,
        pendingImportId: pending && pending.publishedVersion === null ? pending.id : null,
        archive: row.form.archive,
      };
    }),
  };
}
