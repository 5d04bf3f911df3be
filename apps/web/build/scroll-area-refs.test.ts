import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MERGE_REFS_MODULE, scrollAreaWithoutFloatingUi } from './scroll-area-refs';

const resolve = (source: string, importer?: string): unknown => {
  const hook = scrollAreaWithoutFloatingUi().resolveId as (source: string, importer?: string) => unknown;
  return hook(source, importer);
};
const scrollArea = '/repo/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';

describe("the scroll area's refs without floating-ui", () => {
  it("points Mantine's scroll area's import of floating-ui at the app's own hook, which exists", () => {
    expect(resolve('@floating-ui/react', scrollArea)).toBe(MERGE_REFS_MODULE);
    expect(resolve('@floating-ui/react', scrollArea.replaceAll('/', '\\'))).toBe(MERGE_REFS_MODULE);
    expect(existsSync(MERGE_REFS_MODULE)).toBe(true);
  });

  it('leaves every other import as it is: popovers and tooltips keep floating-ui', () => {
    expect(
      resolve(
        '@floating-ui/react',
        '/repo/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs',
      ),
    ).toBeNull();
    expect(resolve('@floating-ui/react', '/repo/apps/web/src/components/DataTable.tsx')).toBeNull();
    expect(resolve('@floating-ui/react')).toBeNull();
    expect(resolve('react', scrollArea)).toBeNull();
    expect(resolve('@floating-ui/react-dom', scrollArea)).toBeNull();
  });
});

describe("the installed Mantine's scroll area", () => {
  it('is where the redirect looks, and takes only useMergeRefs from floating-ui', () => {
    // The package's entry (esm/index.mjs) sits beside its components' folders.
    const entry = fileURLToPath(import.meta.resolve('@mantine/core'));
    const file = path.join(path.dirname(entry), 'components/ScrollArea/ScrollArea.mjs');
    expect(resolve('@floating-ui/react', file)).toBe(MERGE_REFS_MODULE);
    const imports = [
      ...readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*"@floating-ui\/react"/g),
    ];
    expect(imports.map((match) => match[1]?.trim())).toEqual(['useMergeRefs']);
  });
});
