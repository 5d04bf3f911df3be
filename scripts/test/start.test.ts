import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  descendantsOf,
  freePort,
  isAlive,
  type PortalProcess,
  portInUse,
  root,
  startPortal,
  waitFor,
  waitUntilServing,
} from './portal-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'para-start-'));
const started: PortalProcess[] = [];
const serversSeen: number[] = [];

afterAll(() => {
  // Whatever a failed test left running must not outlive the run.
  for (const portal of started) {
    const pid = portal.launcher.pid;
    if (pid === undefined) continue;
    for (const child of descendantsOf(pid)) if (isAlive(child)) process.kill(child, 'SIGKILL');
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  // A server that outlived its launcher is no longer below it.
  for (const pid of serversSeen) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(via: 'script' | 'npm' = 'script') {
  const port = await freePort();
  const portal = startPortal({ dataDir, port, via });
  started.push(portal);
  await waitUntilServing(portal);
  const serverPids = descendantsOf(portal.launcher.pid!);
  serversSeen.push(...serverPids);
  return { portal, port, serverPids };
}

async function expectGone(serverPids: number[], port: number) {
  expect(await waitFor(() => serverPids.every((pid) => !isAlive(pid)), 10_000)).toBe(true);
  expect(await portInUse(port)).toBe(false);
}

async function expectAthleteListed(portal: PortalProcess, email: string) {
  const token = await adminToken(portal);
  const users = await api(portal, 'GET', `/api/admin/get-users-list?search=${encodeURIComponent(email)}`, {
    token,
  });
  expect(users.status).toBe(200);
  expect(users.data.items.map((user: { email: string }) => user.email)).toEqual([email]);
}

const lockFile = path.join(dataDir, 'portal.lock');

describe('npm start, stopped and started again on the same DATA_DIR', () => {
  const athleteEmail = 'restart.athlete@example.in';

  it('starts on an empty DATA_DIR; killing the start script outright (SIGKILL) still stops the server cleanly', async () => {
    const { portal, port, serverPids } = await start();
    expect(serverPids.length).toBeGreaterThan(0);
    const signup = await api(portal, 'POST', '/api/signup', {
      body: {
        name: 'Restart Athlete',
        email: athleteEmail,
        phone: '9876543210',
        password: 'Athlete-Pass-2026!',
      },
    });
    expect(signup.status).toBe(201);
    expect(await adminToken(portal)).toBeTruthy();
    expect(existsSync(lockFile)).toBe(true);

    portal.launcher.kill('SIGKILL');
    await portal.exited;
    await expectGone(serverPids, port);
    // The server ran its shutdown (which releases the lock) rather than dying.
    expect(existsSync(lockFile)).toBe(false);
  });

  it('npm start again (build in place): data kept, a second portal on the folder refused, SIGTERM to npm stops the server', async () => {
    const { portal, port, serverPids } = await start('npm');
    await expectAthleteListed(portal, athleteEmail);

    const second = spawnSync(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('is in use by process');
    expect((await api(portal, 'GET', '/api/health')).status).toBe(200);

    portal.launcher.kill('SIGTERM');
    await portal.exited;
    await expectGone(serverPids, port);
  });

  it('a start that fails (port taken) closes the database and lock; the next start works and SIGTERM ends it with 0', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const failed = spawnSync(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String((taken.address() as AddressInfo).port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    await new Promise((resolve) => taken.close(resolve));
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('EADDRINUSE');
    expect(existsSync(lockFile)).toBe(false);

    const { portal, port, serverPids } = await start();
    await expectAthleteListed(portal, athleteEmail);

    portal.launcher.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    await expectGone(serverPids, port);
    expect(existsSync(lockFile)).toBe(false);
  });
});
