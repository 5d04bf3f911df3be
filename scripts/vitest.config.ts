import { defineConfig } from 'vitest/config';

// The start and stop scripts, run as real processes against the built portal (the first start builds
// it when the build is missing or out of date).
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
