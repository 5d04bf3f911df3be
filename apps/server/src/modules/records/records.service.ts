import {
  type CheckedResult,
  type Discipline,
  formatMark,
  formatWind,
  type MarkRange,
  type RecordMark,
  type ResultIssue,
  recordGroupKey,
  recordWarnings,
  type StateRecord,
} from '@para/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AppContext } from '../../lib/context.js';
import { historyRows, markRanges, recordStepsOfForm } from './records.queries.js';

/** The state records as everyone reads them, and what the results pages and imports need of them. */

export async function stateRecords(
  ctx: AppContext,
  query: Parameters<typeof historyRows>[1] & { lang?: string | undefined },
): Promise<{ items: StateRecord[] }> {
  const lang = query.lang ?? 'en';
  const rows = await historyRows(ctx.db, query);
  const records = new Map<string, StateRecord>();
  for (const { mark, formTitle, formTitleHi } of rows) {
    const id = [mark.sport, mark.disciplineKey, mark.gender, mark.sportClass || 'none']
      .join('-')
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '_');
    const entry: RecordMark = {
      mark: formatMark(mark.kind, mark.markValue),
      markValue: mark.markValue,
      wind: mark.wind === null ? null : formatWind(mark.wind),
      equalled: mark.recordStep === 'equalled',
      current: mark.isCurrent,
      name: mark.athleteName,
      uid: mark.uid,
      district: mark.district,
      formId: mark.formId,
      competition: lang === 'hi' && formTitleHi.trim() ? formTitleHi : formTitle,
      date: mark.competitionDate,
    };
    const name = lang === 'hi' && mark.disciplineNameHi ? mark.disciplineNameHi : mark.disciplineName;
    const record = records.get(id);
    if (!record) {
      records.set(id, {
        id,
        sport: mark.sport,
        discipline: mark.disciplineKey,
        name,
        gender: mark.gender,
        sportClass: mark.sportClass,
        kind: mark.kind,
        mark: entry.mark,
        markValue: mark.markValue,
        history: [entry],
      });
      continue;
    }
    // Oldest first: the latest competition names the discipline, the current mark is the record.
    record.name = name;
    record.history.push(entry);
    if (entry.current) {
      record.mark = entry.mark;
      record.markValue = entry.markValue;
    }
  }
  return { items: [...records.values()] };
}

export type RecordStep = 'set' | 'equalled';

/**
 * The results of a form's version that set or equalled a state record, by the results' row (for the
 * record badge of the results page, and for record certificates). A version no longer shown has none:
 * a correction took its marks out of the records.
 */
export async function recordsSetInVersion(
  db: DbOrTx,
  formId: string,
  version: number,
): Promise<Map<number, { uid: string; disciplineKey: string; step: RecordStep; current: boolean }>> {
  const rows = await recordStepsOfForm(db, formId, version);
  return new Map(
    rows.map((row) => [
      row.row,
      {
        uid: row.uid,
        disciplineKey: row.disciplineKey,
        step: row.recordStep as RecordStep,
        current: row.isCurrent,
      },
    ]),
  );
}

/**
 * The warnings a results file gets from the state records (see the contract's recordWarnings), against
 * the marks other competitions have published.
 */
export async function recordImportWarnings(
  db: DbOrTx,
  formId: string,
  disciplines: readonly Discipline[],
  rows: readonly CheckedResult[],
  classesOf: ReadonlyMap<string, Record<string, string>>,
): Promise<ResultIssue[]> {
  const ranges = new Map<string, MarkRange>();
  for (const range of await markRanges(db, formId, disciplines)) {
    const lowerIsBetter = range.kind === 'time';
    ranges.set(
      recordGroupKey({
        sport: range.sport,
        discipline: range.disciplineKey,
        gender: range.gender,
        sportClass: range.sportClass,
      }),
      {
        count: range.count,
        best: lowerIsBetter ? range.lowest : range.highest,
        worst: lowerIsBetter ? range.highest : range.lowest,
      },
    );
  }
  return recordWarnings(rows, {
    disciplines,
    classOf: (uid, sport) => classesOf.get(uid)?.[sport] ?? '',
    rangeOf: (key) => ranges.get(key) ?? null,
  });
}
