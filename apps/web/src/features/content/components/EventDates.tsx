import { formatDate } from '../../../lib/format';

/** "10 December 2026" or "10 December 2026 – 11 December 2026", with machine-readable dates. */
export function EventDates({ start, end }: { start: string; end: string }) {
  if (start === end) return <time dateTime={start}>{formatDate(start)}</time>;
  return (
    <>
      <time dateTime={start}>{formatDate(start)}</time> – <time dateTime={end}>{formatDate(end)}</time>
    </>
  );
}
