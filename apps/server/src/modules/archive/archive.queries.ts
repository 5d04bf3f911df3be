import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { recordMarks } from '../../db/schema/records.js';
import { registrations } from '../../db/schema/registration.js';
import { results, resultVersions } from '../../db/schema/results.js';
import { users } from '../../db/schema/users.js';
import { searchTerm } from '../../lib/search-text.js';

/**
 * The archive's SQL (decision 32). A search finds competitions, not results: the forms with a published
 * version (a few hundred) filtered by year on their event's first day, and by athlete or class through
 * an EXISTS on their current version's results of the matching athletes. The athletes are found first
 * through the users' trigram index (name, UID) and the registrations' class index, then their results
 * through results_user_idx (user, form), so 100,000 results are never read for a search.
 */

export interface ArchiveFilters {
  athlete?: string | undefined;
  sportClass?: string | undefined;
  year?: number | undefined;
  /** India's calendar day today: competitions that have not begun are not past. */
  today: string;
}

/** The current (highest) version of each form with published results. */
export const currentVersions = (db: DbOrTx) =>
  db
    .selectDistinctOn([resultVersions.formId], {
      formId: resultVersions.formId,
      version: resultVersions.version,
      publishedAt: resultVersions.publishedAt,
    })
    .from(resultVersions)
    .orderBy(resultVersions.formId, desc(resultVersions.version))
    .as('current');

/**
 * The ids of the athletes an athlete search and a class name, or undefined when neither is given. A
 * name is matched through users.search_text (its trigram index) and then on the name alone, so an
 * e-mail or a phone number, also in search_text, finds no one; a UID is matched whole, in any case.
 */
export function matchingAthletes(filters: Pick<ArchiveFilters, 'athlete' | 'sportClass'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.athlete) {
    const raw = filters.athlete.trim();
    const term = searchTerm(raw);
    const byName = term
      ? sql`(${users.searchText} like ${term.pattern} and (lower(${users.name}) like ${term.pattern}
          or lower(coalesce(${registrations.page1} ->> 'fullName', '')) like ${term.pattern}
          or lower(coalesce(${users.uid}, '')) like ${term.pattern}))`
      : sql`false`;
    conditions.push(sql`(${byName} or ${users.uid} in (${raw}, ${raw.toUpperCase()}))`);
  }
  if (filters.sportClass) {
    // registration_sport_classes (migration 0011): the classes held, upper-case, with their GIN index.
    conditions.push(
      sql`registration_sport_classes(${registrations.page2}) @> array[${filters.sportClass.toUpperCase()}]::text[]`,
    );
  }
  if (conditions.length === 0) return undefined;
  return sql`select ${users.id} from ${users} inner join ${registrations} on ${registrations.userId} = ${users.id} where ${sql.join(conditions, sql` and `)}`;
}

function competitionConditions(current: ReturnType<typeof currentVersions>, filters: ArchiveFilters) {
  const athletes = matchingAthletes(filters);
  return and(
    ne(entryForms.status, 'draft'),
    lte(publicEvents.startDate, filters.today),
    filters.year ? gte(publicEvents.startDate, `${filters.year}-01-01`) : undefined,
    filters.year ? lt(publicEvents.startDate, `${filters.year + 1}-01-01`) : undefined,
    athletes
      ? sql`exists (select 1 from ${results} r where r.form_id = ${current.formId}
          and r.version = ${current.version} and r.user_id in (${athletes}))`
      : undefined,
  );
}

/** One page of the competitions found, newest first, and how many there are. */
export async function findCompetitions(
  db: DbOrTx,
  filters: ArchiveFilters,
  page: { limit: number; offset: number },
) {
  const current = currentVersions(db);
  const where = competitionConditions(current, filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        form: entryForms,
        event: publicEvents,
        version: current.version,
        publishedAt: current.publishedAt,
      })
      .from(current)
      .innerJoin(entryForms, eq(entryForms.id, current.formId))
      .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
      .where(where)
      .orderBy(desc(publicEvents.startDate), desc(entryForms.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(current)
      .innerJoin(entryForms, eq(entryForms.id, current.formId))
      .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
      .where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

export type FormVersion = { formId: string; version: number };

const ofVersions = (versions: readonly FormVersion[]) =>
  or(...versions.map((item) => and(eq(results.formId, item.formId), eq(results.version, item.version))));

/** How many results each discipline has in the versions shown. */
export function resultCounts(db: DbOrTx, versions: readonly FormVersion[]) {
  return db
    .select({
      formId: results.formId,
      discipline: results.disciplineKey,
      count: sql<number>`count(*)::int`,
    })
    .from(results)
    .where(ofVersions(versions))
    .groupBy(results.formId, results.disciplineKey);
}

/**
 * Places 1–3 by form and district, counted as the results page's medal table counts them (a result
 * without a round, or of the final: published.ts).
 */
export function medalCounts(db: DbOrTx, versions: readonly FormVersion[]) {
  return db
    .select({
      formId: results.formId,
      district: sql<string>`coalesce(${registrations.district}, '')`,
      gold: sql<number>`(count(*) filter (where ${results.place} = 1))::int`,
      silver: sql<number>`(count(*) filter (where ${results.place} = 2))::int`,
      bronze: sql<number>`(count(*) filter (where ${results.place} = 3))::int`,
    })
    .from(results)
    .leftJoin(registrations, eq(registrations.userId, results.userId))
    .where(
      and(
        ofVersions(versions),
        lte(results.place, 3),
        sql`(${results.round} is null or lower(trim(${results.round})) in ('final', 'finals', 'f'))`,
      ),
    )
    .groupBy(results.formId, sql`coalesce(${registrations.district}, '')`);
}

/** The marks that set or equalled a state record at these competitions (their versions shown now). */
export function recordsSetAt(db: DbOrTx, formIds: readonly string[]) {
  return db
    .select()
    .from(recordMarks)
    .where(and(inArray(recordMarks.formId, formIds), isNotNull(recordMarks.recordStep)))
    .orderBy(asc(recordMarks.formId), asc(recordMarks.row));
}

/** The searched athletes' results at these competitions, in the file's order. */
export function matchedResults(db: DbOrTx, versions: readonly FormVersion[], athletes: SQL) {
  return db
    .select({
      result: results,
      userName: users.name,
      page1: registrations.page1,
      page2: registrations.page2,
    })
    .from(results)
    .leftJoin(users, eq(users.id, results.userId))
    .leftJoin(registrations, eq(registrations.userId, results.userId))
    .where(and(ofVersions(versions), sql`${results.userId} in (${athletes})`))
    .orderBy(asc(results.formId), asc(results.row));
}
