// Gzipped size of the JavaScript a visitor downloads before a page works. Run after `npm run build`:
//   node apps/web/scripts/measure-initial-js.mjs
// - Server-rendered public pages (/home, /news, … see src/ssr/render.tsx) reference only the
//   enhancement script and its imports (src/ssr/document.ts writes exactly these into the page).
// - Pages of the React app (sign-in, registration, areas) load the entry chunk, the layout and the
//   page; /login is shown as the example.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function measure(label, roots) {
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
  console.log(`\n${label}`);
  for (const { file, size } of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS (${rows.length} files)`);
}

measure('/home and the other server-rendered public pages', ['src/public-enhance/main.ts']);
measure('/login (React app: entry, public layout, page)', [
  'index.html',
  'src/components/public/PublicLayout.tsx',
  'src/features/auth/pages/LoginPage.tsx',
]);
