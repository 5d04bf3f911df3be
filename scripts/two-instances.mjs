// `npm run two-instances`: two portal instances behind nginx on one PostgreSQL database and one data
// folder, as a load-balanced deployment would run them. Stop it with Ctrl+C.
//
//   DATABASE_URL=postgres://user@host:5432/para npm run two-instances
//
// PORT (default 8080) is nginx's port; DATA_DIR (default ./data-two-instances) is the shared folder.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, startTwoInstances } from './lib/two-instances.mjs';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL database: both instances must share one database.');
  process.exit(1);
}
if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  console.log('Building the portal…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const cluster = await startTwoInstances({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: path.resolve(process.env.DATA_DIR ?? path.join(root, 'data-two-instances')),
  listenPort: Number(process.env.PORT ?? 8080),
  log: (name, text) => process.stdout.write(text.replace(/^/gm, `[${name}] `)),
});
console.log(
  `\n  Two instances (ports ${cluster.ports.a} and ${cluster.ports.b}) behind nginx at ${cluster.url}\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  });
}
