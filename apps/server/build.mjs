// Bundles the server into dist/main.js, and the thread that draws certificates into
// dist/certificate-pdf-worker.js (the pool finds it beside main.js). The contract package is compiled in (from its TypeScript
// source); every other dependency stays in node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => name !== '@para/contract',
);

await build({
  entryPoints: {
    main: 'src/main.ts',
    'certificate-pdf-worker': 'src/modules/certificates/certificate-pdf-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  conditions: ['source'],
  external: [...external, 'zod', 'pino'],
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
