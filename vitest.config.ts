import { defineConfig } from 'vitest/config';
import { fuzzProject, serverProject } from './apps/server/vitest.config';
import { webProjects } from './apps/web/vitest.config';

// Where the suite has a PostgreSQL server (DATABASE_URL, which CI sets), every server test runs there
// once, and on the embedded PGlite only what differs on it: its start, stop and lock on the data
// folder, its backup and restore, and one short journey through every module (PGlite is the same
// PostgreSQL, so a rule that holds on one holds on the other; what differs is how the database is
// opened, kept and copied, and how the driver hands values back). Without DATABASE_URL (a newcomer's
// `npm test`) the whole server suite runs on PGlite. Decision 0039 says why.
const EMBEDDED_DIFFERS = [
  'src/lifecycle/**/*.test.ts',
  'src/lib/database-errors.test.ts',
  'test/embedded-journeys.test.ts',
  // A transaction holds PGlite's one connection: issuing in batches lets requests in between.
  'src/modules/certificates/issuing-batches.test.ts',
];
const serverProjects = process.env.DATABASE_URL
  ? [serverProject('pg'), fuzzProject('pg'), serverProject('pglite', EMBEDDED_DIFFERS)]
  : [serverProject('pglite'), fuzzProject('pglite')];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker. Two keep both cores busy: while one file waits on
    // the database or the disk, the other computes.
    maxWorkers: 2,
    projects: ['packages/contract', ...webProjects, ...serverProjects, 'scripts'],
  },
});
