import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entryForms } from '../../db/schema/competitions.js';
import { recordMarks } from '../../db/schema/records.js';

/** Reads of the state records: their histories, one form's part in them, and the marks a class has seen. */

/**
 * Every mark that set or equalled a record (or only the current holders), with its competition's titles;
 * optionally of one sport, discipline or class.
 */
export function historyRows(
  db: DbOrTx,
  filter: {
    sport?: string | undefined;
    discipline?: string | undefined;
    sportClass?: string | undefined;
    history?: 'all' | 'current';
  },
) {
  return db
    .select({
      mark: recordMarks,
      formTitle: entryForms.title,
      formTitleHi: entryForms.titleHi,
    })
    .from(recordMarks)
    .innerJoin(entryForms, eq(entryForms.id, recordMarks.formId))
    .where(
      and(
        isNotNull(recordMarks.recordStep),
        filter.history === 'current' ? eq(recordMarks.isCurrent, true) : undefined,
        filter.sport ? eq(recordMarks.sport, filter.sport) : undefined,
        filter.discipline ? eq(recordMarks.disciplineKey, filter.discipline.toLowerCase()) : undefined,
        filter.sportClass ? eq(recordMarks.sportClass, filter.sportClass.toUpperCase()) : undefined,
      ),
    )
    .orderBy(
      asc(recordMarks.sport),
      asc(recordMarks.disciplineKey),
      asc(recordMarks.gender),
      asc(recordMarks.sportClass),
      asc(recordMarks.competitionDate),
      asc(recordMarks.firstPublishedAt),
      asc(recordMarks.formId),
      asc(recordMarks.row),
    );
}

/**
 * The marks of a form's published results that set or equalled a record (in the version shown now), by
 * the results' row: what the results page marks, and what a record certificate rests on.
 */
export function recordStepsOfForm(db: DbOrTx, formId: string, version?: number) {
  return db
    .select({
      row: recordMarks.row,
      version: recordMarks.version,
      uid: recordMarks.uid,
      disciplineKey: recordMarks.disciplineKey,
      sportClass: recordMarks.sportClass,
      markValue: recordMarks.markValue,
      wind: recordMarks.wind,
      recordStep: recordMarks.recordStep,
      isCurrent: recordMarks.isCurrent,
    })
    .from(recordMarks)
    .where(
      and(
        eq(recordMarks.formId, formId),
        isNotNull(recordMarks.recordStep),
        version === undefined ? undefined : eq(recordMarks.version, version),
      ),
    )
    .orderBy(asc(recordMarks.row));
}

/**
 * For each class of the given disciplines (sport and key), how many counted marks other competitions have
 * published, and the lowest and highest: the record and the weakest mark, whichever way the kind ranks.
 */
export function markRanges(
  db: DbOrTx,
  formId: string,
  disciplines: readonly { sport: string; key: string }[],
) {
  if (disciplines.length === 0) return Promise.resolve([]);
  const wanted = sql.join(
    disciplines.map((item) => sql`(${item.sport}, ${item.key})`),
    sql`, `,
  );
  return db
    .select({
      sport: recordMarks.sport,
      disciplineKey: recordMarks.disciplineKey,
      gender: recordMarks.gender,
      sportClass: recordMarks.sportClass,
      kind: recordMarks.kind,
      count: sql<number>`count(*)::int`,
      lowest: sql<number>`min(${recordMarks.markValue})::int`,
      highest: sql<number>`max(${recordMarks.markValue})::int`,
    })
    .from(recordMarks)
    .where(
      and(
        ne(recordMarks.formId, formId),
        sql`(${recordMarks.sport}, ${recordMarks.disciplineKey}) in (${wanted})`,
      ),
    )
    .groupBy(
      recordMarks.sport,
      recordMarks.disciplineKey,
      recordMarks.gender,
      recordMarks.sportClass,
      recordMarks.kind,
    );
}
