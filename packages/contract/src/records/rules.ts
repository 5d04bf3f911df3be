import type { ResultKind } from '../competitions/schemas.js';
import { compareMarks, MAX_RECORD_WIND_TENTHS, type ResultStatus } from '../results/marks.js';

/**
 * State records (docs/decisions/0027-state-records.md): which marks may count, which disciplines need
 * a wind reading, and how a record's history is read from the marks in the order they were made.
 */

/** What a discipline says of itself on its entry form; enough to tell whether wind is measured. */
export interface RecordDiscipline {
  key: string;
  name: string;
  sport: string;
  resultKind: ResultKind;
}

/** Races up to this length (run on the straight or one bend) are wind-measured; the 400 m hurdles is not. */
const LONGEST_WIND_RACE_METRES = 200;

/** "100 m", "200m", "100 metres", "100 मी" in a discipline's name ("4x100 m" is a relay, left out below). */
const NAME_METRES = /(?:^|[^\d.])(\d{2,3})\s*(?:m|metres?|meters?|मी)(?![a-z])/i;
/**
 * A race length in a discipline's key: "m100", "w200", "100m-t44", "men-200", "m110h". A number after
 * another letter is a class ("t44", "f46"), not a length.
 */
const KEY_METRES = /(?:^|[-_])(?:[mw]|men|women)?[-_]?(\d{2,3})m?h?(?=$|[-_])/;
const NAME_HURDLES = /hurdle|बाधा/i;
const KEY_HURDLES = /(?:^|[-_])(?:[mw]|men|women)?[-_]?(?:\d{2,3}m?)?h(?:urdles?)?(?=$|[-_])/;
const NAME_JUMP = /long\s*-?\s*jump|triple\s*-?\s*jump|लंबी\s*कूद|तिहरी\s*कूद|त्रिकूद/i;
const KEY_JUMP = /(?:^|[-_])(?:[mw]|men|women)?[-_]?(?:[lt]j|long-?jump|triple-?jump)(?=$|[-_])/;
const RELAY = /relay|रिले|\d\s*[x×]\s*\d/i;

/** The race length a discipline's name or key gives, in metres; null when it gives none. */
export function raceMetres(discipline: Pick<RecordDiscipline, 'key' | 'name'>): number | null {
  const fromName = NAME_METRES.exec(discipline.name);
  if (fromName) return Number(fromName[1]);
  const fromKey = KEY_METRES.exec(discipline.key.toLowerCase());
  return fromKey ? Number(fromKey[1]) : null;
}

/**
 * Wind is measured (and needed for a record) in athletics' races up to 200 m (the 100 m and 110 m
 * hurdles among them; a hurdles race that gives no length is taken as one of these) and in the long and
 * triple jumps, as World Para Athletics' rules have it. Told from the sport, the kind of mark and the
 * discipline's name or key; relays, longer races, the other field events and every other sport are not.
 */
export function isWindMeasured(discipline: RecordDiscipline): boolean {
  if (discipline.sport !== 'athletics') return false;
  const key = discipline.key.toLowerCase();
  if (discipline.resultKind === 'distance') return NAME_JUMP.test(discipline.name) || KEY_JUMP.test(key);
  if (discipline.resultKind !== 'time' || RELAY.test(`${discipline.name} ${key}`)) return false;
  const metres = raceMetres(discipline);
  if (metres === null) return NAME_HURDLES.test(discipline.name) || KEY_HURDLES.test(key);
  return metres <= LONGEST_WIND_RACE_METRES;
}

/** Records are kept for marks that rank by themselves: a place-only discipline has none. */
export const keepsRecords = (kind: ResultKind): boolean => kind !== 'place';

export interface RecordCandidate {
  mark: number | null;
  status: ResultStatus | null;
  /** Tenths of a metre per second. */
  wind: number | null;
}

export type NotCountedReason = 'status' | 'no-mark' | 'kind' | 'wind-over' | 'wind-missing';

/**
 * Why a published result cannot count for a record, or null when it can: it has a status or no mark,
 * its discipline keeps no records, its wind was over +2.0 m/s, or its discipline is wind-measured and
 * it has no wind reading.
 */
export function notCountedReason(
  discipline: RecordDiscipline,
  result: RecordCandidate,
): NotCountedReason | null {
  if (!keepsRecords(discipline.resultKind)) return 'kind';
  if (result.status !== null) return 'status';
  if (result.mark === null) return 'no-mark';
  if (result.wind !== null && result.wind > MAX_RECORD_WIND_TENTHS) return 'wind-over';
  if (result.wind === null && isWindMeasured(discipline)) return 'wind-missing';
  return null;
}

export const countsForRecord = (discipline: RecordDiscipline, result: RecordCandidate): boolean =>
  notCountedReason(discipline, result) === null;

/** True when `mark` beats `record` (strictly): a lower time, a longer distance, a greater height or score. */
export const beatsRecord = (kind: ResultKind, mark: number, record: number | null): boolean =>
  record === null || compareMarks(kind, mark, record) < 0;

/** One counted mark, in the order marks are compared for a record's history. */
export interface HistoryMark {
  mark: number;
  /** Who made it: an athlete equalling their own record adds nothing. */
  uid: string;
}

export interface HistoryStep<T extends HistoryMark> {
  item: T;
  /** True for a mark equal to the record of its day (a joint record), false for a new record. */
  equalled: boolean;
  /** True while the mark is the record now (the last set mark and those equalling it). */
  current: boolean;
}

/**
 * A record's history from the counted marks of one discipline, gender and class, given oldest first
 * (competition date, then first publication, then the file's row). A mark better than every mark before
 * it sets the record; a mark equal to the record equals it (the athlete becomes a joint holder), once
 * per athlete. Pure, so a correction that removes a mark gives back the history without it.
 */
export function recordHistory<T extends HistoryMark>(
  kind: ResultKind,
  marks: readonly T[],
): HistoryStep<T>[] {
  const steps: HistoryStep<T>[] = [];
  let best: number | null = null;
  let holders = new Set<string>();
  for (const item of marks) {
    if (best === null || compareMarks(kind, item.mark, best) < 0) {
      best = item.mark;
      holders = new Set([item.uid]);
      steps.push({ item, equalled: false, current: false });
    } else if (item.mark === best && !holders.has(item.uid)) {
      holders.add(item.uid);
      steps.push({ item, equalled: true, current: false });
    }
  }
  for (const step of steps) step.current = step.item.mark === best;
  return steps;
}

/** What is known of a discipline and class's published marks, for telling an unusual mark. */
export interface MarkRange {
  /** Counted marks published so far. */
  count: number;
  /** The record (the best counted mark). */
  best: number;
  /** The worst counted mark. */
  worst: number;
}

/** Below this many published marks nothing is said to be unusual: too little is known of the class. */
export const UNUSUAL_MIN_MARKS = 10;
/** Better than the record by more than this share of it (a 10.2 against a 12.0 record). */
export const UNUSUAL_BEYOND_RECORD = 0.15;
/** Worse than the worst mark published by more than this share of it (a 30.0 against a 20.0 worst). */
export const UNUSUAL_BEYOND_WORST = 0.5;

/**
 * Whether a mark is far outside what the discipline and class have seen: better than the record by more
 * than 15 %, or worse than the worst published mark by more than 50 %, once at least 10 marks are
 * published. It is a typing slip more often than a feat (a decimal point, minutes for seconds), so it is
 * a warning to look again, never an error.
 */
export function unusualMark(
  kind: ResultKind,
  mark: number,
  range: MarkRange | null,
): 'better' | 'worse' | null {
  if (!range || range.count < UNUSUAL_MIN_MARKS || !keepsRecords(kind)) return null;
  const lower = kind === 'time';
  if (lower) {
    if (mark < range.best * (1 - UNUSUAL_BEYOND_RECORD)) return 'better';
    if (mark > range.worst * (1 + UNUSUAL_BEYOND_WORST)) return 'worse';
  } else {
    if (mark > range.best * (1 + UNUSUAL_BEYOND_RECORD)) return 'better';
    if (mark < range.worst / (1 + UNUSUAL_BEYOND_WORST)) return 'worse';
  }
  return null;
}
