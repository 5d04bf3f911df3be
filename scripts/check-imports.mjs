// The import boundaries, checked in `npm run lint`. The web app's (Biome's own rule covers the simplest
// of them in the editor; this one also knows which feature a file belongs to):
//   app, ssr            → may import anything below them
//   features/<f>        → its own files, shared code, and another feature only through its index.ts
//   components          → lib (never a feature, app or ssr)
//   lib                 → lib (never components, a feature, app or ssr)
//   public-enhance      → lib and components' styles (the public pages' small script; never a feature)
// And the server's: a module that other features register with never imports them (SERVER_FORBIDDEN).
// Exits 1 and names each offending import as file:line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Everything a file imports: static imports, re-exports, side-effect imports and import() calls. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) yield full;
  }
}

/** `features/payments/admin/X.tsx` → { area: 'features', feature: 'payments', rest: 'admin/X.tsx' }. */
export function placeOf(relative) {
  const [area, ...rest] = relative.split('/');
  if (area === 'features') return { area, feature: rest[0], rest: rest.slice(1).join('/') };
  return { area, feature: null, rest: rest.join('/') };
}

const LOWER_ONLY = {
  components: new Set(['components', 'lib', 'locales', 'test']),
  lib: new Set(['lib', 'locales', 'test']),
  'public-enhance': new Set(['public-enhance', 'lib', 'components', 'locales']),
  test: new Set(['test', 'lib', 'components', 'locales']),
};

/**
 * Why an import from `fromRelative` to `toRelative` (both relative to the web app's src) breaks a
 * boundary, or null when it does not.
 */
export function boundaryProblem(fromRelative, toRelative) {
  const from = placeOf(fromRelative);
  const to = placeOf(toRelative);
  const allowed = LOWER_ONLY[from.area];
  if (allowed && !allowed.has(to.area)) {
    return `${from.area}/ is shared code: it must not import from ${to.area}/`;
  }
  if (from.area !== 'features') return null;
  if (to.area === 'app' || to.area === 'ssr') return `a feature must not import from ${to.area}/`;
  if (to.area === 'features' && to.feature !== from.feature && !/^(index(\.tsx?)?)?$/.test(to.rest)) {
    return `features/${from.feature} may use features/${to.feature} only through its index.ts`;
  }
  return null;
}

/**
 * What a server module must not import, by the folder it is in (relative to the server's src). The
 * payments module is told what each feature charges for (decision 61): knowing the competitions'
 * files or tables again, even for a type, would bring back the branching on their purposes.
 */
const SERVER_FORBIDDEN = {
  'modules/payments': ['modules/competitions', 'db/schema/competitions'],
};

const within = (relative, folder) =>
  relative === folder || relative.startsWith(`${folder}/`) || relative.startsWith(`${folder}.`);

/** Why an import from `fromRelative` to `toRelative` (both relative to the server's src) is refused, or null. */
export function serverBoundaryProblem(fromRelative, toRelative) {
  for (const [folder, forbidden] of Object.entries(SERVER_FORBIDDEN)) {
    if (!within(fromRelative, folder)) continue;
    const crossed = forbidden.find((target) => within(toRelative, target));
    if (crossed) return `${folder}/ must not import from ${crossed} (features register with it: decision 61)`;
  }
  return null;
}

export const checkWebImports = (srcDir) => importProblems(srcDir, boundaryProblem);
export const checkServerImports = (srcDir) => importProblems(srcDir, serverBoundaryProblem);

/** Every relative import of the files under `srcDir` that `problemOf` refuses, as file:line: why. */
function importProblems(srcDir, problemOf) {
  const problems = [];
  for (const file of sourceFiles(srcDir)) {
    const fromRelative = path.relative(srcDir, file).split(path.sep).join('/');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(SPECIFIER)) {
        const specifier = match[1];
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(srcDir, path.resolve(path.dirname(file), specifier));
        const toRelative = target.split(path.sep).join('/');
        const problem = problemOf(fromRelative, toRelative);
        if (problem) problems.push(`${path.relative(root, file)}:${index + 1}: '${specifier}': ${problem}`);
      }
    });
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const web = checkWebImports(path.join(root, 'apps/web/src'));
  const server = checkServerImports(path.join(root, 'apps/server/src'));
  for (const problem of [...web, ...server]) console.error(problem);
  if (web.length > 0) console.error(`\n${web.length} import(s) cross a boundary of the web app's layout.`);
  if (server.length > 0)
    console.error(`\n${server.length} import(s) cross a boundary between server modules.`);
  if (web.length + server.length > 0) process.exit(1);
  console.log('Web app and server import boundaries: ok.');
}
