import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stableIds } from './stable-ids';

describe("Mantine's ids", () => {
  const plugin = stableIds('/app');
  const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;

  it('come from the app’s hook when Mantine’s hooks ask for theirs', () => {
    expect(resolve('./use-id/use-id.mjs', '/x/node_modules/@mantine/hooks/esm/index.mjs')).toBe(
      path.join('/app', 'src', 'lib', 'stable-id.ts'),
    );
  });

  it('stop the build when Mantine no longer asks for its hook where it did', () => {
    const fresh = stableIds('/app');
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    (fresh.buildStart as () => void)();
    (fresh.resolveId as (source: string, importer?: string) => string | null)(
      './use-idle/use-idle.mjs',
      '/x/node_modules/@mantine/hooks/esm/index.mjs',
    );
    (fresh.buildEnd as (this: typeof context, error?: Error) => void).call(context);
    expect(errors).toHaveLength(1);
  });

  it('leave every other import alone', () => {
    expect(resolve('./use-id/use-id.mjs', '/x/node_modules/other/esm/index.mjs')).toBeNull();
    expect(resolve('./use-idle/use-idle.mjs', '/x/node_modules/@mantine/hooks/esm/index.mjs')).toBeNull();
    expect(resolve('./use-id/use-id.mjs')).toBeNull();
  });
});
