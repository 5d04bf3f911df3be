import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INDIAN_RUPEES_SCRIPT, indianRupees, PLAIN_RUPEE_LOCALES } from './rupees';

const amounts = [
  0, 1, 9, 10, 99, 100, 101, 150, 1_000, 9_999, 10_000, 99_999, 100_000, 123_456, 1_000_000, 1_234_567,
  10_000_000, 12_345_678, 100_000_000, 123_456_789, 9_999_999_999, -1, -2_000, -123_456_789,
];
// And a spread of others, with and without paise.
for (let value = 7; value < 5_000_000_000; value = Math.round(value * 3.7 + 13)) amounts.push(value);

const intl = (locale: string, paise: number, alwaysShowPaise: boolean) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 && !alwaysShowPaise ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);

describe('rupees without Intl', () => {
  it.each(PLAIN_RUPEE_LOCALES)('writes every amount as Intl does in %s', (locale) => {
    for (const paise of amounts) {
      expect(indianRupees(paise), `${paise}`).toBe(intl(locale, paise, false));
      expect(indianRupees(paise, true), `${paise}`).toBe(intl(locale, paise, true));
    }
  });

  it('writes the same in the documents’ scripts as in the app', () => {
    // The scripts run in the browser; here the test reads the same source.
    const inScript = runInNewContext(`(${INDIAN_RUPEES_SCRIPT})`) as (paise: number) => string;
    for (const paise of amounts) expect(inScript(paise), `${paise}`).toBe(indianRupees(paise));
  });
});
