import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const ALL_FILES = ['src/**/*.test.ts', 'test/**/*.test.ts'];
/** The API fuzzer's shards: each in a fresh process of its own (fuzzProject). */
const FUZZ_FILES = ['test/fuzz/**/*.test.ts'];

/**
 * The server suite on one database: TEST_DB 'pglite' (in-process) or 'pg' (the server in DATABASE_URL),
 * over every test file or the ones given. The root vitest.config.ts picks which run where.
 */
export function serverProject(
  database: 'pglite' | 'pg',
  include: string[] = ALL_FILES,
): TestProjectInlineConfiguration {
  return {
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'] } },
    test: {
      name: `server:${database}`,
      root: import.meta.dirname,
      environment: 'node',
      env: { TEST_DB: database },
      include,
      exclude: ['**/node_modules/**', ...FUZZ_FILES],
      globalSetup: ['test/global-setup.ts'],
      // A worker keeps the modules it has imported from one test file to the next: every file imports
      // the whole app, and importing it afresh for each of ~90 files cost more than their tests. The
      // files share no state through modules (each builds its own app on its own database, and none
      // mocks a module); a file that needs a fresh module graph would say so with its own project.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * The API fuzzer (some 14,000 requests a run) in a fresh process per shard. Run in a worker that had
 * already run the other ~110 server files, a shard took 100-130 s; run first, or alone, 7-19 s
 * (`npx vitest run --project server:pg` on this two-core machine, 2026-11-29): whatever that worker
 * had kept from the files before it (its heap had grown to ~700 MB) slowed every request. A fresh
 * process costs the shard its imports again (about 4 s).
 */
export function fuzzProject(database: 'pglite' | 'pg'): TestProjectInlineConfiguration {
  const project = serverProject(database, FUZZ_FILES);
  return {
    ...project,
    test: {
      ...project.test,
      name: `server:${database}:fuzz`,
      exclude: ['**/node_modules/**'],
      isolate: true,
    },
  };
}

// Run from this folder (`npx vitest run` in apps/server): the whole suite on PGlite.
export default defineConfig({ test: { projects: [serverProject('pglite'), fuzzProject('pglite')] } });
