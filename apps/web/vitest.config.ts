import react from '@vitejs/plugin-react';
import { defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { textModules } from './build/text-modules';
import { resolveConditions } from './vite.config';

/**
 * The web app's tests. Components (`*.test.tsx`) run in happy-dom (decision 0047: a third faster than
 * jsdom here, same results); plain modules (`*.test.ts`) in node, unless the file's first line asks
 * for a DOM (`// @vitest-environment happy-dom`): a DOM costs every file that gets one, and most plain
 * modules never touch a page.
 */
export function webProject(
  name: string,
  environment: 'happy-dom' | 'node',
  include: string[],
): TestProjectInlineConfiguration {
  return {
    root: import.meta.dirname,
    plugins: [react(), textModules()],
    resolve: { conditions: resolveConditions },
    // Tests in the node environment (server rendering) read the contract's sources too, like the build.
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    test: {
      name,
      environment,
      include,
      // A phone's window: CSS media queries in the page's styles are measured against it, so the
      // components are drawn as on the narrow screens most of the portal's readers have.
      environmentOptions: { happyDOM: { width: 360, height: 760 } },
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // Route tests load lazy pages; the first load compiles them.
      testTimeout: 15_000,
    },
  };
}

export const webProjects = [
  webProject('web', 'happy-dom', ['src/**/*.test.tsx']),
  webProject('web:modules', 'node', ['src/**/*.test.ts', 'build/**/*.test.ts']),
];

// Run from this folder (`npx vitest run` in apps/web): both.
export default defineConfig({ test: { projects: webProjects } });
