// `npm start`: builds the web app and the server when their build is missing or older than the
// sources, then runs the portal (embedded database unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// A source is a folder (walked) or a single file such as apps/web/index.html.
const newestMtime = (source) => {
  if (!existsSync(source)) return 0;
  const stats = statSync(source);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(source, entry.name)));
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
  // The IPC channel closes when this script ends in any way (even SIGKILL); the server takes that as
  // a stop request, so it never runs on without its parent.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
const stopServer = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopServer(signal));

// `npm start` runs this script through `sh -c`; npm passes SIGTERM to the shell, which dies without
// passing it on. This script then belongs to another parent: stop the server as if it were signalled.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stopServer('SIGTERM');
}, 500).unref();

server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
