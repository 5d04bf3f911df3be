import { badRequest } from './errors.js';

/**
 * Lists never count or skip past this many rows: counting 100,000 rows on every page costs more than
 * the page itself, and nobody pages through 10,000 rows — they search or filter. A list's count query
 * selects from `(… limit COUNT_CAP + 1)`, and `totalCapped` tells the screen to say "10,000+".
 */
export const COUNT_CAP = 10_000;

export function boundedOffset(page: number, pageSize: number): number {
  const offset = (page - 1) * pageSize;
  if (offset >= COUNT_CAP) {
    throw badRequest(
      `Only the first ${COUNT_CAP.toLocaleString('en-IN')} results can be paged through. Narrow the search or add a filter.`,
      null,
      'PAGE_TOO_DEEP',
    );
  }
  return offset;
}

export const cappedTotal = (counted: number | string | undefined) => {
  const total = Number(counted ?? 0);
  return { total: Math.min(total, COUNT_CAP), totalCapped: total > COUNT_CAP };
};
