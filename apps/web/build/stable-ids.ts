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
  let hooksSeen = false;
  let replaced = false;
  return {
    name: 'para:stable-ids',
    enforce: 'pre',
    buildStart() {
      hooksSeen = false;
      replaced = false;
    },
    resolveId(source, importer) {
      if (!importer || !MANTINE_HOOKS_INDEX.test(importer)) return null;
      hooksSeen = true;
      if (source !== MANTINE_USE_ID) return null;
      replaced = true;
      return replacement;
    },
    buildEnd(error) {
      // A Mantine that takes its hook from elsewhere would bring the second render back unnoticed.
      if (!error && hooksSeen && !replaced) {
        this.error(
          `Mantine's hooks no longer import ${MANTINE_USE_ID}: build/stable-ids.ts needs its new place`,
        );
      }
    },
  };
}
