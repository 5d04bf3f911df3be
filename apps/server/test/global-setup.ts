import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { adminUrl, databaseUrlFor } from './pg-urls.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

/**
 * On PostgreSQL, migrates one template database once; every test file then gets its own copy
 * (CREATE DATABASE … TEMPLATE), which is far quicker than migrating each time.
 */
export default async function setup(project: TestProject) {
  if ((project.config.env?.TEST_DB ?? process.env.TEST_DB) !== 'pg') return;
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
