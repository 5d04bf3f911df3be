import react from '@vitejs/plugin-react';
import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { resolveConditions } from './vite.config';

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: resolveConditions },
  // Tests in the node environment (server rendering) read the contract's sources too, like the build.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Route tests load lazy pages; the first load compiles them.
    testTimeout: 15_000,
  },
});
