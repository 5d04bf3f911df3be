import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { adminUrl, databaseUrlFor } from './pg-urls.js';

/** Creates a fresh copy of the migrated PostgreSQL template and returns its name. */
export async function createTemplateCopy(): Promise<string> {
  const base = process.env.DATABASE_URL ?? '';
  const name = `para_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    // A test database is thrown away after its file: waiting for each commit to reach the disk buys
    // nothing and made every write in the suite wait on fsync.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  return name;
}

/** A database of this test file's own: a fresh copy of the migrated template, in-memory PGlite or PostgreSQL. */
export async function openTestDatabase(
  options: { connectVia?: (url: string) => string } = {},
): Promise<Database> {
  if (process.env.TEST_DB !== 'pg') {
    return openDatabase({ pgliteDataDump: new Blob([await readFile(inject('pgliteTemplate'))]) });
  }
  const base = process.env.DATABASE_URL ?? '';
  const name = await createTemplateCopy();
  const url = databaseUrlFor(base, name);
  const database = await openDatabase({ databaseUrl: options.connectVia ? options.connectVia(url) : url });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl(base) });
      await dropper.connect();
      // pool.end() resolves before its sockets have closed; dropping WITH (FORCE) at once would kill
      // connections still saying goodbye (an unhandled FATAL 57P01 in the test run). Wait for them.
      for (let attempt = 0; ; attempt++) {
        const dropped = await dropper.query(`drop database if exists ${name}`).then(
          () => true,
          () => false,
        );
        if (dropped) break;
        if (attempt >= 50) {
          await dropper.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.end();
    },
  };
}
