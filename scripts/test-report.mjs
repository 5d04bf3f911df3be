// The end of `npm test`: a table of each step's wall time and the slowest test files of vitest and of
// Playwright, written also as JSON beside the runners' own reports; then the per-file budgets
// (scripts/lib/test-budgets.mjs). Exits 1 when a file is over three times its budget.
//
//   node scripts/test-report.mjs [reports folder] [Playwright report]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BUDGETS,
  FAIL_FACTOR,
  judge,
  playwrightFiles,
  playwrightFlaky,
  vitestFiles,
} from './lib/test-budgets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.resolve(process.argv[2] ?? path.join(root, 'node_modules/.cache/test-reports'));
const playwrightReport = path.resolve(process.argv[3] ?? path.join(root, 'e2e/test-results/results.json'));
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const SLOWEST = 20;
const steps = readJson(path.join(reports, 'steps.json')) ?? [];
const playwrightJson = readJson(playwrightReport);
const runners = {
  vitest: vitestFiles(readJson(path.join(reports, 'vitest-files.json'))),
  playwright: playwrightFiles(playwrightJson),
};
const flaky = playwrightFlaky(playwrightJson);

const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);
const minutes = (value) =>
  `${Math.floor(value / 60)} min ${String(Math.round(value % 60)).padStart(2, '0')} s`;

console.log('\nSteps (wall time, install excluded):');
for (const step of steps)
  console.log(`  ${seconds(step.seconds)}  ${step.ok ? 'ok    ' : 'FAILED'}  ${step.name}`);
// Steps overlap (lint and type check beside the build, the type check beside the unit tests): the
// total is from the first step's start to the last one's end where the steps say when they started.
const timed = steps.length > 0 && steps.every((step) => typeof step.startedAt === 'number');
const total = timed
  ? Math.max(...steps.map((step) => step.startedAt + step.seconds))
  : steps.reduce((sum, step) => sum + step.seconds, 0);
console.log(
  `  ${seconds(total)}  total${timed ? ', steps side by side counted once' : ''} (${minutes(total)})`,
);

// The end-to-end tests get one more try on CI (e2e/playwright.config.ts): those that needed it are
// named here, first, with what their failed try said.
if (flaky.length > 0) {
  console.log(`\nPassed only on their second try (${flaky.length}); each is a race to fix:`);
  for (const test of flaky) console.log(`FLAKY: ${test.name}\n         first try: ${test.error}`);
}

const summary = { steps, totalSeconds: total, flaky, slowest: {}, budgets: {} };
let failed = false;
for (const [runner, files] of Object.entries(runners)) {
  const budget = BUDGETS[runner];
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
  summary.slowest[runner] = slowest;
  if (files.length === 0) continue;
  console.log(`\nThe ${slowest.length} slowest ${budget.label} files (budget ${budget.warnSeconds} s each):`);
  for (const file of slowest) console.log(`  ${seconds(file.seconds)}  ${file.name}  (${file.detail})`);
  const { warnings, failures } = judge(files, budget);
  summary.budgets[runner] = { warnSeconds: budget.warnSeconds, failFactor: FAIL_FACTOR, warnings, failures };
  for (const file of warnings)
    console.log(
      `WARNING: ${budget.label} file ${file.name} took ${file.seconds.toFixed(1)} s, over its budget of ${budget.warnSeconds} s: make it cheaper before it grows further.`,
    );
  for (const file of failures)
    console.log(
      `FAILED: ${budget.label} file ${file.name} took ${file.seconds.toFixed(1)} s, over ${FAIL_FACTOR} times its budget of ${budget.warnSeconds} s.`,
    );
  if (failures.length) failed = true;
}

writeFileSync(path.join(reports, 'summary.json'), `${JSON.stringify(summary, null, 1)}\n`);
console.log(`\nThe same, as JSON: ${path.relative(root, path.join(reports, 'summary.json'))}`);
process.exit(failed ? 1 : 0);
