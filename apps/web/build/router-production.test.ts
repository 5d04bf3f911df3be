import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionTwin } from './router-production';

const require = createRequire(import.meta.url);

describe("React Router's production build", () => {
  it('is the twin of each file of its development build, and of nothing else', () => {
    expect(productionTwin('/x/node_modules/react-router/dist/development/chunk-A.mjs')).toBe(
      '/x/node_modules/react-router/dist/production/chunk-A.mjs',
    );
    expect(productionTwin('C:\\x\\node_modules\\react-router\\dist\\development\\index.mjs')).toBe(
      'C:\\x\\node_modules\\react-router\\dist\\production\\index.mjs',
    );
    expect(productionTwin('/x/node_modules/react-router/dist/production/index.mjs')).toBeNull();
    expect(productionTwin('/x/node_modules/other/dist/development/index.mjs')).toBeNull();
  });

  it('sits beside the development build the package points to, the same but for its warnings', () => {
    const entry = require.resolve('react-router');
    const twin = productionTwin(entry);
    // Should React Router point to its production build itself one day, the plugin has nothing to do.
    if (!twin) {
      expect(entry).toMatch(/[\\/]dist[\\/]production[\\/]/);
      return;
    }
    // The switch is in one of the chunks the entry imports.
    const switchOf = (entryFile: string) => {
      const chunks = [...readFileSync(entryFile, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)];
      for (const [, chunk = ''] of chunks) {
        const found = /var ENABLE_DEV_WARNINGS = (true|false);/.exec(
          readFileSync(path.join(path.dirname(entryFile), chunk), 'utf8'),
        );
        if (found) return found[1];
      }
      return 'missing';
    };
    expect(existsSync(twin)).toBe(true);
    expect(switchOf(entry)).toBe('true');
    expect(switchOf(twin)).toBe('false');
  });
});
