export type GreetingKey = 'goodMorning' | 'goodAfternoon' | 'goodEvening' | 'goodNight';

/** Greeting by local time of day (SPEC "Layout details"): before 12, 17 and 21 o'clock. */
export function greetingKey(date: Date): GreetingKey {
  const hour = date.getHours();
  if (hour < 12) return 'goodMorning';
  if (hour < 17) return 'goodAfternoon';
  if (hour < 21) return 'goodEvening';
  return 'goodNight';
}

/** The greeting is re-evaluated this often. */
export const GREETING_REFRESH_MS = 60_000;
