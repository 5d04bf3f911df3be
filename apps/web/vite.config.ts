import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { lazyDefaultVariables } from './build/lazy-default-variables';
import { preloadOnlyWhatIsMissing } from './build/preload-dependencies';
import { routeAddresses } from './build/route-addresses';
import { routerProductionBuild } from './build/router-production';
import { scrollAreaWithoutFloatingUi } from './build/scroll-area-refs';
import { stableIds } from './build/stable-ids';
import { tableScrollContainerWithoutScrollArea } from './build/table-scroll-container';
import { textModules } from './build/text-modules';
import { themeVariables } from './build/theme-variables';

// `source` makes @para/contract resolve to its TypeScript sources, so the contract needs no build step.
export const resolveConditions = ['source', ...defaultClientConditions];

/**
 * Brotli and gzip copies of every text file next to it (x.js.br, x.js.gz), made once at build time at
 * the highest levels; the server sends them to browsers that accept them. On slow mobile data this
 * cuts what a visitor downloads to about a quarter.
 */
function precompress(): Plugin {
  return {
    name: 'para:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    // After writing: by then Vite has filled in its preload markers, so the copies match the files.
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const bytes = readFileSync(path.join(dir, fileName));
        if (bytes.length < 1024 || item.fileName !== fileName) continue;
        const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        writeFileSync(path.join(dir, `${fileName}.br`), br);
        writeFileSync(path.join(dir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The public layout and the home page are lazy chunks, so the browser would only learn about them
 * after running the entry chunk. Announcing them (and what they import) in index.html lets it fetch
 * them in parallel with the entry: one round trip less before the first page appears on slow 4G.
 */
function preloadFirstPage(entries: string[]): Plugin {
  return {
    name: 'para:preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of chunks) {
          if (chunk.facadeModuleId && entries.some((entry) => chunk.facadeModuleId?.endsWith(entry))) {
            visit(chunk.fileName);
          }
        }
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        return html.replace('</head>', `    ${links}\n  </head>`);
      },
    },
  };
}

const preloads = preloadOnlyWhatIsMissing();

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    stableIds(import.meta.dirname),
    routerProductionBuild(),
    scrollAreaWithoutFloatingUi(),
    tableScrollContainerWithoutScrollArea(),
    lazyDefaultVariables(),
    react(),
    routeAddresses(),
    textModules(),
    themeVariables(),
    preloadFirstPage(['src/components/public/PublicLayout.tsx', 'src/features/content/pages/HomePage.tsx']),
    preloads.plugin,
    precompress(),
  ],
  resolve: { conditions: resolveConditions },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    port: 4173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The server-rendering bundle (src/ssr, built into dist/ssr by `npm run build`) carries every
  // dependency, so the server can load it from wherever the build is.
  // React's production build on the server too (the server does not set NODE_ENV).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: {
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      // The React app, and the small script of server-rendered public pages (src/public-enhance).
      input: { app: 'index.html', enhance: 'src/public-enhance/main.ts' },
      output: {
        // Every lazily imported file is listed by name in the app's entry, which each page loads first
        // (the bundler's list of what to preload with each import): over 200 names, 2.8 KB of the
        // entry's 25.6 KB compressed. Named by their hash alone, they cost 1.1 KB less on every page.
        // The entries and the text files keep their names, which the tests and the server look for;
        // the build's manifest and source maps say what each file holds.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('texts-') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css') && name !== 'app.css' && name !== 'enhance.css')
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // What every page of the app runs (React, the router, TanStack Query, Mantine's
            // core machinery) in one file, not in dozens of small ones, each a request: every route
            // loses 14-25 files and 1-11 KB (bench/results/initial-js.md). Mantine's hooks stay split:
            // in this file they cost the dashboard 3 KB of hooks it does not use.
            {
              name: 'base',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|use-sync-external-store|klona|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
            // The icons two or more pages share, in one file: each is a few hundred bytes, and as files
            // of their own (one per set of pages sharing it) they were 11 of the dashboard's 28 files.
            // All of them weigh 3 KB; an icon one page alone uses stays in that page's file.
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
}));
