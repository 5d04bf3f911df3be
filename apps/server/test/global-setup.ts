import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { adminUrl, databaseUrlFor } from './pg-urls.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    /** A migrated PGlite data directory (a tar file) that every test file's PGlite starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates one template database once; every test file then gets its own copy, which is far quicker
 * than creating and migrating a database each time. On PostgreSQL the copy is CREATE DATABASE …
 * TEMPLATE; on PGlite it is a fresh in-memory instance loaded from the template's saved data directory.
 */
export default async function setup(project: TestProject) {
  if ((project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'pg') return setupPostgresTemplate(project);
  return setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'para-pglite-template-'));
  const file = path.join(folder, 'pgdata.tar');
  const database = await openDatabase({});
  await runMigrations(database);
  if (!database.pglite) throw new Error('the PGlite template needs an embedded database');
  // Uncompressed: every test file loads it, and unpacking a gzipped tarball costs more than reading 40 MB.
  const dump = await database.pglite.dumpDataDir('none');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject) {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('TEST_DB=pg needs DATABASE_URL');
  const template = `para_test_template_${process.pid}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl(base) });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(base, template) });
  await runMigrations(database);
  await database.close();
  project.provide('pgTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`).catch(() => undefined);
    await admin.end();
  };
}
