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
