import {
  type ApartReason,
  apartReason,
  compareMarks,
  formatMark,
  formatWind,
  isWindMeasured,
  type ShortlistGroup,
  type StandardGender,
} from '@para/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type SelectionRow,
  selectionInvitations,
  selectionNominations,
  selectionStandards,
} from '../../db/schema/selections.js';
import { type BestMarkRow, bestMarks } from './shortlist.queries.js';

/**
 * The shortlist of a selection, per standard (discipline, sport class, gender): every athlete of that
 * class and gender with a mark in the window, best first, ranked on the marks that count, with whether
 * the mark meets the standard. Athletes who may not be chosen (registration, class status, age) are
 * listed apart with the reason. Read afresh each time, never stored (decision 40).
 */

export type StandardRow = typeof selectionStandards.$inferSelect;

export interface ShortlistLine {
  userId: string;
  uid: string;
  name: string;
  district: string;
  gender: 'male' | 'female' | null;
  mark: BestMarkRow;
  meetsStandard: boolean;
  rank: number | null;
}

export interface ComputedGroup {
  standard: StandardRow;
  lines: ShortlistLine[];
  apart: { userId: string; uid: string; name: string; mark: BestMarkRow; reason: ApartReason }[];
}

const genderOf = (value: string | null): 'male' | 'female' | null =>
  value === 'male' || value === 'female' ? value : null;

const matchesGender = (standard: StandardGender, athlete: string | null) =>
  standard === 'any' || standard === athlete;

/** The athlete's class in a sport, upper case, with its status and review date. */
function classIn(mark: BestMarkRow, sport: string) {
  const entry = mark.sports.find((item) => item.sport === sport);
  return {
    sportClass: (entry?.sportClass ?? '').trim().toUpperCase(),
    status: entry?.classStatus ?? null,
    reviewDate: entry?.reviewDate ?? null,
  };
}

export async function computeShortlist(db: DbOrTx, selection: SelectionRow): Promise<ComputedGroup[]> {
  const standards = await db
    .select()
    .from(selectionStandards)
    .where(eq(selectionStandards.selectionId, selection.id))
    .orderBy(selectionStandards.row);
  const disciplines = new Map(standards.map((standard) => [standard.disciplineKey, standard]));
  const keys = [...disciplines.keys()];
  const marks = await bestMarks(db, {
    selectionId: selection.id,
    windowStart: selection.windowStart,
    windowEnd: selection.windowEnd,
    keys,
    timeKeys: keys.filter((key) => disciplines.get(key)?.kind === 'time'),
    windKeys: keys.filter((key) => {
      const standard = disciplines.get(key);
      return standard
        ? isWindMeasured({
            key,
            name: standard.disciplineName,
            sport: standard.sport,
            resultKind: standard.kind,
          })
        : false;
    }),
  });
  // One line per athlete and discipline (the best mark that counts, else the best that does not), filed
  // once under the athlete's class in the discipline's sport, so each standard reads only its own lines.
  const best = new Map<string, BestMarkRow>();
  for (const mark of marks) {
    const key = `${mark.disciplineKey}|${mark.userId}`;
    const held = best.get(key);
    if (!held || (mark.counted && !held.counted)) best.set(key, mark);
  }
  const byClass = new Map<string, BestMarkRow[]>();
  for (const mark of best.values()) {
    const sport = disciplines.get(mark.disciplineKey)?.sport ?? '';
    const key = `${mark.disciplineKey}|${classIn(mark, sport).sportClass}`;
    const filed = byClass.get(key);
    if (filed) filed.push(mark);
    else byClass.set(key, [mark]);
  }
  const championship = { startDate: selection.startDate, endDate: selection.endDate };
  const minimumAge =
    selection.minimumAge === null
      ? null
      : { age: selection.minimumAge, on: selection.ageOn ?? selection.startDate };
  return standards.map((standard) => {
    const lines: ShortlistLine[] = [];
    const apart: ComputedGroup['apart'] = [];
    for (const mark of byClass.get(`${standard.disciplineKey}|${standard.sportClass}`) ?? []) {
      const held = classIn(mark, standard.sport);
      const gender = genderOf(mark.gender);
      if (!matchesGender(standard.gender, gender)) continue;
      const reason = apartReason(
        {
          registrationStatus: mark.registrationStatus,
          classStatus: held.status,
          classReviewDate: held.reviewDate,
          dateOfBirth: mark.dateOfBirth,
        },
        championship,
        minimumAge,
      );
      if (reason) {
        apart.push({ userId: mark.userId, uid: mark.uid, name: mark.name, mark, reason });
        continue;
      }
      lines.push({
        userId: mark.userId,
        uid: mark.uid,
        name: mark.name,
        district: mark.district,
        gender,
        mark,
        meetsStandard: mark.counted && compareMarks(standard.kind, mark.markValue, standard.markValue) <= 0,
        rank: null,
      });
    }
    // Marks that count first, best first; equal marks share a rank; then the rest, best first.
    lines.sort(
      (a, b) =>
        Number(b.mark.counted) - Number(a.mark.counted) ||
        compareMarks(standard.kind, a.mark.markValue, b.mark.markValue) ||
        a.mark.competitionDate.localeCompare(b.mark.competitionDate) ||
        a.uid.localeCompare(b.uid),
    );
    lines.forEach((line, index) => {
      if (!line.mark.counted) return;
      const before = lines[index - 1];
      line.rank =
        before?.mark.counted && before.mark.markValue === line.mark.markValue ? before.rank : index + 1;
    });
    apart.sort((a, b) => compareMarks(standard.kind, a.mark.markValue, b.mark.markValue));
    return { standard, lines, apart };
  });
}

/** The shortlist as the API gives it, with each athlete's nomination and invitation. */
export async function shortlistView(db: DbOrTx, selection: SelectionRow): Promise<ShortlistGroup[]> {
  const groups = await computeShortlist(db, selection);
  const nominations = await db
    .select()
    .from(selectionNominations)
    .where(eq(selectionNominations.selectionId, selection.id));
  const invitations = await db
    .select()
    .from(selectionInvitations)
    .where(eq(selectionInvitations.selectionId, selection.id));
  const nominated = new Map(nominations.map((row) => [`${row.userId}|${row.disciplineKey}`, row]));
  const invited = new Map(invitations.map((row) => [row.userId, row.status]));
  return groups.map(({ standard, lines, apart }) => ({
    discipline: standard.disciplineKey,
    disciplineName: standard.disciplineName,
    disciplineNameHi: standard.disciplineNameHi,
    sportClass: standard.sportClass,
    gender: standard.gender,
    standard: formatMark(standard.kind, standard.markValue),
    athletes: lines.map((line) => {
      const nomination = nominated.get(`${line.userId}|${standard.disciplineKey}`);
      return {
        uid: line.uid,
        name: line.name,
        district: line.district,
        best: formatMark(standard.kind, line.mark.markValue),
        competition: line.mark.competition,
        date: line.mark.competitionDate,
        round: line.mark.round,
        wind: line.mark.wind === null ? null : formatWind(line.mark.wind),
        external: line.mark.external,
        meetsStandard: line.meetsStandard,
        notCounted: line.mark.counted ? null : line.mark.wind === null ? 'wind-missing' : 'wind-over',
        rank: line.rank,
        nominated: nomination !== undefined,
        nominationReason: nomination?.reason ?? null,
        invitation: nomination ? (invited.get(line.userId) ?? null) : null,
      };
    }),
    apart: apart.map((item) => ({
      uid: item.uid,
      name: item.name,
      best: formatMark(standard.kind, item.mark.markValue),
      reason: item.reason,
    })),
  }));
}
