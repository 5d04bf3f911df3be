import { describe, expect, it } from 'vitest';
import { checkResultsTable } from './check.js';
import { context, fixtureErrors, fixtureTable, fixtureWarnings } from './results.fixture.js';
import { resultsCheck } from './schemas.js';

const codes = (issues: { row: number; code: string }[]) => issues.map(({ row, code }) => [row, code]);

describe('checkResultsTable on the fixture', () => {
  const checked = checkResultsTable(fixtureTable, context);
  const row = (n: number) => checked.rows.find((item) => item.row === n);

  it('finds every error and every warning, each on its row', () => {
    expect(codes(checked.errors)).toEqual(fixtureErrors);
    expect(codes(checked.warnings)).toEqual(fixtureWarnings);
    for (const found of [...checked.errors, ...checked.warnings]) {
      expect(found.message).toMatch(new RegExp(`^Row ${found.row}: `));
    }
  });

  it('names the cell at fault in English', () => {
    const message = (n: number, code: string) =>
      [...checked.errors, ...checked.warnings].find((i) => i.row === n && i.code === code)?.message;
    expect(message(22, 'RESULT_UID_UNKNOWN')).toBe(
      'Row 22: No entry in this competition has the UID "TNPS2600001".',
    );
    expect(message(24, 'RESULT_BIB_TWICE')).toBe(
      'Row 24: The bib "107" is also given to another athlete in row 8.',
    );
    expect(message(26, 'RESULT_ATHLETE_TWICE')).toBe(
      'Row 26: The athlete with UID KLPS2600002 already has a result in "100m-t44", round "final" in row 3.',
    );
    expect(message(27, 'RESULT_MARK_INVALID')).toBe(
      'Row 27: The mark "10.5.3" cannot be read: enter a time such as 10.52, 4:05.30 or 2:15:30.00.',
    );
    expect(message(9, 'RESULT_PLACE_DIFFERS')).toBe(
      'Row 9: The file gives place 3, but the marks give no place (DNF).',
    );
    expect(message(11, 'RESULT_WIND_ASSISTED')).toMatch(/wind of \+2\.4 m\/s is over \+2\.0/);
    expect(checked.errors.filter((i) => i.row === 32).map((i) => i.column)).toEqual(['wind', 'lane']);
  });

  it('recomputes places per discipline, round and heat: ties share, statuses get none', () => {
    const placesOf = (rows: number[]) => rows.map((n) => row(n)?.place);
    // 100m: 12.31 and 12.31 tie for second, 12.80 is fourth, DQ and DNS have no place.
    expect(placesOf([2, 3, 4, 5, 6, 7])).toEqual([2, 1, 2, 4, null, null]);
    expect(placesOf([8, 9, 10])).toEqual([1, null, 1]); // 1500m with a DNF, marathon
    expect(placesOf([11, 12, 13, 14])).toEqual([1, 2, null, 1]); // long jump with an NM, high jump
    // Boccia (most points first), cycling (place-only, one given in the place column).
    expect(placesOf([15, 16, 17, 18])).toEqual([1, 2, 1, 2]);
    expect(checked.rows.filter((r) => r.row >= 20).every((r) => r.place === null && !r.valid)).toBe(true);
  });

  it('reads each kind of mark, the statuses and the other columns', () => {
    expect(row(3)).toMatchObject({
      kind: 'time',
      mark: 12_050,
      markText: '12.05',
      wind: 12,
      heat: '1',
      lane: 5,
    });
    expect(row(3)).toMatchObject({
      round: 'final',
      uid: 'KLPS2600002',
      bib: '102',
      filePlace: 1,
      valid: true,
    });
    expect(row(6)).toMatchObject({ status: 'DQ', rule: '17.3.1', mark: null, remarks: 'false start' });
    expect(row(7)).toMatchObject({ status: 'DNS', mark: null, markText: null });
    expect(row(10)).toMatchObject({ mark: 9_910_500, markText: '2:45:10.50', filePlace: null });
    expect(row(11)).toMatchObject({ kind: 'distance', mark: 595, uid: 'KLPS2600001', wind: 24 });
    expect(row(14)).toMatchObject({ kind: 'height', mark: 165, filePlace: 1 });
    expect(row(16)).toMatchObject({ kind: 'points', mark: 450, markText: '4.5' });
    expect(row(18)).toMatchObject({ kind: 'place', mark: 2 });
    expect(checked.rows.map((r) => r.row)).not.toContain(19);
  });

  it('fits the schema the preview travels in', () => {
    expect(resultsCheck.parse(checked)).toEqual(checked);
  });
});
