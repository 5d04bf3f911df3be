import { describe, expect, it } from 'vitest';
import { playwrightTotals } from '../lib/test-budgets.mjs';

// The counts of a Playwright JSON report's `stats`, as npm test adds them to its last line and exit code.
describe("the end-to-end run's place in the totals of npm test", () => {
  it.each([
    {
      case: 'a test that passed only on its second try counts as passed, not as a failure of the run',
      stats: { expected: 313, unexpected: 0, flaky: 1, skipped: 0 },
      totals: { passed: 314, failed: 0, skipped: 0, secondTry: 1 },
    },
    {
      case: 'a test that failed both tries counts as failed',
      stats: { expected: 312, unexpected: 1, flaky: 1, skipped: 2 },
      totals: { passed: 313, failed: 1, skipped: 2, secondTry: 1 },
    },
    {
      case: 'a report without counts adds nothing',
      stats: undefined,
      totals: { passed: 0, failed: 0, skipped: 0, secondTry: 0 },
    },
  ])('$case', ({ stats, totals }) => {
    expect(playwrightTotals(stats)).toEqual(totals);
  });
});
