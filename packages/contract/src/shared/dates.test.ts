import { describe, expect, it } from 'vitest';
import { ageOn, indiaDay, isCalendarDay } from './dates.js';

describe('indiaDay', () => {
  it('reads an instant as its calendar day in India (UTC+5:30)', () => {
    expect(indiaDay(new Date('2027-01-09T18:29:59Z'))).toBe('2027-01-09');
    expect(indiaDay(new Date('2027-01-09T18:30:00Z'))).toBe('2027-01-10');
    expect(indiaDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(indiaDay(new Date('2027-01-10T00:00:00+05:30'))).toBe('2027-01-10');
  });
});

describe('isCalendarDay', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2027-04-31', false],
    ['2027-12-31', true],
    ['2027-1-05', false],
    ['05-01-2027', false],
    ['', false],
    ['2027-13-01', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});

describe('ageOn', () => {
  it('counts whole years, a birthday on the day itself included', () => {
    expect(ageOn('2010-03-15', '2027-03-14')).toBe(16);
    expect(ageOn('2010-03-15', '2027-03-15')).toBe(17);
    expect(ageOn('2010-03-15', '2027-03-16')).toBe(17);
    expect(ageOn('2010-12-31', '2027-01-01')).toBe(16);
    expect(ageOn('2027-01-01', '2027-01-01')).toBe(0);
  });

  it('gives someone born on 29 February a year more on 1 March of other years, on 29 February in leap years', () => {
    expect(ageOn('2008-02-29', '2027-02-28')).toBe(18);
    expect(ageOn('2008-02-29', '2027-03-01')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('reads an instant as the day in India, not in UTC', () => {
    // 19:00 UTC on 14 March is already 15 March (00:30) in India: the birthday has come.
    expect(ageOn('2009-03-15', new Date('2027-03-14T19:00:00Z'))).toBe(18);
    expect(ageOn('2009-03-15', new Date('2027-03-14T18:29:00Z'))).toBe(17);
  });
});
