import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found by walking up from this module: the same answer whether the code runs from src/
 * (tests, tsx) or from the bundled dist/main.js.
 */
export const serverRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the server code');
    dir = parent;
  }
  return dir;
})();

export const migrationsDir = path.join(serverRoot, 'drizzle');
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');
