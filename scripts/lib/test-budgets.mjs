// What one test file may cost before `npm test` speaks: a warning past its budget, a failure past
// three times it. Machines here are sometimes 2.5 times slower than a quiet one, so a file must not
// fail on a slow day; three times the budget is a file that grew out of proportion, on any machine.
import { stripVTControlCharacters } from 'node:util';

export const BUDGETS = {
  vitest: { warnSeconds: 60, label: 'vitest' },
  playwright: { warnSeconds: 120, label: 'Playwright' },
};
export const FAIL_FACTOR = 3;

/** Per-file costs from the vitest reporter (scripts/lib/vitest-file-times.mjs). */
export const vitestFiles = (entries) =>
  (entries ?? []).map((entry) => ({
    name: `${entry.file} (${entry.project})`,
    seconds: entry.seconds,
    detail: `import ${entry.importSeconds.toFixed(1)} s, ${entry.tests} tests`,
  }));

/**
 * Per-file costs from Playwright's JSON report: the summed time of a file's tests (their hooks
 * included) in one project, i.e. one file at one width.
 */
export function playwrightFiles(report) {
  const totals = new Map();
  // A test counts for the spec file that holds it, however it was declared: tests made by a helper
  // (e2e/support/sweep.ts) sit in suites that name the helper's file.
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${file} (${test.projectName})`;
        const entry = totals.get(key) ?? { name: key, seconds: 0, tests: 0 };
        entry.tests += 1;
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
        totals.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return [...totals.values()].map((entry) => ({
    name: entry.name,
    seconds: Math.round(entry.seconds * 10) / 10,
    detail: `${entry.tests} tests`,
  }));
}

/**
 * Tests that failed and then passed on their retry (Playwright's status "flaky"), each with the first
 * line of the error its failed try ended with: a race in the product or in the test, to be fixed, not
 * a pass to forget.
 */
export function playwrightFlaky(report) {
  const flaky = [];
  const visit = (suite, file, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const failed = (test.results ?? []).find((result) => result.status !== 'passed');
        const message = failed?.error?.message ?? failed?.errors?.[0]?.message ?? '';
        flaky.push({
          name: `${file} (${test.projectName}) › ${[...titles, spec.title].filter(Boolean).join(' › ')}`,
          error: stripVTControlCharacters(message).split('\n')[0].trim(),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, file, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file, []);
  return flaky;
}

/**
 * What an end-to-end run adds to the totals of `npm test`, from the counts of Playwright's report. A
 * test that passed only on its second try (CI gives each one more, decision 0062) passed: it does not
 * fail the run, and is counted apart so that the last line says so (the report names each one).
 */
export function playwrightTotals(stats) {
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? 0,
    skipped: stats?.skipped ?? 0,
    secondTry: stats?.flaky ?? 0,
  };
}

/** Files over their budget (warnings) and over three times it (failures), slowest first. */
export function judge(files, budget) {
  const slowestFirst = [...files].sort((a, b) => b.seconds - a.seconds);
  return {
    warnings: slowestFirst.filter(
      (file) => file.seconds > budget.warnSeconds && file.seconds <= budget.warnSeconds * FAIL_FACTOR,
    ),
    failures: slowestFirst.filter((file) => file.seconds > budget.warnSeconds * FAIL_FACTOR),
  };
}
