import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const ALL_FILES = ['src/**/*.test.ts', 'test/**/*.test.ts'];

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

// Run from this folder (`npx vitest run` in apps/server): the whole suite on PGlite.
export default defineConfig(serverProject('pglite'));
