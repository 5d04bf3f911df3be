import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_SCROLL_AREA_MODULE, tableScrollContainerWithoutScrollArea } from './table-scroll-container';

const resolve = (source: string, importer?: string): unknown => {
  const hook = tableScrollContainerWithoutScrollArea().resolveId as (
    source: string,
    importer?: string,
  ) => unknown;
  return hook(source, importer);
};
const container = '/repo/node_modules/@mantine/core/esm/components/Table/TableScrollContainer.mjs';

describe("the table's scroll container without Mantine's scroll area", () => {
  it("points the container's import of the scroll area at the browser's own box, which exists", () => {
    expect(resolve('../ScrollArea/ScrollArea.mjs', container)).toBe(TABLE_SCROLL_AREA_MODULE);
    expect(resolve('../ScrollArea/ScrollArea.mjs', container.replaceAll('/', '\\'))).toBe(
      TABLE_SCROLL_AREA_MODULE,
    );
    expect(existsSync(TABLE_SCROLL_AREA_MODULE)).toBe(true);
  });

  it('leaves every other import of the scroll area as it is: selects and lists keep it', () => {
    const combobox = '/repo/node_modules/@mantine/core/esm/components/Combobox/ComboboxOptions.mjs';
    expect(resolve('../ScrollArea/ScrollArea.mjs', combobox)).toBeNull();
    expect(resolve('../ScrollArea/ScrollArea.mjs')).toBeNull();
    expect(resolve('./Table.module.mjs', container)).toBeNull();
  });
});

describe("the installed Mantine's table scroll container", () => {
  it('is where the redirect looks, and imports the scroll area by the name the redirect knows', () => {
    // The package's entry (esm/index.mjs) sits beside its components' folders.
    const entry = fileURLToPath(import.meta.resolve('@mantine/core'));
    const file = path.join(path.dirname(entry), 'components/Table/TableScrollContainer.mjs');
    expect(resolve('../ScrollArea/ScrollArea.mjs', file)).toBe(TABLE_SCROLL_AREA_MODULE);
    const imports = [
      ...readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*"([^"]*ScrollArea[^"]*)"/g),
    ];
    expect(imports.map((match) => [match[1]?.trim(), match[2]])).toEqual([
      ['ScrollArea', '../ScrollArea/ScrollArea.mjs'],
    ]);
  });
});
