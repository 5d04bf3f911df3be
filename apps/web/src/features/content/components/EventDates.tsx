import { formatDateRange } from '../../../lib/format';

/**
 * "10 December 2026", or "10–11 December 2026" for an event of several days; the machine-readable
 * date is the first day.
 */
export function EventDates({ start, end }: { start: string; end: string }) {
  return <time dateTime={start}>{formatDateRange(start, end)}</time>;
}
