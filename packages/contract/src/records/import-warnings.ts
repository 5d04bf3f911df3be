import type { DisciplineGender } from '../competitions/schemas.js';
import type { CheckedResult } from '../results/check.js';
import { type ResultIssue, rowIssue } from '../results/issues.js';
import { compareMarks, formatMark, formatWind } from '../results/marks.js';
import {
  beatsRecord,
  type MarkRange,
  notCountedReason,
  type RecordDiscipline,
  unusualMark,
} from './rules.js';

/**
 * The warnings a results file gets from the state records, found after the file's own check: a mark
 * that would beat a record but cannot count for one (wind over +2.0 m/s, or no wind reading where wind
 * is measured), and a mark far outside what its discipline and class have seen.
 */

/** A record is kept per sport, discipline key, the discipline's gender ("any" stays one) and sport class. */
export interface RecordGroup {
  sport: string;
  discipline: string;
  gender: DisciplineGender;
  sportClass: string;
}

/** One string for a group, for maps; the parts cannot hold the separator. */
export const recordGroupKey = (group: RecordGroup): string =>
  [group.sport, group.discipline, group.gender, group.sportClass.trim().toUpperCase()].join('\u0000');

export interface RecordWarningContext {
  disciplines: readonly (RecordDiscipline & { gender: DisciplineGender })[];
  /** The athlete's class in a sport, from the registration ("" when none). */
  classOf: (uid: string, sport: string) => string;
  /** The published counted marks of a group, other competitions than this one; null when none. */
  rangeOf: (groupKey: string) => MarkRange | null;
}

const UNUSUAL_TEXT = {
  better: (best: string) => `is far better than the state record ${best}`,
  worse: (worst: string) => `is far worse than every published mark (the weakest is ${worst})`,
};

export function recordWarnings(rows: readonly CheckedResult[], context: RecordWarningContext): ResultIssue[] {
  const disciplines = new Map(context.disciplines.map((item) => [item.key.toLowerCase(), item]));
  const counted = rows.flatMap((row) => {
    const discipline = disciplines.get(row.discipline);
    if (!row.valid || row.uid === null || row.mark === null || !discipline) return [];
    const sportClass = context.classOf(row.uid, discipline.sport).trim().toUpperCase();
    const group = recordGroupKey({
      sport: discipline.sport,
      discipline: discipline.key,
      gender: discipline.gender,
      sportClass,
    });
    return [
      { row, discipline, sportClass, group, mark: row.mark, reason: notCountedReason(discipline, row) },
    ];
  });
  // The record a mark is measured against: the published one, or a better counted mark in this file.
  const bestInFile = new Map<string, number>();
  for (const item of counted) {
    if (item.reason !== null) continue;
    const known = bestInFile.get(item.group);
    if (known === undefined || compareMarks(item.discipline.resultKind, item.mark, known) < 0)
      bestInFile.set(item.group, item.mark);
  }
  const issues: ResultIssue[] = [];
  for (const { row, discipline, sportClass, group, mark, reason } of counted) {
    const kind = discipline.resultKind;
    const range = context.rangeOf(group);
    const shown = formatMark(kind, mark);
    const classText = sportClass === '' ? 'without a class' : sportClass;
    if ((reason === 'wind-over' || reason === 'wind-missing') && range) {
      const inFile = bestInFile.get(group);
      const record = inFile !== undefined && compareMarks(kind, inFile, range.best) < 0 ? inFile : range.best;
      if (beatsRecord(kind, mark, record)) {
        const why =
          reason === 'wind-over'
            ? `the wind of ${formatWind(row.wind ?? 0)} m/s is over +2.0`
            : 'this discipline needs a wind reading and the row has none';
        issues.push(
          rowIssue(
            row.row,
            reason === 'wind-over' ? 'RESULT_WIND_BEATS_RECORD' : 'RESULT_NO_WIND_BEATS_RECORD',
            `The mark ${shown} would beat the state record ${formatMark(kind, record)} (${classText}), but ${why}: it cannot count for a record.`,
            'wind',
          ),
        );
      }
    }
    const unusual = unusualMark(kind, mark, range);
    if (unusual && range) {
      const against = formatMark(kind, unusual === 'better' ? range.best : range.worst);
      issues.push(
        rowIssue(
          row.row,
          'RESULT_MARK_UNUSUAL',
          `The mark ${shown} ${UNUSUAL_TEXT[unusual](against)} in ${discipline.key} (${classText}, ${range.count} published marks): check it for a typing slip.`,
          'mark',
        ),
      );
    }
  }
  return issues;
}
