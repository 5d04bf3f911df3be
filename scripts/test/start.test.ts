import { mkdtempSync, rmSync } from 'node:fs';
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
  startPortal,
  waitFor,
  waitUntilServing,
} from './portal-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'para-start-'));
const started: PortalProcess[] = [];

afterAll(() => {
  // Whatever a failed test left running must not outlive the run.
  for (const portal of started) {
    const pid = portal.launcher.pid;
    if (pid === undefined) continue;
    for (const child of descendantsOf(pid)) if (isAlive(child)) process.kill(child, 'SIGKILL');
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(via: 'script' | 'npm' = 'script') {
  const port = await freePort();
  const portal = startPortal({ dataDir, port, via });
  started.push(portal);
  await waitUntilServing(portal);
  return { portal, port, serverPids: descendantsOf(portal.launcher.pid!) };
}

async function expectGone(serverPids: number[], port: number) {
  expect(await waitFor(() => serverPids.every((pid) => !isAlive(pid)), 10_000)).toBe(true);
  expect(await portInUse(port)).toBe(false);
}

describe('npm start, stopped and started again on the same DATA_DIR', () => {
  const athleteEmail = 'restart.athlete@example.in';

  it('starts on an empty DATA_DIR, registers an athlete and stops on SIGTERM', async () => {
    const { portal, port, serverPids } = await start();
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

    portal.launcher.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    await expectGone(serverPids, port);
  });

  it('starts again with the build in place: the administrator logs in and the athlete is still there', async () => {
    const { portal, port, serverPids } = await start();
    const token = await adminToken(portal);
    const users = await api(
      portal,
      'GET',
      `/api/admin/get-users-list?search=${encodeURIComponent(athleteEmail)}`,
      {
        token,
      },
    );
    expect(users.status).toBe(200);
    expect(users.data.items.map((user: { email: string }) => user.email)).toEqual([athleteEmail]);

    portal.launcher.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    await expectGone(serverPids, port);
  });
});
