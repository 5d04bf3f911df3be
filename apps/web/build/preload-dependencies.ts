import type { Plugin, Rollup } from 'vite';

/** What the preload plan needs of the bundle: each chunk's static imports. */
type ImportGraph = Record<string, { type: string; imports?: string[] }>;

/** The files `host` imports statically, directly or not: all loaded before `host` runs. */
export function loadedWith(graph: ImportGraph, host: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = graph[file];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports ?? []) {
      if (loaded.has(imported)) continue;
      loaded.add(imported);
      visit(imported);
    }
  };
  visit(host);
  return loaded;
}

/**
 * Before a dynamic import runs, Vite's helper adds a `<link rel=modulepreload>` for each file the
 * imported one needs that no link in the document names yet. The files the importing file itself
 * imports were loaded with it, most by the entry's own script and not by a link, so the helper adds
 * links for them again: on a signed-in page's first render, the user menu, the side panel, the profile
 * check and the toasts each asked for 10-23 files, and adding those links took some 145 ms of the
 * emulated phone's main thread. The preload plan keeps only the files the importer does not already
 * have; the stylesheets stay as Vite plans them.
 */
export function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Rollup.OutputBundle | null = null;
  return {
    plugin: {
      name: 'para:preload-only-what-is-missing',
      apply: 'build',
      // Before Vite's own plan of the preloads is made from the same bundle.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
        },
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      if (!bundle) return deps;
      const loaded = loadedWith(bundle as unknown as ImportGraph, hostId);
      return deps.filter((dep) => !loaded.has(dep) && dep !== hostId);
    },
  };
}
