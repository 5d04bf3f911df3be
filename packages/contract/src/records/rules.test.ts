import { describe, expect, it } from 'vitest';
import type { ResultKind } from '../competitions/schemas.js';
import {
  beatsRecord,
  countsForRecord,
  isWindMeasured,
  notCountedReason,
  raceMetres,
  recordHistory,
  unusualMark,
} from './rules.js';

const athletics = (key: string, name: string, resultKind: ResultKind = 'time') => ({
  key,
  name,
  sport: 'athletics',
  resultKind,
});

describe('wind-measured disciplines', () => {
  it.each([
    ['m100', "Men's 100 m"],
    ['w200', "Women's 200 metres"],
    ['100m-t44', '100 m T44'],
    ['sprint-a', 'Sprint 60m'],
    ['m110h', "Men's 110 m hurdles"],
    ['w100h', "Women's 100 m hurdles"],
    ['hurdles-t13', 'Hurdles T13'],
    ['race-1', '100 मी दौड़'],
  ])('a race up to 200 m or a short hurdles race is (%s, %s)', (key, name) => {
    expect(isWindMeasured(athletics(key, name))).toBe(true);
  });

  it.each([
    ['mlj', "Men's long jump"],
    ['wtj', "Women's triple jump"],
    ['lj-t44', 'Jump'],
    ['long-jump-t44', 'Long jump T44'],
    ['x', 'लंबी कूद'],
  ])('the long and triple jumps are (%s, %s)', (key, name) => {
    expect(isWindMeasured(athletics(key, name, 'distance'))).toBe(true);
  });

  it.each([
    [athletics('m400', "Men's 400 m")],
    [athletics('w400h', "Women's 400 m hurdles")],
    [athletics('m1500-t11', '1500 m T11')],
    [athletics('relay', '4x100 m relay')],
    [athletics('m4x100', "Men's 4 × 100 m")],
    [athletics('100m-t44', '100 m T44', 'place')],
    [athletics('shot-f46', 'Shot put F46', 'distance')],
    [athletics('hj-t44', 'High jump T44', 'height')],
    [athletics('marathon-t12', 'Marathon T12')],
    [{ key: '100-free', name: '100 m freestyle', sport: 'swimming', resultKind: 'time' as const }],
  ])('others are not (%j)', (discipline) => {
    expect(isWindMeasured(discipline)).toBe(false);
  });

  it('reads a race length from the name first, then from the key, never from a class', () => {
    expect(raceMetres({ key: 'm100', name: 'Dash' })).toBe(100);
    expect(raceMetres({ key: 'x', name: "Women's 200 m" })).toBe(200);
    expect(raceMetres({ key: 'run-t44', name: 'Run' })).toBeNull();
    expect(raceMetres({ key: 'f46', name: 'Class F46' })).toBeNull();
    expect(raceMetres({ key: 'm1500', name: "Men's 1500 m" })).toBeNull();
  });
});

describe('which marks count for a record', () => {
  const sprint = athletics('m100', "Men's 100 m");
  const shot = athletics('shot', 'Shot put', 'distance');

  it('a legal wind, up to +2.0 m/s, counts; over +2.0 does not', () => {
    expect(countsForRecord(sprint, { mark: 11920, status: null, wind: 20 })).toBe(true);
    expect(countsForRecord(sprint, { mark: 11920, status: null, wind: -15 })).toBe(true);
    expect(notCountedReason(sprint, { mark: 11920, status: null, wind: 21 })).toBe('wind-over');
  });

  it('a wind-measured discipline without a reading does not count; another one needs none', () => {
    expect(notCountedReason(sprint, { mark: 11920, status: null, wind: null })).toBe('wind-missing');
    expect(countsForRecord(shot, { mark: 1210, status: null, wind: null })).toBe(true);
  });

  it('a status, no mark, or a place-only discipline never counts', () => {
    expect(notCountedReason(sprint, { mark: null, status: 'DQ', wind: 10 })).toBe('status');
    expect(notCountedReason(sprint, { mark: null, status: null, wind: 10 })).toBe('no-mark');
    expect(notCountedReason({ ...sprint, resultKind: 'place' }, { mark: 1, status: null, wind: 10 })).toBe(
      'kind',
    );
  });

  it('a better mark is a lower time and a longer distance; an equal mark does not beat', () => {
    expect(beatsRecord('time', 11900, 11920)).toBe(true);
    expect(beatsRecord('time', 11920, 11920)).toBe(false);
    expect(beatsRecord('distance', 615, 610)).toBe(true);
    expect(beatsRecord('points', 8000, 8050)).toBe(false);
    expect(beatsRecord('height', 150, null)).toBe(true);
  });
});

describe('a record’s history', () => {
  const marks = (...items: [number, string][]) => items.map(([mark, uid]) => ({ mark, uid }));

  it('records each mark better than all before it, and marks the last as current', () => {
    const steps = recordHistory('time', marks([12500, 'A'], [12600, 'B'], [12300, 'C'], [12400, 'A']));
    expect(steps.map((step) => [step.item.mark, step.equalled, step.current])).toEqual([
      [12500, false, false],
      [12300, false, true],
    ]);
  });

  it('an equal mark equals the record once per athlete, and both hold it', () => {
    const steps = recordHistory(
      'distance',
      marks([600, 'A'], [610, 'B'], [610, 'C'], [610, 'B'], [610, 'C'], [605, 'D']),
    );
    expect(steps.map((step) => [step.item.uid, step.equalled, step.current])).toEqual([
      ['A', false, false],
      ['B', false, true],
      ['C', true, true],
    ]);
  });

  it('without the record-setting mark, the previous record is the record again', () => {
    const before = recordHistory('time', marks([12500, 'A'], [12300, 'B']));
    const corrected = recordHistory('time', marks([12500, 'A']));
    expect(before.at(-1)?.item.uid).toBe('B');
    expect(corrected).toEqual([{ item: { mark: 12500, uid: 'A' }, equalled: false, current: true }]);
    expect(recordHistory('time', [])).toEqual([]);
  });
});

describe('unusual marks', () => {
  const range = { count: 12, best: 12000, worst: 20000 };

  it('says nothing until ten marks are published', () => {
    expect(unusualMark('time', 5000, { ...range, count: 9 })).toBeNull();
    expect(unusualMark('time', 5000, null)).toBeNull();
  });

  it('flags a time more than 15 % under the record or 50 % over the slowest', () => {
    expect(unusualMark('time', 10150, range)).toBe('better');
    expect(unusualMark('time', 10300, range)).toBeNull();
    expect(unusualMark('time', 30100, range)).toBe('worse');
    expect(unusualMark('time', 29900, range)).toBeNull();
  });

  it('flags a distance more than 15 % over the record or far under the shortest', () => {
    const jump = { count: 10, best: 600, worst: 300 };
    expect(unusualMark('distance', 700, jump)).toBe('better');
    expect(unusualMark('distance', 680, jump)).toBeNull();
    expect(unusualMark('distance', 190, jump)).toBe('worse');
    expect(unusualMark('distance', 210, jump)).toBeNull();
    expect(unusualMark('place', 1, jump)).toBeNull();
  });
});
