import path from 'node:path';
import type { Plugin } from 'vite';

/** Where Mantine's hooks package takes its `useId` from (its ES module index). */
const MANTINE_HOOKS_INDEX = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
const MANTINE_USE_ID = './use-id/use-id.mjs';

/**
 * Gives Mantine's components the app's `useId` (src/lib/stable-id.ts): the same ids, without the
 * second, synchronous render of each component that Mantine's own hook causes on arrival. In the
 * build of the browser's app and of the server's pages alike, so that the ids a page is drawn with on
 * the server are the ones the app takes over.
 */
export function stableIds(root: string): Plugin {
  const replacement = path.join(root, 'src', 'lib', 'stable-id.ts');
  return {
    name: 'para:stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === MANTINE_USE_ID && importer && MANTINE_HOOKS_INDEX.test(importer)) return replacement;
      return null;
    },
  };
}
