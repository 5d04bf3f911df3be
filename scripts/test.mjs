// `npm test`: lint, type check and build (side by side), unit + server-integration tests and the
// operator scripts' tests (they run the built portal), then the end-to-end suite in Debian's Chromium
// against the built app; then a table of each step's time and the slowest test files, with the
// per-file budgets (scripts/test-report.mjs).
// Ends with one line that totals every test run: "total: N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { missingTools } from './lib/system-tools.mjs';
import { playwrightTotals } from './lib/test-budgets.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0, secondTry: 0 };
const runStarted = Date.now();
const failures = [];
const steps = [];

/**
 * Runs one step. `quiet` steps keep their output until they end, so steps run side by side do not
 * interleave their lines.
 */
const run = (name, command, args, { env = {}, quiet = false } = {}) =>
  new Promise((resolve) => {
    console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, TEST_REPORTS_DIR: reports, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (Date.now() - started) / 1000;
      if (quiet) process.stdout.write(Buffer.concat(output));
      console.log(`◀ ${name}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds.toFixed(1)} s`);
      steps.push({
        name,
        seconds: Math.round(seconds * 10) / 10,
        ok: status === 0,
        startedAt: Math.round((started - runStarted) / 100) / 10,
      });
      if (status !== 0) failures.push(name);
      resolve(status === 0);
    });
  });

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

// The type check works mostly on one core and the build mostly on the other, and neither writes what
// the other reads (tsc's output is under node_modules/.cache): side by side they take the time of the
// longer one. The unit and server tests need the build (the operator scripts' tests run the built
// portal) but not the type check, so they start as soon as the build is done: the type check's last
// half minute on one core would otherwise leave the other idle.
const typechecked = run('lint', 'npm', ['run', 'lint'], { quiet: true }).then(() =>
  run('typecheck', 'npx', ['tsc', '-b'], { quiet: true }),
);
const built = await run('build', 'npm', ['run', 'build'], { quiet: true });
if (built)
  await run('JavaScript budgets per route', 'node', ['apps/web/scripts/measure-initial-js.mjs', '--check']);

const vitestReport = path.join(reports, 'vitest.json');
await run('unit and server tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--reporter=./scripts/lib/vitest-file-times.mjs',
  `--outputFile.json=${vitestReport}`,
]);
await typechecked;
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  failures.push('unit and server tests (no report)');
}

const e2eReport = path.join(root, 'e2e/test-results/results.json');
rmSync(e2eReport, { force: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`\nChromium was not found at ${chromium}: the end-to-end tests need it.`);
  console.log("Install Debian's package with:  apt-get install -y chromium");
  if (process.env.CI) failures.push('end-to-end tests (no Chromium)');
} else if (built) {
  await run('end-to-end tests', 'npm', ['run', 'test:e2e']);
  const e2e = readJson(e2eReport);
  if (e2e) {
    const counted = playwrightTotals(e2e.stats);
    totals.passed += counted.passed;
    totals.failed += counted.failed;
    totals.skipped += counted.skipped;
    totals.secondTry += counted.secondTry;
  } else {
    failures.push('end-to-end tests (no report)');
  }
}

writeFileSync(path.join(reports, 'steps.json'), `${JSON.stringify(steps, null, 1)}\n`);
await run('time per step and test file, budgets', 'node', ['scripts/test-report.mjs', reports, e2eReport]);

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(
  `total: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}${totals.secondTry ? ` (${totals.secondTry} passed only on a second try: FLAKY above)` : ''}`,
);
process.exit(failures.length || totals.failed ? 1 : 0);
