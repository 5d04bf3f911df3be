import { notCountedReason, recordGroupKey, recordHistory } from '@para/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { type RecordMarkRow, recordMarks } from '../../db/schema/records.js';
import { results, resultVersions } from '../../db/schema/results.js';

/**
 * Keeps the state records in step with published results (decision 27). Called in the transaction that
 * publishes a version of a form's results: the form's counted marks are replaced by those of the new
 * version, then the history of every discipline and class the form touched, before or now, is derived
 * again from all counted marks. Publications of different forms queue on one lock here, so two never
 * derive the same history from marks the other has not yet written.
 */

/** The athlete as the results' publication found them (the registration's name, district and classes). */
export interface RecordAthlete {
  uid: string;
  userId: string;
  name: string;
  district: string;
  /** Sport → class. */
  classes: Record<string, string>;
}

/** One key for every publication's records work: held to the end of the transaction. */
const RECORDS_LOCK = 727_301;

type Group = Pick<RecordMarkRow, 'sport' | 'disciplineKey' | 'gender' | 'sportClass'>;

const groupKey = (group: Group) =>
  recordGroupKey({
    sport: group.sport,
    discipline: group.disciplineKey,
    gender: group.gender,
    sportClass: group.sportClass,
  });

export async function refreshFormRecords(
  tx: DbOrTx,
  formId: string,
  version: number,
  athletes: ReadonlyMap<string, RecordAthlete>,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RECORDS_LOCK})`);
  const [form] = await tx
    .select({ disciplines: entryForms.disciplines, startDate: publicEvents.startDate })
    .from(entryForms)
    .innerJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .where(eq(entryForms.id, formId));
  const [first] = await tx
    .select({ publishedAt: resultVersions.publishedAt })
    .from(resultVersions)
    .where(and(eq(resultVersions.formId, formId), eq(resultVersions.version, 1)));
  const previous = await tx.delete(recordMarks).where(eq(recordMarks.formId, formId)).returning({
    sport: recordMarks.sport,
    disciplineKey: recordMarks.disciplineKey,
    gender: recordMarks.gender,
    sportClass: recordMarks.sportClass,
  });
  if (!form || !first) return;

  const disciplines = new Map(form.disciplines.map((discipline) => [discipline.key, discipline]));
  const rows = await tx
    .select()
    .from(results)
    .where(and(eq(results.formId, formId), eq(results.version, version)));
  const marks = rows.flatMap((result) => {
    const discipline = disciplines.get(result.disciplineKey);
    const athlete = athletes.get(result.uid);
    if (!discipline || !athlete || discipline.resultKind === 'place') return [];
    if (notCountedReason(discipline, { mark: result.markValue, status: result.status, wind: result.wind }))
      return [];
    return [
      {
        formId,
        version,
        row: result.row,
        sport: discipline.sport,
        disciplineKey: discipline.key,
        gender: discipline.gender,
        sportClass: (athlete.classes[discipline.sport] ?? '').trim().toUpperCase(),
        kind: discipline.resultKind,
        markValue: result.markValue as number,
        wind: result.wind,
        userId: athlete.userId,
        uid: result.uid,
        athleteName: athlete.name,
        district: athlete.district,
        disciplineName: discipline.name,
        disciplineNameHi: discipline.nameHi ?? '',
        competitionDate: form.startDate,
        firstPublishedAt: first.publishedAt,
      },
    ];
  });
  for (let start = 0; start < marks.length; start += 1000) {
    await tx.insert(recordMarks).values(marks.slice(start, start + 1000));
  }
  const groups = new Map<string, Group>();
  for (const group of [...previous, ...marks]) groups.set(groupKey(group), group);
  for (const group of groups.values()) await deriveHistory(tx, group);
}

/** Marks the history of one discipline, gender and class on its counted marks, oldest first. */
async function deriveHistory(tx: DbOrTx, group: Group): Promise<void> {
  const inGroup = and(
    eq(recordMarks.sport, group.sport),
    eq(recordMarks.disciplineKey, group.disciplineKey),
    eq(recordMarks.gender, group.gender),
    eq(recordMarks.sportClass, group.sportClass),
  );
  const marks = await tx
    .select({
      formId: recordMarks.formId,
      row: recordMarks.row,
      kind: recordMarks.kind,
      mark: recordMarks.markValue,
      uid: recordMarks.uid,
      recordStep: recordMarks.recordStep,
      isCurrent: recordMarks.isCurrent,
    })
    .from(recordMarks)
    .where(inGroup)
    .orderBy(
      asc(recordMarks.competitionDate),
      asc(recordMarks.firstPublishedAt),
      asc(recordMarks.formId),
      asc(recordMarks.row),
    );
  const kind = marks[0]?.kind;
  const steps = kind ? recordHistory(kind, marks) : [];
  const wanted = new Map(steps.map((step) => [`${step.item.formId}:${step.item.row}`, step]));
  // Only the rows whose part in the history changed are written.
  const stale = marks.filter((mark) => {
    const step = wanted.get(`${mark.formId}:${mark.row}`);
    const recordStep = step ? (step.equalled ? 'equalled' : 'set') : null;
    return mark.recordStep !== recordStep || mark.isCurrent !== (step?.current ?? false);
  });
  const cleared = stale.filter((mark) => !wanted.has(`${mark.formId}:${mark.row}`));
  const byForm = new Map<string, number[]>();
  for (const mark of cleared) byForm.set(mark.formId, [...(byForm.get(mark.formId) ?? []), mark.row]);
  for (const [formId, rows] of byForm) {
    await tx
      .update(recordMarks)
      .set({ recordStep: null, isCurrent: false })
      .where(
        and(
          eq(recordMarks.formId, formId),
          inArray(recordMarks.row, rows),
          isNotNull(recordMarks.recordStep),
        ),
      );
  }
  for (const mark of stale) {
    const step = wanted.get(`${mark.formId}:${mark.row}`);
    if (!step) continue;
    await tx
      .update(recordMarks)
      .set({ recordStep: step.equalled ? 'equalled' : 'set', isCurrent: step.current })
      .where(and(eq(recordMarks.formId, mark.formId), eq(recordMarks.row, mark.row)));
  }
}
