import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishFileOnce } from './publish-file.js';

/**
 * A reader on another thread that lists the folder over and over and parses each `.json` file it
 * finds until it parses, as the end-to-end helpers and any tool reading the outbox do; it counts the
 * reads that did not parse.
 */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const whole = new Set();
let reads = 0, torn = 0, stop = false;
parentPort.on('message', () => { stop = true; });
parentPort.postMessage('reading');
(function poll() {
  for (let i = 0; i < 20; i++) {
    for (const name of readdirSync(workerData.dir)) {
      if (!name.endsWith('.json') || whole.has(name)) continue;
      let text;
      try { text = readFileSync(path.join(workerData.dir, name), 'utf8'); } catch { continue; }
      reads++;
      try { JSON.parse(text); whole.add(name); } catch { torn++; }
    }
  }
  if (stop) parentPort.postMessage({ reads, torn }); else setImmediate(poll);
})();
`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'publish-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('publishFileOnce', () => {
  it('never lets a reader of the folder see a half-written file', async () => {
    const reader = new Worker(READER, { eval: true, workerData: { dir } });
    await new Promise((resolve) => reader.once('message', resolve));
    const body = JSON.stringify({ text: 'x'.repeat(64 * 1024) });
    for (let index = 0; index < 400; index++) {
      await publishFileOnce(path.join(dir, `${index}.json`), body);
    }
    const seen = await new Promise<{ reads: number; torn: number }>((resolve) => {
      reader.once('message', resolve);
      reader.postMessage('stop');
    });
    await reader.terminate();
    expect(seen.reads).toBeGreaterThan(0);
    expect(seen.torn).toBe(0);
  });

  it('keeps the file already there and says so; leaves no staging file behind', async () => {
    const file = path.join(dir, 'message.json');
    expect(await publishFileOnce(file, '{"first":true}')).toBe(true);
    expect(await publishFileOnce(file, '{"second":true}')).toBe(false);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ first: true });
    expect(await readdir(dir)).toEqual(['message.json']);
  });

  it('fails, and leaves nothing, when the folder is missing', async () => {
    await expect(publishFileOnce(path.join(dir, 'missing', 'message.json'), '{}')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(await readdir(dir)).toEqual([]);
  });
});
