import { describe, expect, it } from 'vitest';
import { checkResultsTable } from './check.js';

// A past competition added for its results (decision 32): rows are matched by UID alone, against the
// approved athletes the server found for the file; a bib is only copied.
const context = {
  disciplines: [{ key: 'w100' }],
  entries: [{ uid: 'KLPS1900001', bib: null, disciplines: ['w100'] }],
  matchBy: 'uid' as const,
};
const header = ['discipline', 'uid', 'bib', 'mark'];
const codes = (issues: { row: number; code: string }[]) => issues.map(({ row, code }) => [row, code]);

describe('checkResultsTable matched by UID alone', () => {
  it('matches a UID in any case and keeps a bib the athlete never had, without calling it a mismatch', () => {
    const checked = checkResultsTable([header, ['w100', 'klps1900001', '17', '13.10']], context);
    expect(checked.errors).toEqual([]);
    expect(checked.rows[0]).toMatchObject({ uid: 'KLPS1900001', bib: '17', place: 1, valid: true });
  });

  it('names a row with a bib and no UID, and a UID of no approved athlete', () => {
    const checked = checkResultsTable(
      [header, ['w100', '', '17', '13.10'], ['w100', 'KLPS1999999', '', '13.40']],
      context,
    );
    expect(codes(checked.errors)).toEqual([
      [2, 'RESULT_UID_REQUIRED'],
      [3, 'RESULT_UID_NOT_ATHLETE'],
    ]);
    expect(checked.errors[1]?.message).toBe('Row 3: No approved athlete has the UID "KLPS1999999".');
  });

  it('never matches by bib, even a bib written beside a UID in another row', () => {
    const checked = checkResultsTable(
      [header, ['w100', 'KLPS1900001', '17', '13.10'], ['w100', '', '17', '13.20']],
      context,
    );
    expect(codes(checked.errors)).toEqual([[3, 'RESULT_UID_REQUIRED']]);
  });
});
