import { describe, expect, it } from 'vitest';
import { issuesOfFailure, previewRows, publishBlockers, rowsOfFailure } from './preview';
import { checkedRow, issue, resultsImport } from './test-fixtures';

describe('the preview of an import', () => {
  const data = resultsImport({
    rows: [2, 3, 4, 5].map((row) => checkedRow(row)),
    errors: [issue(5, 'RESULT_UID_UNKNOWN')],
    warnings: [issue(3, 'RESULT_PLACE_DIFFERS'), issue(5, 'RESULT_FORMULA_CELL')],
  });

  it('puts rows with errors first, then warnings, then the rest, each in file order', () => {
    expect(previewRows(data, false).map((row) => row.row)).toEqual([5, 3, 2, 4]);
    expect(previewRows(data, true).map((row) => row.row)).toEqual([5, 3]);
    const [first] = previewRows(data, true);
    expect(first?.errors.map((item) => item.code)).toEqual(['RESULT_UID_UNKNOWN']);
    expect(first?.warnings.map((item) => item.code)).toEqual(['RESULT_FORMULA_CELL']);
  });

  it('says what stops publishing', () => {
    const none = { acknowledged: false, reason: '', correction: false };
    expect(publishBlockers(data, none)).toEqual(['errors', 'warnings']);
    const clean = resultsImport();
    expect(publishBlockers(clean, none)).toEqual([]);
    expect(publishBlockers(clean, { ...none, correction: true, reason: '   ' })).toEqual(['reason']);
    expect(publishBlockers(clean, { ...none, correction: true, reason: ' ab ' })).toEqual(['reason']);
    expect(publishBlockers(clean, { ...none, correction: true, reason: 'Protest' })).toEqual([]);
    const warned = resultsImport({ warnings: [issue(2, 'RESULT_WIND_ASSISTED')] });
    expect(publishBlockers(warned, { ...none, acknowledged: true })).toEqual([]);
  });

  it('reads the rows a refusal names, and nothing from other data', () => {
    expect(issuesOfFailure({ errors: [issue(4, 'RESULT_BIB_TWICE'), { nope: 1 }] })).toHaveLength(1);
    expect(issuesOfFailure({ issues: [issue(2, 'RESULT_MARK_MISSING')] })).toHaveLength(1);
    expect(issuesOfFailure({ fields: { reason: 'x' } })).toEqual([]);
    expect(issuesOfFailure({ rows: [4], warnings: [issue(4, 'RESULT_WIND_ASSISTED')] })).toHaveLength(1);
    expect(issuesOfFailure(null)).toEqual([]);
    expect(rowsOfFailure({ rows: [3, 'x', 9] })).toEqual([3, 9]);
    expect(rowsOfFailure({ fields: {} })).toEqual([]);
  });
});
