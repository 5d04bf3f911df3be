import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Either driver: PGlite (embedded) and node-postgres share the same query builder. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Functions that may run inside a caller's transaction take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock, so parallel starts do not migrate twice. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; in-memory when omitted. */
  pgliteDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this data directory (saved with dumpDataDir) instead of an empty
   * cluster: the tests' migrated template, which spares every test file initdb and the migrations.
   */
  pgliteDataDump?: Blob | undefined;
}

/** PostgreSQL server when a URL is given, otherwise the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteDataDump);
}

async function openPglite(dir: string | undefined, dataDump: Blob | undefined): Promise<Database> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // pg_trgm: the search indexes' extension, which the PostgreSQL server ships in its contrib set.
  const extensions = { pg_trgm };
  const client = dir
    ? new PGlite(dir, { extensions })
    : new PGlite({ extensions, ...(dataDump ? { loadDataDir: dataDump } : {}) });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
    // One process owns a PGlite data directory, so there is nobody to race.
    withStartupLock: (fn) => fn(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // A database that does not answer at all (network cut, host down) must fail a request in seconds,
  // not hold it forever: the request gets a 503 and the health check tells the load balancer.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops (restart, failover, admin kill) is reported here; without a
  // listener node-postgres rethrows it and the whole process exits. The pool discards the broken
  // connection and the next query opens a new one.
  pool.on('error', (error) => {
    process.stderr.write(`database: idle connection lost (${error.message}); it will be replaced\n`);
  });
  // A connection that breaks while checked out (inside a transaction, between two of its queries)
  // emits 'error' on the client, and the pool only listens while a client is idle: without this the
  // process would exit. The transaction's next query fails (the request gets a 503) and the broken
  // client is discarded when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  // pg returns bigint/count as strings; dates as Date objects (drizzle maps timestamps itself).
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    close: () => pool.end(),
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
  };
}
