import { defineConfig } from 'vitest/config';

// The server suite always runs on the embedded PGlite, and also on the PostgreSQL server in
// DATABASE_URL when one is given (CI sets it).
//
// On PostgreSQL a test file spends much of its time waiting on the server, so two files run at once
// (vitest's default on two cores is one); PGlite works in the test process itself and gains nothing
// from a second file competing for the cores. A project with a worker count of its own runs as a
// group of its own, after the others.
const postgresProject = {
  extends: './apps/server/vitest.config.ts',
  test: { name: 'server:pg', env: { TEST_DB: 'pg' }, maxWorkers: 2, sequence: { groupOrder: 1 } },
};
const serverProjects = [
  { extends: './apps/server/vitest.config.ts', test: { name: 'server:pglite', env: { TEST_DB: 'pglite' } } },
  ...(process.env.DATABASE_URL ? [postgresProject] : []),
];

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/web', ...serverProjects, 'scripts'],
  },
});
