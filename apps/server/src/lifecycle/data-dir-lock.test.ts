import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from './background-jobs.js';
import { DataDirInUseError, lockDataDir, lockFileOf } from './data-dir-lock.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'para-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const writeLock = (dir: string, pid: number, host = hostname()) =>
  writeFileSync(
    lockFileOf(dir),
    JSON.stringify({ pid, host, purpose: 'portal', since: '2026-11-25T00:00:00Z' }),
  );

describe('DATA_DIR lock', () => {
  it('is held until released, and refused to anyone else meanwhile', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir, 'portal');
    expect(() => lockDataDir(dir, 'backup')).toThrow(DataDirInUseError);
    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    lockDataDir(dir, 'backup').release();
  });

  it('refuses while the process named in the lock runs, and takes over once it has ended', async () => {
    const dir = dataDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeLock(dir, holder.pid!);
    expect(() => lockDataDir(dir, 'portal')).toThrow(/in use by process/);
    const ended = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await ended;
    lockDataDir(dir, 'portal').release();
  });

  it('takes over a lock naming a process that is gone, or its own id from an earlier run', () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeLock(dir, Number(gone.stdout));
    lockDataDir(dir, 'portal').release();
    writeLock(dir, process.pid);
    lockDataDir(dir, 'portal').release();
  });

  it('respects a lock taken on another machine (a shared folder)', () => {
    const dir = dataDir();
    writeLock(dir, 1, 'another-host.example');
    expect(() => lockDataDir(dir, 'portal')).toThrow(/another-host\.example/);
  });
});

describe('background jobs', () => {
  it('stop waits for a run that is under way and runs nothing after', async () => {
    const jobs = createBackgroundJobs({ info: () => {}, warn: () => {}, error: () => {} } as never);
    let runs = 0;
    let finished = false;
    jobs.every('slow', 10, async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      finished = true;
    });
    while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(1); // not doubled up while the first run is still going
    expect(finished).toBe(false);
    await jobs.stop();
    expect(finished).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(1);
  });
});
