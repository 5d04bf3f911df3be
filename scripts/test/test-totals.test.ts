import { describe, expect, it } from 'vitest';
import { playwrightTotals } from '../lib/test-budgets.mjs';

// The counts of a Playwright JSON report's `stats`, as npm test adds them to its last line and exit code.
describe("the end-to-end run's place in the totals of npm test", () => {
  it('counts a test that passed only on its second try as passed, not as a failure of the run', () => {
    expect(playwrightTotals({ expected: 313, unexpected: 0, flaky: 1, skipped: 0 })).toEqual({
      passed: 314,
      failed: 0,
      skipped: 0,
      secondTry: 1,
    });
  });

  it('counts a test that failed both tries as failed', () => {
    expect(playwrightTotals({ expected: 312, unexpected: 1, flaky: 1, skipped: 2 })).toEqual({
      passed: 313,
      failed: 1,
      skipped: 2,
      secondTry: 1,
    });
  });

  it('counts nothing from a report without counts', () => {
    expect(playwrightTotals(undefined)).toEqual({ passed: 0, failed: 0, skipped: 0, secondTry: 0 });
  });
});
