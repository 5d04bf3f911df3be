import { defineConfig } from 'vitest/config';

// The operator's scripts (start and stop, backups, two instances behind nginx), run as real
// processes against the built portal (the first start builds it when the build is missing or out of
// date). The two-instance journey borrows the server suite's registration fixtures, read from source.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
