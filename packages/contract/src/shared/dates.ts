/**
 * Calendar days as the association lives them: in India (Asia/Kolkata, UTC+5:30 all year, no daylight
 * saving), so a moment late in the evening UTC already belongs to the next Indian day.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The YYYY-MM-DD day in India of an instant. */
export const indiaDay = (instant: Date): string =>
  new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** True when `value` is YYYY-MM-DD and a real calendar day (no 30 February). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Whole years of someone born on `dateOfBirth` (YYYY-MM-DD) on the day `on`: a YYYY-MM-DD day, or an
 * instant read as its day in India. Someone born on 29 February gains a year on 1 March in other years.
 */
export function ageOn(dateOfBirth: string, on: string | Date): number {
  const day = typeof on === 'string' ? on : indiaDay(on);
  const [year, month, date] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [onYear, onMonth, onDate] = day.split('-').map(Number) as [number, number, number];
  const beforeBirthday = onMonth < month || (onMonth === month && onDate < date);
  return onYear - year - (beforeBirthday ? 1 : 0);
}
