import type { Plugin } from 'vite';

/**
 * A plugin that points one import of one installed module at another file: `source` as imported by a
 * module whose path matches `importer` resolves to `target`; every other import is left alone. For a
 * dependency that imports more than it uses (build/scroll-area-refs.ts, build/table-scroll-container.ts).
 */
export function redirectImport({
  name,
  importer,
  source,
  target,
}: {
  name: string;
  importer: RegExp;
  source: string;
  target: string;
}): Plugin {
  return {
    name,
    enforce: 'pre',
    resolveId(imported, importedBy) {
      return imported === source && importedBy && importer.test(importedBy) ? target : null;
    },
  };
}
