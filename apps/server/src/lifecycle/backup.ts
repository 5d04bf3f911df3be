import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../lib/config.js';
import { lockDataDir } from './data-dir-lock.js';

/**
 * One backup is one .tar.gz file:
 *   manifest.json             what is inside (format version, database kind, when)
 *   database/pgdata.tar       the embedded database (PGlite's own data-directory dump), or
 *   database/postgres.dump    pg_dump's custom format of the PostgreSQL database
 *   uploads/…                 DATA_DIR/uploads as it is on disk
 */
const FORMAT = 'para-portal-backup';
const VERSION = 1;
const PGLITE_DUMP = 'database/pgdata.tar';
const POSTGRES_DUMP = 'database/postgres.dump';

interface Manifest {
  format: typeof FORMAT;
  version: number;
  database: 'pglite' | 'postgres';
  createdAt: string;
}

export class BackupError extends Error {}

const pgliteDir = (config: Config) => path.join(config.dataDir, 'pgdata');
const uploadsDir = (config: Config) => path.join(config.dataDir, 'uploads');
const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Writes a backup of the database and the uploaded files to `file`. */
export async function createBackup(config: Config, file: string): Promise<Manifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'para-backup-'));
  // The embedded database is copied while no portal has it open (the lock refuses otherwise).
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir, 'backup');
  try {
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      createdAt: new Date().toISOString(),
    };
    await mkdir(path.join(staging, 'database'));
    if (config.databaseUrl) {
      const { url, env } = withoutPassword(config.databaseUrl);
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(staging, POSTGRES_DUMP)}`,
          url,
        ],
        env,
      );
    } else {
      if (!existsSync(pgliteDir(config)))
        throw new BackupError(`No embedded database in ${pgliteDir(config)}.`);
      const pglite = new PGlite(pgliteDir(config), { extensions: { pg_trgm } });
      try {
        await pglite.waitReady;
        const dump = await pglite.dumpDataDir('none');
        await writeFile(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await pglite.close();
      }
    }
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ['manifest.json', 'database'];
    if (existsSync(uploadsDir(config))) {
      // Packed through a link (tar's `follow`), so the files are read in place instead of copied.
      await symlink(uploadsDir(config), path.join(staging, 'uploads'), 'dir');
      entries.push('uploads');
    }
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // Written under a temporary name first: a half-written archive never carries the final name.
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, entries);
    await rename(partial, file);
    return manifest;
  } finally {
    lock?.release();
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an empty DATA_DIR (embedded database) or an empty PostgreSQL database
 * (DATABASE_URL), plus DATA_DIR/uploads. Nothing is overwritten: a target that holds data is refused.
 */
export async function restoreBackup(config: Config, file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  await mkdir(config.dataDir, { recursive: true });
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir, 'restore');
  // Inside DATA_DIR, so the uploads move into place by renaming (same file system).
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    // node-tar refuses entries that would land outside `cwd` (absolute paths, "..", links out).
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = await readManifest(staging);
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target) {
      throw new BackupError(
        `This backup holds ${describe(manifest.database)}, but the restore target is ${describe(target)}. ` +
          (target === 'postgres' ? 'Unset DATABASE_URL to restore it.' : 'Set DATABASE_URL to restore it.'),
      );
    }
    if (!isEmptyOrMissing(uploadsDir(config))) {
      throw new BackupError(`${uploadsDir(config)} already holds files; restore into an empty DATA_DIR.`);
    }

    if (config.databaseUrl) {
      await ensureEmptyPostgres(config.databaseUrl);
      const { url, env } = withoutPassword(config.databaseUrl);
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${url}`,
          path.join(staging, POSTGRES_DUMP),
        ],
        env,
      );
    } else {
      if (!isEmptyOrMissing(pgliteDir(config))) {
        throw new BackupError(
          `${pgliteDir(config)} already holds a database; restore into an empty DATA_DIR.`,
        );
      }
      const dump = await readFile(path.join(staging, PGLITE_DUMP));
      const pglite = new PGlite(pgliteDir(config), {
        extensions: { pg_trgm },
        loadDataDir: new Blob([new Uint8Array(dump)]),
      });
      await pglite.waitReady;
      await pglite.close();
    }

    if (existsSync(path.join(staging, 'uploads'))) {
      await rm(uploadsDir(config), { recursive: true, force: true });
      await rename(path.join(staging, 'uploads'), uploadsDir(config));
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock?.release();
  }
}

const describe = (kind: Manifest['database']) =>
  kind === 'postgres' ? 'a PostgreSQL database' : 'an embedded (PGlite) database';

async function readManifest(staging: string): Promise<Manifest> {
  const manifestFile = path.join(staging, 'manifest.json');
  if (!existsSync(manifestFile)) throw new BackupError('This file is not a backup of the portal.');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new BackupError('This file is not a backup of the portal.');
  if (manifest.version > VERSION) {
    throw new BackupError(
      `This backup was made by a newer portal (format ${manifest.version}); upgrade first.`,
    );
  }
  return manifest;
}

/** A restore goes into a new database: mixing a backup into live tables would corrupt both. */
async function ensureEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.count ?? 0) > 0) {
      throw new BackupError(
        'The database in DATABASE_URL already has tables. Create a new, empty database (createdb) and restore into that.',
      );
    }
  } finally {
    await client.end();
  }
}

/** The password travels in PGPASSWORD, not on the command line where `ps` would show it. */
function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  if (!url.password) return { url: databaseUrl, env: process.env };
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, PGPASSWORD: password } };
}

/** Runs a PostgreSQL client tool; its error output becomes the error. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) =>
      reject(
        new BackupError(
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? `${command} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`
            : `${command} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}
