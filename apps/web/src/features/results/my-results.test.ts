import { describe, expect, it } from 'vitest';
import { byCompetition, personalBests, windAssisted } from './my-results';
import { myResult } from './test-fixtures';

describe('personal bests', () => {
  it('keeps the lowest time and the longest distance, per discipline and class', () => {
    const results = [
      myResult({ formId: 'a', startDate: '2026-01-01', markValue: 12_600, mark: '12.60' }),
      myResult({ formId: 'b', startDate: '2026-06-01', markValue: 12_400, mark: '12.40' }),
      myResult({ formId: 'c', startDate: '2027-01-01', markValue: 12_500, mark: '12.50' }),
      myResult({
        formId: 'b',
        discipline: 'lj',
        disciplineName: 'Long jump',
        kind: 'distance',
        markValue: 540,
      }),
      myResult({
        formId: 'c',
        discipline: 'lj',
        disciplineName: 'Long jump',
        kind: 'distance',
        markValue: 560,
      }),
      // Another class is another best.
      myResult({ formId: 'a', sportClass: 'T44', markValue: 13_000 }),
    ];
    const bests = personalBests(results);
    expect(bests.map((best) => [best.discipline, best.sportClass, best.markValue])).toEqual([
      ['lj', 'T42', 560],
      ['men-100m-t42', 'T42', 12_400],
      ['men-100m-t42', 'T44', 13_000],
    ]);
  });

  it('leaves out results with a status, and on a tie keeps the earlier competition', () => {
    const results = [
      myResult({ formId: 'late', startDate: '2027-01-01', markValue: 12_400 }),
      myResult({ formId: 'early', startDate: '2026-01-01', markValue: 12_400 }),
      myResult({ formId: 'dq', status: 'DQ', markValue: null, mark: '' }),
    ];
    expect(personalBests(results).map((best) => best.formId)).toEqual(['early']);
    expect(personalBests([myResult({ status: 'DNS', markValue: null })])).toEqual([]);
  });

  it('leaves out wind-assisted marks (over +2.0 m/s), as records do', () => {
    const results = [
      myResult({ formId: 'legal', markValue: 12_500, wind: '+2.0' }),
      myResult({ formId: 'assisted', markValue: 12_100, wind: '+2.1' }),
    ];
    expect(personalBests(results).map((best) => best.formId)).toEqual(['legal']);
    expect([windAssisted(null), windAssisted('-0.4'), windAssisted('+2.0'), windAssisted('+3.2')]).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('groups by competition, newest first', () => {
    const groups = byCompetition([
      myResult({ formId: 'old', startDate: '2025-05-01' }),
      myResult({ formId: 'new', startDate: '2027-01-01' }),
      myResult({ formId: 'old', startDate: '2025-05-01', discipline: 'x' }),
    ]);
    expect(groups.map((group) => [group.formId, group.results.length])).toEqual([
      ['new', 1],
      ['old', 2],
    ]);
  });
});
