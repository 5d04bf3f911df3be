import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The end of `npm test` (scripts/test.mjs runs scripts/test-report.mjs as its last step, and a step
// that exits non-zero fails the run): the step table, the slowest files, and the per-file budgets.

const root = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A reports folder as a run leaves it: the steps, vitest's file times, Playwright's JSON report. */
function reportsOf(vitestSeconds: Record<string, number>, playwrightSeconds: Record<string, number[]>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'test-reports-'));
  folders.push(folder);
  writeFileSync(
    path.join(folder, 'steps.json'),
    JSON.stringify([
      { name: 'build', seconds: 61.2, ok: true },
      { name: 'unit and server tests', seconds: 402.5, ok: true },
    ]),
  );
  writeFileSync(
    path.join(folder, 'vitest-files.json'),
    JSON.stringify(
      Object.entries(vitestSeconds).map(([file, seconds]) => ({
        file,
        project: 'server',
        seconds,
        importSeconds: 2,
        tests: 3,
        state: 'passed',
      })),
    ),
  );
  const playwright = path.join(folder, 'results.json');
  writeFileSync(
    playwright,
    JSON.stringify({
      suites: Object.entries(playwrightSeconds).map(([file, durations]) => ({
        file,
        specs: [
          {
            tests: durations.map((seconds) => ({
              projectName: 'desktop',
              results: [{ duration: seconds * 1000 }],
            })),
          },
        ],
        suites: [],
      })),
    }),
  );
  return { folder, playwright };
}

const report = (folder: string, playwright: string) =>
  spawnSync(process.execPath, ['scripts/test-report.mjs', folder, playwright], {
    cwd: root,
    encoding: 'utf8',
  });

describe('the test report at the end of npm test', () => {
  it('tables each step and the slowest files, and writes the same as JSON', () => {
    const { folder, playwright } = reportsOf(
      { 'a.test.ts': 12.5, 'b.test.ts': 3 },
      { 'x.spec.ts': [20, 30] },
    );
    const run = report(folder, playwright);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/61\.2 s\s+ok\s+build/);
    expect(run.stdout).toMatch(/463\.7 s\s+total \(7 min 44 s\)/);
    expect(run.stdout).toMatch(/12\.5 s\s+a\.test\.ts \(server\)[^\n]*\n\s+3\.0 s\s+b\.test\.ts/);
    expect(run.stdout).toMatch(/50\.0 s\s+x\.spec\.ts \(desktop\)\s+\(2 tests\)/);
    const summary = JSON.parse(readFileSync(path.join(folder, 'summary.json'), 'utf8'));
    expect(summary.slowest.vitest.map((file: { name: string }) => file.name)).toEqual([
      'a.test.ts (server)',
      'b.test.ts (server)',
    ]);
    expect(summary.totalSeconds).toBeCloseTo(463.7);
  });

  it('counts steps that ran side by side once in the total', () => {
    const { folder, playwright } = reportsOf({ 'a.test.ts': 1 }, { 'x.spec.ts': [1] });
    // The type check beside the build and then beside the unit tests: 150 s from start to end.
    writeFileSync(
      path.join(folder, 'steps.json'),
      JSON.stringify([
        { name: 'build', seconds: 20, ok: true, startedAt: 0 },
        { name: 'typecheck', seconds: 60, ok: true, startedAt: 5 },
        { name: 'unit and server tests', seconds: 130, ok: true, startedAt: 20 },
      ]),
    );
    const run = report(folder, playwright);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/150\.0 s\s+total, steps side by side counted once \(2 min 30 s\)/);
    expect(JSON.parse(readFileSync(path.join(folder, 'summary.json'), 'utf8')).totalSeconds).toBe(150);
  });

  it('counts a test for the spec file that holds it, also when a helper file declared it', () => {
    const { folder, playwright } = reportsOf({ 'a.test.ts': 1 }, {});
    // As Playwright reports the tests a shared helper makes: a nested suite names the helper's file.
    const sweepOf = (file: string, seconds: number) => ({
      file,
      specs: [],
      suites: [
        {
          file: '../support/sweep.ts',
          specs: [{ tests: [{ projectName: 'desktop', results: [{ duration: seconds * 1000 }] }] }],
          suites: [],
        },
      ],
    });
    writeFileSync(
      playwright,
      JSON.stringify({ suites: [sweepOf('pages.spec.ts', 70), sweepOf('public-site.spec.ts', 80)] }),
    );
    const run = report(folder, playwright);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/80\.0 s\s+public-site\.spec\.ts \(desktop\)/);
    expect(run.stdout).toMatch(/70\.0 s\s+pages\.spec\.ts \(desktop\)/);
    expect(run.stdout).not.toContain('sweep.ts');
  });

  it('names each test that passed only on its second try, with what its first try said', () => {
    const { folder, playwright } = reportsOf({ 'a.test.ts': 1 }, {});
    // As Playwright reports a retried test: status "flaky", the failed try, then the passed one.
    writeFileSync(
      playwright,
      JSON.stringify({
        suites: [
          {
            file: 'pages-lang.both.spec.ts',
            specs: [
              {
                title: 'an English page names Hindi',
                tests: [
                  {
                    projectName: 'phone',
                    status: 'flaky',
                    results: [
                      {
                        status: 'failed',
                        duration: 3000,
                        error: {
                          message:
                            '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: true',
                        },
                      },
                      { status: 'passed', duration: 2000 },
                    ],
                  },
                  {
                    projectName: 'desktop',
                    status: 'expected',
                    results: [{ status: 'passed', duration: 2000 }],
                  },
                ],
              },
            ],
            suites: [],
          },
        ],
      }),
    );
    const run = report(folder, playwright);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Passed only on their second try (1)');
    expect(run.stdout).toContain('FLAKY: pages-lang.both.spec.ts (phone) › an English page names Hindi');
    expect(run.stdout).toContain('first try: Error: expect(received).toBe(expected)\n');
    expect(run.stdout).not.toContain('(desktop) › an English page');
    const summary = JSON.parse(readFileSync(path.join(folder, 'summary.json'), 'utf8'));
    expect(summary.flaky).toEqual([
      {
        name: 'pages-lang.both.spec.ts (phone) › an English page names Hindi',
        error: 'Error: expect(received).toBe(expected)',
      },
    ]);
  });

  it('names a file over its budget in a warning, and still passes', () => {
    const { folder, playwright } = reportsOf({ 'slow.test.ts': 75 }, { 'journey.spec.ts': [100, 50] });
    const run = report(folder, playwright);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'WARNING: vitest file slow.test.ts (server) took 75.0 s, over its budget of 60 s',
    );
    expect(run.stdout).toContain(
      'WARNING: Playwright file journey.spec.ts (desktop) took 150.0 s, over its budget of 120 s',
    );
    expect(run.stdout).not.toContain('FAILED');
  });

  it('fails, naming the file, when one is over three times its budget', () => {
    const { folder, playwright } = reportsOf(
      { 'grown.test.ts': 181, 'fine.test.ts': 10 },
      { 'grown.spec.ts': [200, 161], 'fine.spec.ts': [10] },
    );
    const run = report(folder, playwright);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'FAILED: vitest file grown.test.ts (server) took 181.0 s, over 3 times its budget',
    );
    expect(run.stdout).toContain(
      'FAILED: Playwright file grown.spec.ts (desktop) took 361.0 s, over 3 times its budget',
    );
    expect(run.stdout).not.toMatch(/FAILED: .*fine/);
  });

  it('is the last step of npm test, whose failure fails the run', () => {
    const testScript = readFileSync(path.join(root, 'scripts/test.mjs'), 'utf8');
    expect(testScript).toMatch(
      /run\('time per step and test file, budgets', 'node', \['scripts\/test-report\.mjs'/,
    );
    expect(testScript).toMatch(/if \(status !== 0\) failures\.push\(name\)/);
    expect(testScript).toMatch(/process\.exit\(failures\.length/);
  });
});
