import react from '@vitejs/plugin-react';
import { defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { resolveConditions } from './vite.config';

/**
 * The web app's tests. Components (`*.test.tsx`) run in jsdom; plain modules (`*.test.ts`) in node,
 * unless the file's first line asks for jsdom (`// @vitest-environment jsdom`): a jsdom costs every
 * file that gets one a second or more, and most plain modules never touch a page.
 */
export function webProject(
  name: string,
  environment: 'jsdom' | 'node',
  include: string[],
): TestProjectInlineConfiguration {
  return {
    root: import.meta.dirname,
    plugins: [react()],
    resolve: { conditions: resolveConditions },
    // Tests in the node environment (server rendering) read the contract's sources too, like the build.
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    test: {
      name,
      environment,
      include,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // Route tests load lazy pages; the first load compiles them.
      testTimeout: 15_000,
    },
  };
}

export const webProjects = [
  webProject('web', 'jsdom', ['src/**/*.test.tsx']),
  webProject('web:modules', 'node', ['src/**/*.test.ts']),
];

// Run from this folder (`npx vitest run` in apps/web): both.
export default defineConfig({ test: { projects: webProjects } });
