export type GreetingKey = 'goodMorning' | 'goodAfternoon' | 'goodEvening' | 'goodNight';

/** Greeting by local time of day: morning before 12, afternoon before 17, evening before 21, then night. */
export function greetingKey(date: Date): GreetingKey {
  const hour = date.getHours();
  if (hour < 12) return 'goodMorning';
  if (hour < 17) return 'goodAfternoon';
  if (hour < 21) return 'goodEvening';
  return 'goodNight';
}

/** The greeting is re-evaluated this often. */
export const GREETING_REFRESH_MS = 60_000;

/** India Standard Time is five and a half hours ahead of UTC all year (India keeps no summer time). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The day it is in India at `date`: its weekday (0 Sunday), day of the month, month (0 January) and year. */
export function dayInIndia(date: Date): { weekday: number; day: number; month: number; year: number } {
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  return {
    weekday: india.getUTCDay(),
    day: india.getUTCDate(),
    month: india.getUTCMonth(),
    year: india.getUTCFullYear(),
  };
}
