import path from 'node:path';
import type { Plugin } from 'vite';
import { redirectImport } from './redirect-import';

/** Mantine's scroll area (tables, lists): the one module of Mantine's that is redirected. */
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/** The module given to the scroll area in floating-ui's place. */
export const MERGE_REFS_MODULE = path.resolve(import.meta.dirname, '../src/lib/merge-refs.ts');

/**
 * Mantine's scroll area takes one small hook (`useMergeRefs`) from @floating-ui/react, the library
 * that places popovers. That library is a single module, so the file that carries it is one file, and
 * every page with a table (an athlete's results) loaded all of it: 15 KB of gzipped JavaScript for
 * twenty lines. The scroll area's import is pointed at src/lib/merge-refs.ts, which does the same with
 * Mantine's own hook; menus, selects and tooltips still import floating-ui as they did.
 */
export function scrollAreaWithoutFloatingUi(): Plugin {
  return redirectImport({
    name: 'para:scroll-area-without-floating-ui',
    importer: SCROLL_AREA,
    source: '@floating-ui/react',
    target: MERGE_REFS_MODULE,
  });
}
