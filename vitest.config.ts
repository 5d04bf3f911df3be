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
    projects: ['packages/contract', 'apps/web', ...serverProjects, 'scripts'],
  },
});
