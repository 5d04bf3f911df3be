import { describe, expect, it } from 'vitest';
import { computePlaces, isFinalRound, type Placeable, placingHeat, rankOrder } from './places.js';

const mark = (value: number): Placeable => ({ mark: value, status: null });
const status = (value: Placeable['status']): Placeable => ({ mark: null, status: value });

describe('computePlaces', () => {
  it('places times lowest first, equal times sharing a place and the next place skipped', () => {
    const results = [mark(10_610), mark(10_520), mark(10_610), mark(10_700), mark(10_400)];
    expect(computePlaces('time', results)).toEqual([3, 2, 3, 5, 1]);
  });

  it('places distances, heights and points highest first', () => {
    expect(computePlaces('distance', [mark(600), mark(645), mark(645), mark(590)])).toEqual([3, 1, 1, 4]);
    expect(computePlaces('height', [mark(185), mark(190)])).toEqual([2, 1]);
    expect(computePlaces('points', [mark(0), mark(1200), mark(8750)])).toEqual([3, 2, 1]);
  });

  it('keeps the place-only kind in its own order, ties included', () => {
    expect(computePlaces('place', [mark(2), mark(1), mark(2), mark(4)])).toEqual([2, 1, 2, 4]);
    expect(computePlaces('place', [mark(3), mark(1)])).toEqual([2, 1]);
  });

  it('gives DNS, DNF, DQ and NM no place and ranks them last: DNF, NM, DQ, DNS', () => {
    const results = [status('DNS'), mark(10_520), status('DQ'), status('DNF'), mark(10_400), status('NM')];
    expect(computePlaces('time', results)).toEqual([null, 2, null, null, 1, null]);
    expect(rankOrder('time', results)).toEqual([4, 1, 3, 5, 2, 0]);
  });

  it('places an all-status group nowhere and an empty group as nothing', () => {
    expect(computePlaces('time', [status('DNS'), status('DNS')])).toEqual([null, null]);
    expect(computePlaces('time', [])).toEqual([]);
  });
});

describe('the heat a result is placed within', () => {
  it('is none in a final (ranked across its heats) and its own in a preliminary round', () => {
    expect(placingHeat(null, '2')).toBeNull();
    expect(placingHeat('Final', '2')).toBeNull();
    expect(placingHeat('timed final', '1')).toBeNull();
    expect(placingHeat('heat', '2')).toBe('2');
    expect(placingHeat('semi', '1')).toBe('1');
    expect(isFinalRound('F')).toBe(true);
    expect(isFinalRound('semi')).toBe(false);
  });
});
