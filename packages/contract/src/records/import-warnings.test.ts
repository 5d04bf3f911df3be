import { describe, expect, it } from 'vitest';
import type { CheckedResult } from '../results/check.js';
import { recordGroupKey, recordWarnings } from './import-warnings.js';
import type { MarkRange } from './rules.js';

const disciplines = [
  {
    key: 'm100',
    name: "Men's 100 m",
    sport: 'athletics',
    resultKind: 'time' as const,
    gender: 'male' as const,
  },
  {
    key: 'shot',
    name: 'Shot put',
    sport: 'athletics',
    resultKind: 'distance' as const,
    gender: 'any' as const,
  },
];

const row = (number: number, fields: Partial<CheckedResult>): CheckedResult => ({
  row: number,
  discipline: 'm100',
  kind: 'time',
  uid: 'PSA-1',
  bib: null,
  mark: 12000,
  markText: null,
  status: null,
  rule: null,
  wind: 10,
  heat: null,
  lane: null,
  round: null,
  remarks: null,
  filePlace: null,
  place: 1,
  valid: true,
  ...fields,
});

const sprintT44 = recordGroupKey({
  sport: 'athletics',
  discipline: 'm100',
  gender: 'male',
  sportClass: 't44',
});

function warn(rows: CheckedResult[], ranges: Record<string, MarkRange>) {
  return recordWarnings(rows, {
    disciplines,
    classOf: () => 'T44',
    rangeOf: (key) => ranges[key] ?? null,
  }).map((issue) => [issue.row, issue.code]);
}

describe('warnings from the state records', () => {
  const record = { count: 3, best: 12100, worst: 13500 };

  it('a mark that would beat the record with a wind over +2.0, or with no reading, cannot count', () => {
    const rows = [
      row(2, { mark: 11900, wind: 21 }),
      row(3, { mark: 11950, wind: null, uid: 'PSA-2' }),
      row(4, { mark: 12050, wind: 20, uid: 'PSA-3' }),
      row(5, { mark: 12300, wind: 30, uid: 'PSA-4' }),
    ];
    expect(warn(rows, { [sprintT44]: record })).toEqual([
      [2, 'RESULT_WIND_BEATS_RECORD'],
      [3, 'RESULT_NO_WIND_BEATS_RECORD'],
    ]);
  });

  it('compares with a better legal mark in the same file, and says nothing without a record', () => {
    const rows = [row(2, { mark: 11900, wind: 21 }), row(3, { mark: 11800, wind: 15, uid: 'PSA-2' })];
    expect(warn(rows, { [sprintT44]: record })).toEqual([]);
    expect(warn([row(2, { mark: 11900, wind: 21 })], {})).toEqual([]);
  });

  it('a mark far outside the class’s marks is flagged once ten are published', () => {
    const known = { count: 10, best: 12100, worst: 13500 };
    const rows = [
      row(2, { mark: 1210 }),
      row(3, { mark: 21000, uid: 'PSA-2' }),
      row(4, { mark: 12500, uid: 'PSA-3' }),
    ];
    expect(warn(rows, { [sprintT44]: known })).toEqual([
      [2, 'RESULT_MARK_UNUSUAL'],
      [3, 'RESULT_MARK_UNUSUAL'],
    ]);
    expect(warn(rows, { [sprintT44]: { ...known, count: 9 } })).toEqual([]);
  });

  it('rows with errors, statuses or unknown disciplines are left alone', () => {
    const rows = [
      row(2, { mark: 11000, wind: 25, valid: false }),
      row(3, { mark: null, status: 'DNS', uid: 'PSA-2' }),
      row(4, { discipline: 'unknown', uid: 'PSA-3', mark: 1 }),
    ];
    expect(warn(rows, { [sprintT44]: { count: 20, best: 12100, worst: 13500 } })).toEqual([]);
  });
});
