import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process at a time opens the embedded database in a DATA_DIR: a second portal, a backup or a
 * restore on the same folder would corrupt PGlite's files. The lock file names the holder's process,
 * so a lock left by a process that died (power cut, kill -9) is taken over instead of blocking forever.
 */
export interface DataDirLock {
  release(): void;
}

export class DataDirInUseError extends Error {}

interface LockContent {
  pid: number;
  host: string;
  purpose: string;
  since: string;
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'portal.lock');

/** Lock files this process holds: a file naming our own process id is ours only if listed here. */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const mine: LockContent = { pid: process.pid, host: hostname(), purpose, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails when the file exists, so two processes racing here cannot both win.
      writeFileSync(file, `${JSON.stringify(mine)}\n`, { flag: 'wx' });
      heldHere.add(file);
      return {
        release() {
          if (!heldHere.delete(file)) return;
          if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && (heldHere.has(file) || holderIsRunning(holder))) {
      throw new DataDirInUseError(
        `${dataDir} is in use by process ${holder.pid} (${holder.purpose}, since ${holder.since}). ` +
          `Stop it first${holder.host === mine.host ? '' : `; it runs on ${holder.host}`}. ` +
          `If you are sure nothing uses this folder, delete ${file}.`,
      );
    }
    // Left behind by a process that is gone: take it over.
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another process keeps taking ${file}.`);
}

function readHolder(file: string): LockContent | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockContent;
  } catch {
    return undefined; // missing, or half-written by a process that died while writing it
  }
}

function holderIsRunning(holder: LockContent): boolean {
  // Another machine's process cannot be checked from here (a shared folder): assume it runs.
  if (holder.host !== hostname()) return true;
  // In a container the portal often gets the same process id on every start: a file naming our id
  // that this process does not hold was left by an earlier run.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
