// The built portal started for a measurement: on a free port, with a fresh data folder (the embedded
// database), optionally seeded with athletes at every stage, and a seeded athlete signed in the way the
// app keeps its session. Shared by bench/lighthouse.mjs and bench/profile-page.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { freePort } from '../../scripts/lib/two-instances.mjs';
import { startTlsProxy } from './tls-proxy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Ten athletes at every stage, in the portal's data folder, before it starts; returns their batch. */
function seedAthletes(dataDir) {
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=source',
      path.join(root, 'apps/server/src/tools/seed-large.ts'),
      '--athletes',
      '10',
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  const batch = /\(batch (\w+)\)/.exec(seeded.stdout ?? '')?.[1];
  if (seeded.status !== 0 || !batch) throw new Error(`seeding failed: ${seeded.stderr}`);
  return batch;
}

/**
 * Starts `apps/server/dist/main.js` as `npm start` does. `seed`: seed-large's athletes first;
 * `viaTls`: behind nginx with HTTPS and HTTP/2 (bench/lib/tls-proxy.mjs).
 */
export async function startPortal({ seed = false, viaTls = false } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'para-bench-'));
  const batch = seed ? seedAthletes(dataDir) : null;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'lighthouse-admin-pass-2026',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(viaTls ? { TRUST_PROXY: '1' } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const direct = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the portal exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${direct}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const proxy = viaTls
    ? await startTlsProxy({ listenPort: await freePort(), upstreamPort: port, dir: dataDir })
    : null;
  return {
    base: proxy?.base ?? direct,
    batch,
    stop() {
      proxy?.stop();
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs seeded athlete `n` in through the API and leaves the session where the app keeps it, in the
 * browser listening for DevTools on `chromePort`; its cache is cleared, so the page's files come over
 * the network as on a first visit.
 */
export async function signInAthlete(portal, n, chromePort) {
  const response = await fetch(`${portal.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${portal.batch}.athlete${n}@bench.example.in`,
      password: 'bench-athlete-password',
    }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`athlete ${n} could not sign in: ${body.message}`);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const tab = await browser.newPage();
  await tab.goto(`${portal.base}/robots.txt`);
  await tab.evaluate((record) => localStorage.setItem('userinfo', JSON.stringify(record)), body.data);
  const devtools = await tab.createCDPSession();
  await devtools.send('Network.clearBrowserCache');
  await tab.close();
  await browser.disconnect();
}
