import { compareMarks, MAX_RECORD_WIND_TENTHS, type MyResult } from '@para/contract';

export interface CompetitionResults {
  formId: string;
  title: string;
  titleHi: string;
  eventTitle: string;
  startDate: string;
  results: MyResult[];
}

/** The athlete's results by competition, newest first (the server's order is not relied on). */
export function byCompetition(results: MyResult[]): CompetitionResults[] {
  const groups = new Map<string, CompetitionResults>();
  for (const result of results) {
    let group = groups.get(result.formId);
    if (!group) {
      group = {
        formId: result.formId,
        title: result.formTitle,
        titleHi: result.formTitleHi,
        eventTitle: result.eventTitle,
        startDate: result.startDate,
        results: [],
      };
      groups.set(result.formId, group);
    }
    group.results.push(result);
  }
  return [...groups.values()].sort(
    (a, b) => b.startDate.localeCompare(a.startDate) || a.title.localeCompare(b.title),
  );
}

/** A mark made with more than +2.0 m/s of wind behind: it stands, but counts for no record or best. */
export function windAssisted(wind: string | null): boolean {
  if (wind === null) return false;
  const metres = Number.parseFloat(wind);
  return Number.isFinite(metres) && Math.round(metres * 10) > MAX_RECORD_WIND_TENTHS;
}

/**
 * The athlete's best mark in each discipline (by its key, with its class), compared the discipline
 * kind's way: lowest time or place, longest, highest, most points. Results with a status, without a
 * mark or wind-assisted do not count; on a tie the earlier competition keeps it. Ordered by discipline name.
 */
export function personalBests(results: MyResult[]): MyResult[] {
  const best = new Map<string, MyResult>();
  for (const result of results) {
    if (result.status !== null || result.markValue === null || windAssisted(result.wind)) continue;
    const key = `${result.discipline}|${result.sportClass}`;
    const current = best.get(key);
    if (
      !current ||
      current.markValue === null ||
      compareMarks(result.kind, result.markValue, current.markValue) < 0 ||
      (compareMarks(result.kind, result.markValue, current.markValue) === 0 &&
        result.startDate < current.startDate)
    ) {
      best.set(key, result);
    }
  }
  return [...best.values()].sort((a, b) => a.disciplineName.localeCompare(b.disciplineName));
}
