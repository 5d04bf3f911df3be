import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuseIntl } from '../test/refuse-intl';
import {
  dayOfMonth,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDay,
  formatMoney,
  formatMonthShort,
  formatPaise,
  formatTime,
  localeOf,
  todayInIndia,
} from './format';

/** Intl puts a narrow no-break space before "am" in some ICU versions; compare words, not spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

// 20:00 UTC on 5 March is 01:30 on 6 March in India.
const evening = '2026-03-05T20:00:00Z';

describe('formatMoney', () => {
  it('shows paise as rupees with Indian grouping, in English and Hindi', () => {
    expect(formatMoney(12345650, 'en')).toBe('₹1,23,456.50');
    expect(formatMoney(12345650, 'hi')).toBe('₹1,23,456.50');
  });

  it('drops the paise of whole rupees unless asked to show them', () => {
    expect(formatMoney(150000, 'en')).toBe('₹1,500');
    expect(formatMoney(50000, 'en', { alwaysShowPaise: true })).toBe('₹500.00');
    expect(formatPaise(150050, 'en')).toBe('₹1,500.50');
  });

  it('needs no Intl in English and Hindi (the first Intl formatter is a long task on a cheap phone)', () => {
    refuseIntl();
    try {
      expect(formatMoney(12345650, 'en')).toBe('₹1,23,456.50');
      expect(formatMoney(150000, 'hi', { alwaysShowPaise: true })).toBe('₹1,500.00');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('dates in India Standard Time', () => {
  it('reads an evening UTC instant as the next day in India', () => {
    expect(spaced(formatDateTime(evening, 'en'))).toBe('6 Mar 2026, 1:30 am');
    expect(spaced(formatDateTime(evening, 'hi'))).toBe('6 मार्च 2026, 1:30 am');
    expect(formatDate(evening, 'en')).toBe('6 March 2026');
    expect(formatDate(evening, 'hi')).toBe('6 मार्च 2026');
    expect(spaced(formatTime(new Date(evening), 'en'))).toBe('1:30 am');
  });

  it('keeps a plain calendar day as that day', () => {
    expect(formatDate('2026-12-10', 'en')).toBe('10 December 2026');
    expect(formatDay('2009-03-05', 'en')).toBe('5 March 2009');
    expect(formatMonthShort('2026-12-10', 'en')).toBe('Dec');
    expect(dayOfMonth('2026-12-10')).toBe(10);
    expect(dayOfMonth(evening)).toBe(6);
  });

  it('still takes the style as second argument, as the earlier formatDate did', () => {
    expect(formatDate('2026-12-10', 'medium')).toBe('10 Dec 2026');
  });

  it('is empty for no value or an invalid one (formatDay shows what it got)', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDay('soon')).toBe('soon');
  });

  it('joins a range of days, and shows one day when they are the same', () => {
    expect(formatDateRange('2026-12-10', '2026-12-11', 'en')).toBe('10–11 December 2026');
    expect(formatDateRange('2026-12-10', '2026-12-10', 'hi')).toBe('10 दिसंबर 2026');
  });

  it("gives today's date in India", () => {
    expect(todayInIndia(new Date(evening))).toBe('2026-03-06');
  });

  it('maps language codes to Indian locales, passing full locales through', () => {
    expect(localeOf('en')).toBe('en-IN');
    expect(localeOf('hi')).toBe('hi-IN');
    expect(localeOf('ta-IN')).toBe('ta-IN');
  });
});

describe('the formatters', () => {
  const { DateTimeFormat, NumberFormat } = Intl;
  afterEach(() => Object.assign(Intl, { DateTimeFormat, NumberFormat }));

  it('are made once for each locale and options, however many values they format', () => {
    const made = { dates: 0, numbers: 0 };
    Object.assign(Intl, {
      DateTimeFormat: class extends DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
          super(...args);
          made.dates += 1;
        }
      },
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          made.numbers += 1;
        }
      },
    });
    const rows = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
    expect(rows.map((day) => formatDate(day, 'en', 'medium'))).toEqual([
      '1 Mar 2026',
      '2 Mar 2026',
      '3 Mar 2026',
      '4 Mar 2026',
    ]);
    for (const paise of [150000, 250000, 350000]) formatMoney(paise, 'en');
    expect(made.dates).toBeLessThanOrEqual(1);
    expect(made.numbers).toBeLessThanOrEqual(1);
    // Another locale or style is a formatter of its own, not the English one's answer.
    expect(formatDate('2026-03-01', 'hi', 'medium')).not.toBe('1 Mar 2026');
    expect(formatDate('2026-03-01', 'en', 'long')).toBe('1 March 2026');
  });
});

describe('dates without Intl', () => {
  it('writes the app’s dates and times in English and Hindi without starting Intl', () => {
    refuseIntl();
    try {
      expect(formatDate('2026-11-30', 'en')).toBe('30 November 2026');
      expect(formatDate('2026-11-30', 'hi')).toBe('30 नवंबर 2026');
      expect(formatDateTime('2026-11-30T09:05:00Z', 'en')).toBe('30 Nov 2026, 2:35 pm');
      expect(formatTime('2026-11-30T18:35:00Z', 'hi')).toBe('12:05 am');
      expect(todayInIndia(new Date('2026-11-30T18:35:00Z'))).toBe('2026-12-01');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
