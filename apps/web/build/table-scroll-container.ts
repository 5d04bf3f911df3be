import path from 'node:path';
import type { Plugin } from 'vite';
import { redirectImport } from './redirect-import';

/** Mantine's table scroll container, the one importer whose scroll area is replaced. */
const TABLE_SCROLL_CONTAINER =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;
const SCROLL_AREA_IMPORT = '../ScrollArea/ScrollArea.mjs';

/** The module given to the table's scroll container in the scroll area's place. */
export const TABLE_SCROLL_AREA_MODULE = path.resolve(import.meta.dirname, '../src/lib/table-scroll-area.tsx');

/**
 * Mantine's table carries its scroll container as a static member (`Table.ScrollContainer`), and that
 * container imports Mantine's scroll area: any page with a table loaded the scroll area, 5 KB of
 * gzipped JavaScript, though the app's tables scroll in a box of their own (components/DataTable.tsx)
 * and never use the container. The container's import is pointed at src/lib/table-scroll-area.tsx, the
 * browser's own scrolling box; selects and other lists keep Mantine's scroll area.
 */
export function tableScrollContainerWithoutScrollArea(): Plugin {
  return redirectImport({
    name: 'para:table-scroll-container-without-scroll-area',
    importer: TABLE_SCROLL_CONTAINER,
    source: SCROLL_AREA_IMPORT,
    target: TABLE_SCROLL_AREA_MODULE,
  });
}
