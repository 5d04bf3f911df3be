import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../lib/paths.js';
import type { Database } from './client.js';

/** Applies the committed SQL migrations in apps/server/drizzle (the same files on both drivers). */
export async function runMigrations(database: Database): Promise<void> {
  await database.withStartupLock(async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: migrationsDir });
    }
  });
}
