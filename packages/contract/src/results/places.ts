import type { ResultKind } from '../competitions/schemas.js';
import { compareMarks, type ResultStatus } from './marks.js';

export interface Placeable {
  mark: number | null;
  status: ResultStatus | null;
}

/**
 * A final, or a discipline's only round (no round named): where medals are won. "Final", "finals", "F"
 * and "timed final" in any case.
 */
export const isFinalRound = (round: string | null): boolean =>
  round === null || /^(final|finals|f|timed final)$/i.test(round.trim()) || round.trim() === '';

/**
 * The heat a result is placed within. A final run in several heats (a timed final) is one race for the
 * places: ranked across its heats by the mark. Heats of a preliminary round ("heat", "semi") are placed
 * each on its own, since the heats are what qualifies.
 */
export const placingHeat = (round: string | null, heat: string | null): string | null =>
  isFinalRound(round) ? null : heat;

/** Those without a mark go last, in this order, and get no place. */
const STATUS_ORDER: Record<ResultStatus, number> = { DNF: 0, NM: 1, DQ: 2, DNS: 3 };

/**
 * The order of one discipline's (or one round's or heat's) results: marks by the kind's order, then
 * DNF, NM, DQ and DNS; equal marks and equal statuses keep their order in the input.
 */
export function rankOrder(kind: ResultKind, results: readonly Placeable[]): number[] {
  const key = (item: Placeable) =>
    item.status === null && item.mark !== null ? -1 : STATUS_ORDER[item.status ?? 'DNS'];
  return results
    .map((_, index) => index)
    .sort((a, b) => {
      const left = results[a] as Placeable;
      const right = results[b] as Placeable;
      const byGroup = key(left) - key(right);
      if (byGroup !== 0 || key(left) !== -1) return byGroup || a - b;
      return compareMarks(kind, left.mark as number, right.mark as number) || a - b;
    });
}

/**
 * The place of each result, in input order: 1 for the best mark, equal marks share a place and the
 * next place is skipped (1, 2, 2, 4); a result with a status (or without a mark) has no place.
 */
export function computePlaces(kind: ResultKind, results: readonly Placeable[]): (number | null)[] {
  const places: (number | null)[] = results.map(() => null);
  let previous: number | null = null;
  let place = 0;
  rankOrder(kind, results).forEach((index, position) => {
    const { mark, status } = results[index] as Placeable;
    if (status !== null || mark === null) return;
    if (mark !== previous) place = position + 1;
    previous = mark;
    places[index] = place;
  });
  return places;
}
