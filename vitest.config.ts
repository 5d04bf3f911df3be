import { defineConfig } from 'vitest/config';

// The server suite always runs on the embedded PGlite, and also on the PostgreSQL server in
// DATABASE_URL when one is given (CI sets it).
const serverProjects = [
  { extends: './apps/server/vitest.config.ts', test: { name: 'server:pglite', env: { TEST_DB: 'pglite' } } },
  ...(process.env.DATABASE_URL
    ? [{ extends: './apps/server/vitest.config.ts', test: { name: 'server:pg', env: { TEST_DB: 'pg' } } }]
    : []),
];

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/web',
      ...serverProjects,
      // The start script, backups and the two-instance set-up, driven as an operator would (built portal).
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'scripts',
          include: ['scripts/test/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
