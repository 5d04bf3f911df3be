// `npm run bench:hot-path` (PostgreSQL in DATABASE_URL, after `npm run build`): the portal's hot paths
// under load, each side by side in the same run with what the stack can do at best, as ratios.
//  1. Signed-in profile read (token -> session -> user), 50 connections: the portal against bare
//     Fastify + pg doing the same lookup (bench/hot-path-servers.ts). Goal: ratio >= 0.70, p99 < 50 ms.
//  2. /home (server-rendered) against a static file with the same bytes, served by the same portal
//     (@fastify/static, pre-compressed like the build's files). Goal: ratio >= 0.5.
// The servers run in child processes; autocannon runs here. The machine is shared, so the sides
// alternate in rounds and the load average is recorded around every figure.

import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.js';
import { createContext } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/lib/config.js';
import { seedContent } from '../apps/server/src/modules/content/seed.js';
import { benchAccount, sessionToken } from './lib/sessions.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 3108);
const BASELINE_PORT = PORTAL_PORT + 1;
const STATIC_FILE = 'bench-static-home.html';

if (!process.env.DATABASE_URL?.startsWith('postgres')) {
  throw new Error('Set DATABASE_URL to a PostgreSQL database (the comparison is against bare pg).');
}
const repo = path.resolve(import.meta.dirname, '..');
const builtWeb = path.join(repo, 'apps/web/dist');
if (!existsSync(path.join(builtWeb, 'ssr', 'render.js'))) throw new Error('Run `npm run build` first.');

const load = () => loadavg().map((value) => Number(value.toFixed(2)));

// A copy of the web build, plus a static file with the same bytes as the rendered /home.
const scratch = mkdtempSync(path.join(tmpdir(), 'para-hot-path-'));
const webDist = path.join(scratch, 'web');
cpSync(builtWeb, webDist, { recursive: true });
const env = {
  ...process.env,
  WEB_DIST: webDist,
  DATA_DIR: path.join(scratch, 'data'),
  ADMIN_EMAILS: 'bench-admin@bench.example.in',
  LOG_LEVEL: 'silent',
};

const config = loadConfig(env);
const ctx = await createContext(config);
await seedContent(ctx.db, ctx.clock);
const _now = new Date();
const athlete = await benchAccount(ctx, {
  name: 'Bench Athlete',
  email: 'bench-hot-path@bench.example.in',
  phone: '+919000000002',
});
const token = await sessionToken(ctx, athlete.id);
{
  const app = await buildApp(ctx, { logger: false });
  const home = await app.inject({ url: '/home' });
  if (home.statusCode !== 200) throw new Error(`/home: ${home.statusCode}`);
  const file = path.join(webDist, STATIC_FILE);
  writeFileSync(file, home.body);
  // Compressed as the portal compresses rendered pages, so both sides send the same number of bytes.
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(home.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(home.body, { level: 6 }));
  await app.close();
}
ctx.mailer.close();
await ctx.database.close();

const children: ChildProcess[] = [];
function start(role: 'portal' | 'baseline', port: number): Promise<void> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, path.join(import.meta.dirname, 'hot-path-servers.ts'), role, String(port)],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${role} exited (${code})`)));
  });
}
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('exit', stopAll);

interface Run {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  load: number[];
}
async function measure(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    load: load(),
  };
}

/** The two sides alternate, ROUNDS times, after a short warm-up of each. */
async function compare(
  name: string,
  subject: { url: string; headers: Record<string, string> },
  reference: { url: string; headers: Record<string, string> },
) {
  await measure(reference.url, reference.headers, 3);
  await measure(subject.url, subject.headers, 3);
  const rounds: { reference: Run; subject: Run; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const ref = await measure(reference.url, reference.headers);
    const sub = await measure(subject.url, subject.headers);
    const row = { reference: ref, subject: sub, ratio: sub.requestsPerSecond / ref.requestsPerSecond };
    rounds.push(row);
    process.stdout.write(
      `${name} round ${round + 1}: ${sub.requestsPerSecond.toFixed(0)} vs ${ref.requestsPerSecond.toFixed(0)} req/s ` +
        `(ratio ${row.ratio.toFixed(2)}), p99 ${sub.p99} vs ${ref.p99} ms, load ${sub.load.join(' ')}\n`,
    );
    if (sub.errors || sub.non2xx || ref.errors || ref.non2xx) throw new Error(`${name}: failed requests`);
  }
  const sum = (pick: (row: (typeof rounds)[number]) => number) => rounds.reduce((t, r) => t + pick(r), 0);
  const ratios = rounds.map((r) => r.ratio).sort((a, b) => a - b);
  return {
    rounds,
    ratio: sum((r) => r.subject.requestsPerSecond) / sum((r) => r.reference.requestsPerSecond),
    /** Less moved by one round that another process on the machine disturbed. */
    medianRatio: ratios[Math.floor(ratios.length / 2)] ?? 0,
    subjectP99Median: [...rounds.map((r) => r.subject.p99)].sort((a, b) => a - b)[
      Math.floor(rounds.length / 2)
    ],
    referenceP99Median: [...rounds.map((r) => r.reference.p99)].sort((a, b) => a - b)[
      Math.floor(rounds.length / 2)
    ],
    subjectP99Worst: Math.max(...rounds.map((r) => r.subject.p99)),
    referenceP99Worst: Math.max(...rounds.map((r) => r.reference.p99)),
  };
}

const loadBefore = load();
await Promise.all([start('baseline', BASELINE_PORT), start('portal', PORTAL_PORT)]);

// Both answer the same profile before anything is timed.
const profilePath = '/api/user/get-user-profile-data';
const auth = { 'access-token': token };
const [portalProfile, baselineProfile] = await Promise.all(
  [PORTAL_PORT, BASELINE_PORT].map(async (port) => {
    const response = await fetch(`http://127.0.0.1:${port}${profilePath}`, { headers: auth });
    return (await response.json()) as { data: unknown };
  }),
);
if (JSON.stringify(portalProfile?.data) !== JSON.stringify(baselineProfile?.data)) {
  throw new Error(`profiles differ: ${JSON.stringify(portalProfile)} / ${JSON.stringify(baselineProfile)}`);
}

const profile = await compare(
  'profile read: portal vs bare Fastify + pg',
  { url: `http://127.0.0.1:${PORTAL_PORT}${profilePath}`, headers: auth },
  { url: `http://127.0.0.1:${BASELINE_PORT}${profilePath}`, headers: auth },
);
const browser = { 'accept-encoding': 'br, gzip' };
const home = await compare(
  '/home vs static file',
  { url: `http://127.0.0.1:${PORTAL_PORT}/home`, headers: browser },
  { url: `http://127.0.0.1:${PORTAL_PORT}/${STATIC_FILE}`, headers: browser },
);
const loadAfter = load();
stopAll();
rmSync(scratch, { recursive: true, force: true });

const summary = {
  date: new Date().toISOString(),
  connections: CONNECTIONS,
  secondsPerRun: SECONDS,
  rounds: ROUNDS,
  loadAverage: { before: loadBefore, after: loadAfter },
  profileRead: profile,
  home,
};
writeFileSync(
  path.join(import.meta.dirname, 'results', 'hot-path.json'),
  `${JSON.stringify(summary, null, 2)}\n`,
);
const line = (name: string, result: typeof profile, reference: string, goal: string) =>
  `${name}: ratio ${result.ratio.toFixed(2)} (median of rounds ${result.medianRatio.toFixed(2)}) of ${reference} ` +
  `(goal ${goal}); p99 median ${result.subjectP99Median} ms, worst ${result.subjectP99Worst} ms ` +
  `(${reference}: median ${result.referenceP99Median} ms, worst ${result.referenceP99Worst} ms)\n`;
process.stdout.write(
  `\n${line('profile read', profile, 'bare Fastify + pg', '>= 0.70, p99 < 50 ms')}` +
    line('/home', home, 'static file, same bytes', '>= 0.50') +
    `load average (1, 5, 15 min) ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after\n`,
);
process.exit(0);
