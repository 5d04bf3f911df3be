import {
  type ArchiveCompetition,
  type ArchiveCompetitionBody,
  type ArchiveList,
  type ArchiveQuery,
  type EntryFormBody,
  formatMark,
  indiaDay,
  MAX_ARCHIVE_MATCHES,
} from '@para/contract';
import { sql } from 'drizzle-orm';
import { entryForms, entryFormVersions } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { sports } from '../../db/schema/registration.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { fieldError } from '../../lib/errors.js';
import { boundedOffset } from '../../lib/paging.js';
import { definitionColumns } from '../competitions/mapper.js';
import { localised } from '../content/translations.js';
import {
  type FormVersion,
  findCompetitions,
  matchedResults,
  matchingAthletes,
  medalCounts,
  recordsSetAt,
  resultCounts,
} from './archive.queries.js';

/** Previous events (decision 32): the archive's search, and adding a past competition for its results. */

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
};

export async function searchArchive(ctx: AppContext, query: ArchiveQuery): Promise<ArchiveList> {
  const offset = boundedOffset(query.page, query.pageSize);
  const filters = {
    athlete: query.athlete,
    sportClass: query.sportClass,
    year: query.year,
    today: indiaDay(ctx.clock.now()),
  };
  const { rows, total } = await findCompetitions(ctx.db, filters, { limit: query.pageSize, offset });
  const paged = { total, page: query.page, pageSize: query.pageSize };
  if (rows.length === 0) return { items: [], ...paged };

  const versions: FormVersion[] = rows.map((row) => ({ formId: row.form.id, version: row.version }));
  const athletes = matchingAthletes(filters);
  const [counts, medals, records, matches] = await Promise.all([
    resultCounts(ctx.db, versions),
    medalCounts(ctx.db, versions),
    recordsSetAt(
      ctx.db,
      versions.map((item) => item.formId),
    ),
    athletes ? matchedResults(ctx.db, versions, athletes) : Promise.resolve([]),
  ]);
  const countsOf = groupBy(counts, (row) => row.formId);
  const medalsOf = groupBy(medals, (row) => row.formId);
  const recordsOf = groupBy(records, (row) => row.formId);
  const matchesOf = groupBy(matches, (row) => row.result.formId);
  const hindi = query.lang === 'hi';

  const items = rows.map(({ form, event, version, publishedAt }): ArchiveCompetition => {
    const disciplines = new Map(form.disciplines.map((item) => [item.key, item]));
    const resultsIn = new Map(
      (countsOf.get(form.id) ?? []).map((row) => [row.discipline, Number(row.count)]),
    );
    const found = matchesOf.get(form.id) ?? [];
    return {
      formId: form.id,
      title: hindi && form.titleHi.trim() ? form.titleHi : form.title,
      eventTitle: localised(event.translations, query.lang, 'title', event.title),
      venue: localised(event.translations, query.lang, 'venue', event.venue),
      startDate: event.startDate,
      endDate: event.endDate,
      archive: form.archive,
      version,
      publishedAt: publishedAt.toISOString(),
      disciplines: form.disciplines
        .filter((item) => resultsIn.has(item.key))
        .map((item) => ({
          key: item.key,
          name: item.name,
          nameHi: item.nameHi ?? '',
          results: resultsIn.get(item.key) ?? 0,
        })),
      medals: (medalsOf.get(form.id) ?? [])
        .map((line) => ({
          district: line.district,
          gold: Number(line.gold),
          silver: Number(line.silver),
          bronze: Number(line.bronze),
          total: Number(line.gold) + Number(line.silver) + Number(line.bronze),
        }))
        .sort(
          (a, b) =>
            b.gold - a.gold ||
            b.silver - a.silver ||
            b.bronze - a.bronze ||
            a.district.localeCompare(b.district),
        ),
      records: (recordsOf.get(form.id) ?? []).map((mark) => ({
        discipline: mark.disciplineKey,
        disciplineName: mark.disciplineName,
        disciplineNameHi: mark.disciplineNameHi,
        sport: mark.sport,
        sportClass: mark.sportClass,
        athleteName: mark.athleteName,
        uid: mark.uid,
        mark: formatMark(mark.kind, mark.markValue),
        step: mark.recordStep ?? 'set',
        current: mark.isCurrent,
      })),
      matches: found.slice(0, MAX_ARCHIVE_MATCHES).map(({ result, userName, page1, page2 }) => {
        const discipline = disciplines.get(result.disciplineKey);
        return {
          discipline: result.disciplineKey,
          disciplineName: discipline?.name ?? result.disciplineKey,
          disciplineNameHi: discipline?.nameHi ?? '',
          uid: result.uid,
          name: page1?.fullName || userName || '',
          sportClass: page2?.sports?.find((sport) => sport.sport === discipline?.sport)?.sportClass ?? '',
          place: result.place,
          mark:
            result.markValue !== null && discipline
              ? formatMark(discipline.resultKind, result.markValue)
              : '',
          status: result.status,
          round: result.round,
          heat: result.heat,
        };
      }),
      matchCount: found.length,
    };
  });
  return { items, ...paged };
}

/**
 * A past competition that took no entries on the portal, added to upload its results: an event kept out
 * of the public calendar (draft: its results are public, the event page is not needed) and a closed
 * entry form marked `archive`, free, with no entry window to speak of and no questions.
 */
export async function createArchiveCompetition(
  ctx: AppContext,
  adminId: string,
  body: ArchiveCompetitionBody,
) {
  const now = ctx.clock.now();
  const today = indiaDay(now);
  if (body.startDate > today) throw fieldError('startDate', 'validation.competitionNotPast');
  return auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'archive.competition.create', targetType: 'entry_form', at: now },
    async (tx) => {
      const known = new Set((await tx.select({ code: sports.code }).from(sports)).map((row) => row.code));
      body.disciplines.forEach((discipline, index) => {
        if (!known.has(discipline.sport))
          throw fieldError(`disciplines.${index}.sport`, 'validation.sportUnknown');
      });
      const [event] = await tx
        .insert(publicEvents)
        .values({
          title: body.title,
          sports: [...new Set(body.disciplines.map((discipline) => discipline.sport))],
          venue: body.venue,
          startDate: body.startDate,
          endDate: body.endDate,
          status: 'draft',
          translations: body.titleHi ? { hi: { title: body.titleHi } } : {},
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: publicEvents.id });
      if (!event) throw new Error('event not stored');
      // The entry window is the competition's first day, already past and closed: nobody can enter.
      const opensAt = new Date(`${body.startDate}T00:00:00+05:30`);
      const definition: EntryFormBody = {
        title: body.title,
        titleHi: body.titleHi ?? '',
        eventId: event.id,
        opensAt: opensAt.toISOString(),
        closesAt: new Date(opensAt.getTime() + 60_000).toISOString(),
        lateUntil: null,
        lateFeePaise: 0,
        withdrawUntil: null,
        feePaise: 0,
        maxDisciplines: null,
        allowUnclassified: true,
        status: 'closed',
        disciplines: body.disciplines,
        fields: [],
      };
      const [form] = await tx
        .insert(entryForms)
        .values({
          ...definitionColumns(definition),
          archive: true,
          version: 1,
          createdBy: adminId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: entryForms.id });
      if (!form) throw new Error('form not stored');
      await tx
        .insert(entryFormVersions)
        .values({ formId: form.id, version: 1, definition, createdBy: adminId, createdAt: now });
      await tx
        .update(publicEvents)
        .set({ entryFormId: form.id })
        .where(sql`${publicEvents.id} = ${event.id}`);
      return {
        result: { formId: form.id, eventId: event.id },
        targetId: form.id,
        changes: { title: body.title, startDate: body.startDate, disciplines: body.disciplines.length },
      };
    },
  );
}
