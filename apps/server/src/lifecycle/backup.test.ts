import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, databaseUrlFor } from '../../test/pg-urls.js';
import { jpegBytes, multipart } from '../../test/registration-fixtures.js';
import { buildApp } from '../app.js';
import { createContext } from '../bootstrap.js';
import { seedAdministrator } from '../db/seed.js';
import { loadConfig } from '../lib/config.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

// Runs on the embedded database, and in the PostgreSQL project (TEST_DB=pg) on fresh databases of
// that server: pg_dump and pg_restore are the real client tools.
const onPostgres = process.env.TEST_DB === 'pg';
const ADMIN_EMAIL = 'backup-admin@test.parasports.in';
const ADMIN_PASSWORD = 'Backup-Check-2026!';

const folders: string[] = [];
const databases: string[] = [];

async function folder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'para-backup-test-'));
  folders.push(dir);
  return dir;
}

async function maintenance<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(process.env.DATABASE_URL ?? '') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database (only in the PostgreSQL project). */
async function freshDatabase(): Promise<string | undefined> {
  if (!onPostgres) return undefined;
  const name = `para_backup_${randomBytes(5).toString('hex')}`;
  await maintenance((client) => client.query(`create database ${name}`));
  databases.push(name);
  return databaseUrlFor(process.env.DATABASE_URL ?? '', name);
}

afterAll(async () => {
  for (const name of databases) {
    await maintenance((client) => client.query(`drop database if exists ${name} with (force)`));
  }
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

const configFor = (dataDir: string, databaseUrl: string | undefined) =>
  loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
  });

/** The portal as main.ts opens it, on that DATA_DIR / database; closed by the returned function. */
async function openPortal(config: ReturnType<typeof loadConfig>) {
  const ctx = await createContext(config);
  await seedAdministrator(ctx.db, config, ctx.clock);
  const app = await buildApp(ctx);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const close = async () => {
    await app.close();
    ctx.mailer.close();
    await ctx.database.close();
  };
  return {
    app,
    token: login.json().data?.accessToken as string | undefined,
    loginStatus: login.statusCode,
    close,
  };
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('restores into a fresh folder and database: the administrator logs in and sees the uploaded photo', async () => {
    const source = configFor(await folder(), await freshDatabase());
    const before = await openPortal(source);
    expect(before.loginStatus).toBe(200);
    const photo = multipart('photo', 'me.jpg', await jpegBytes());
    const uploaded = await before.app.inject({
      method: 'POST',
      url: '/api/user/profile-photo',
      headers: { 'access-token': before.token!, 'content-type': photo.contentType },
      payload: photo.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const photoUrl: string = uploaded.json().data.profilePhoto;
    const photoBytes = (await before.app.inject({ method: 'GET', url: photoUrl })).rawPayload;
    await before.close();

    const archive = path.join(await folder(), 'nightly.tar.gz');
    const written = await createBackup(source, archive);
    expect(written.database).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(existsSync(archive)).toBe(true);

    const target = configFor(await folder(), await freshDatabase());
    await restoreBackup(target, archive);
    const after = await openPortal(target);
    try {
      expect(after.loginStatus).toBe(200);
      const profile = await after.app.inject({
        method: 'GET',
        url: '/api/user/get-user-profile-data',
        headers: { 'access-token': after.token! },
      });
      expect(profile.json().data.profilePhoto).toBe(photoUrl);
      const served = await after.app.inject({ method: 'GET', url: photoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(photoBytes)).toBe(true);
    } finally {
      await after.close();
    }

    // A second restore onto the restored data is refused rather than mixed in.
    await expect(restoreBackup(target, archive)).rejects.toThrow(BackupError);
  }, 300_000);

  it('refuses a file that is not a backup', async () => {
    const notABackup = path.join(await folder(), 'photo.tar.gz');
    writeFileSync(notABackup, await jpegBytes());
    const target = configFor(await folder(), await freshDatabase());
    await expect(restoreBackup(target, notABackup)).rejects.toThrow();
  });

  it('does not copy the embedded database while a portal has it open', async () => {
    const config = configFor(await folder(), undefined);
    const lock = lockDataDir(config.dataDir, 'portal');
    try {
      await expect(createBackup(config, path.join(config.dataDir, 'x.tar.gz'))).rejects.toThrow(
        DataDirInUseError,
      );
    } finally {
      lock.release();
    }
  });
});
