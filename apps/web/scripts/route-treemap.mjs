// What a route's initial JavaScript is made of: each file the route loads (the walk of
// measure-initial-js.mjs) split by the sources its source map names, grouped by package (node_modules)
// or by the app's folder, in gzip KB (each file's gzip size shared out by its sources' raw bytes).
// Run after `npm run build`:
//   node apps/web/scripts/route-treemap.mjs                     # /login
//   node apps/web/scripts/route-treemap.mjs src/components/app/AppLayout.tsx src/features/registration/pages/DashboardPage.tsx
// (the entry, index.html, is always counted). Not part of `npm test`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const LOGIN = [
  'src/components/public/PublicLayout.tsx',
  'src/features/auth/pages/LoginPage.tsx',
  'src/locales/en/texts-forms-en.js',
];
const roots = ['index.html', ...(process.argv.slice(2).length > 0 ? process.argv.slice(2) : LOGIN)];

const files = new Set();
const walk = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) walk(imported);
};
for (const root of roots) walk(root);

/** A source's group: its package under node_modules, or the app's folder two levels deep. */
const groupOf = (source) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const contract = /packages\/contract\/src\/([^/]+)/.exec(source);
  if (contract) return `@para/contract/${contract[1]}`;
  const app = /(?:^|\/)(src\/[^/]+(?:\/[^/]+)?)/.exec(source);
  return app ? app[1] : source;
};

const groups = new Map();
let total = 0;
for (const file of files) {
  const code = readFileSync(join(dist, file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  total += gzip;
  let map;
  try {
    map = new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')));
  } catch {
    groups.set('(no source map)', (groups.get('(no source map)') ?? 0) + gzip);
    continue;
  }
  // Raw characters per source: from each mapping to the next one on the line.
  const lines = code.split('\n');
  const perSource = new Map();
  let previous = null;
  const close = (end) => {
    if (!previous) return;
    const length =
      end && end.line === previous.line
        ? end.column - previous.column
        : (lines[previous.line - 1]?.length ?? 0) - previous.column;
    perSource.set(previous.source, (perSource.get(previous.source) ?? 0) + Math.max(0, length));
  };
  map.eachMapping((mapping) => {
    const here = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
    close(here);
    previous = mapping.source ? here : null;
  });
  close(null);
  const mapped = [...perSource.values()].reduce((sum, n) => sum + n, 0) || 1;
  for (const [source, length] of perSource) {
    const group = groupOf(source);
    groups.set(group, (groups.get(group) ?? 0) + (gzip * length) / mapped);
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
process.stdout.write(`${roots.join(' + ')}\n${kb(total)} KB gzip in ${files.size} files\n\n`);
for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
  process.stdout.write(`${kb(bytes)}  ${group}\n`);
}
