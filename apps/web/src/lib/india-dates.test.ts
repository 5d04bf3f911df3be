import { describe, expect, it } from 'vitest';
import { todayInIndia } from './format';
import { PLAIN_DATE_LOCALES, type PlainDateOptions, plainIndianDate } from './india-dates';

const intl = (locale: string, options: PlainDateOptions, date: Date) =>
  new Intl.DateTimeFormat(locale, options).format(date);

const styles = ['full', 'long', 'medium', 'short'] as const;

describe('dates in India without Intl', () => {
  it.each(PLAIN_DATE_LOCALES)('writes every day of 2026 and 2028 as Intl does in %s', (locale) => {
    for (const year of [2026, 2028]) {
      for (let day = 0; day < 366; day += 1) {
        const calendarDay = new Date(Date.UTC(year, 0, 1 + day));
        for (const dateStyle of styles) {
          const options: PlainDateOptions = { dateStyle, timeZone: 'UTC' };
          expect(plainIndianDate(locale, options, calendarDay)).toBe(intl(locale, options, calendarDay));
        }
      }
    }
  });

  it.each(PLAIN_DATE_LOCALES)(
    'writes instants in India’s time as Intl does in %s, dates and times',
    (locale) => {
      // Every 7 minutes of two days, across midnight and noon in India and in UTC.
      const start = Date.UTC(2026, 2, 4, 12, 0);
      for (let minute = 0; minute < 2 * 24 * 60; minute += 7) {
        const instant = new Date(start + minute * 60_000);
        for (const options of [
          { timeStyle: 'short', timeZone: 'Asia/Kolkata' },
          { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' },
          { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Kolkata' },
          { dateStyle: 'long', timeZone: 'Asia/Kolkata' },
        ] as PlainDateOptions[]) {
          expect(plainIndianDate(locale, options, instant), instant.toISOString()).toBe(
            intl(locale, options, instant),
          );
        }
      }
    },
  );

  it('leaves other locales and options to Intl', () => {
    expect(plainIndianDate('bn-IN', { dateStyle: 'long', timeZone: 'UTC' }, new Date())).toBeNull();
    expect(plainIndianDate('en-IN', { timeZone: 'UTC' }, new Date())).toBeNull();
    const withTime = { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' } as const;
    expect(plainIndianDate('en-IN', withTime, new Date())).toBeNull();
  });

  it('knows today in India at every hour of a year, as Intl does', () => {
    for (let hour = 0; hour < 366 * 24; hour += 5) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 17 * 60_000);
      expect(todayInIndia(now), now.toISOString()).toBe(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now),
      );
    }
  });
});
