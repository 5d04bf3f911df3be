// Gzipped size of the JavaScript a visitor downloads to see a public page (default /home): the entry
// chunk, the public layout, the page, and everything they import statically. Run after `vite build`:
//   node apps/web/scripts/measure-initial-js.mjs [routes/public/home.tsx]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const page = process.argv[2] ?? 'src/routes/public/home.tsx';
const roots = ['index.html', 'src/routes/public/layout.tsx', page];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dependency of chunk.imports ?? []) visit(dependency);
};
for (const root of roots) {
  if (!manifest[root]) throw new Error(`${root} is not in the manifest`);
  visit(root);
}

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    return { file, size };
  })
  .sort((a, b) => b.size - a.size);
for (const { file, size } of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for ${page} (${rows.length} files)`,
);
