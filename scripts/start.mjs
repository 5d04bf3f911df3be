// `npm start`: builds the web app and the server when their build is missing or older than the
// sources, then runs the portal (embedded database unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const newestMtime = (dir) => {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
};

const outdated = (output, ...sources) =>
  !existsSync(output) ||
  sources.some((source) => newestMtime(path.join(root, source)) > statSync(output).mtimeMs);

const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (
  outdated(
    // Written last by the web build (the server rendering bundle of the public pages).
    path.join(root, 'apps/web/dist/ssr/render.js'),
    'apps/web/src',
    'apps/web/index.html',
    'packages/contract/src',
  )
) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', '@para/web']);
}
if (outdated(path.join(root, 'apps/server/dist/main.js'), 'apps/server/src', 'packages/contract/src')) {
  console.log('Building the server…');
  run(['run', 'build', '-w', '@para/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
