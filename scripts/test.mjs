// `npm test`: lint, type check, build, unit + server-integration tests (PGlite, and PostgreSQL when
// DATABASE_URL is set) and the operator scripts' tests (they run the built portal), then the
// end-to-end suite in Debian's Chromium against the built app.
// Ends with one line that totals every test run: "total: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { missingTools } from './lib/system-tools.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

const step = (name, command, args, env = {}) => {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `◀ ${name}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

// Name every program the tests run that this machine lacks, with its package, before anything runs
// (`.ci/run` installs them; on a developer's machine the tests that need one would fail later).
const missing = missingTools();
if (missing.length) {
  console.log('\nThese programs, which the tests run, are missing:');
  for (const tool of missing)
    console.log(`  ${tool.command} (${tool.usedBy}): apt-get install -y ${tool.pkg}`);
  if (process.env.CI) failures.push(`system tools (${missing.map((tool) => tool.command).join(', ')})`);
}

step('lint', 'npm', ['run', 'lint']);
step('typecheck', 'npx', ['tsc', '-b']);

const built = step('build', 'npm', ['run', 'build']);
if (built) {
  step('JavaScript budgets per route', 'node', ['apps/web/scripts/measure-initial-js.mjs', '--check']);
}

const vitestReport = path.join(reports, 'vitest.json');
step('unit and server tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  failures.push('unit and server tests (no report)');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`\nChromium was not found at ${chromium}: the end-to-end tests need it.`);
  console.log("Install Debian's package with:  apt-get install -y chromium");
  if (process.env.CI) failures.push('end-to-end tests (no Chromium)');
} else if (built) {
  step('end-to-end tests', 'npm', ['run', 'test:e2e']);
  const e2e = readJson(path.join(root, 'e2e/test-results/results.json'));
  if (e2e) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
    totals.skipped += e2e.stats.skipped;
  } else {
    failures.push('end-to-end tests (no report)');
  }
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(
  `total: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failures.length || totals.failed ? 1 : 0);
