// `npm run bench:admin` (after `npm run seed:large`): how fast the administrators' lists answer with
// a large database. Each scenario runs through the real Fastify app (routing, auth hook, validation,
// SQL, serialisation) via inject, so the figure is server time without the network.
// The bar: p95 under 50 ms with 100,000 athletes, search and filters on.

import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { createContext } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/lib/config.js';
import { dashboardStats } from '../apps/server/src/modules/admin/overview.js';
import { benchAdmin, sessionToken } from './lib/sessions.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  ADMIN_EMAILS: 'bench-admin@bench.example.in',
});
const ctx = await createContext(config);
const app = await buildApp(ctx, { serveWeb: false, logger: false });
await app.ready();

const [{ athletes }] = (
  (await ctx.db.execute(sql`select count(*)::int as athletes from users`)) as unknown as {
    rows: { athletes: number }[];
  }
).rows as [{ athletes: number }];

const now = new Date();
const admin = await benchAdmin(ctx);
const token = await sessionToken(ctx, admin.id);

// A real receipt number of the seeded data (they carry the seeding batch's name).
const [{ receipt }] = (
  (await ctx.db.execute(
    sql`select receipt_number as receipt from payments order by created_at, id offset 4242 limit 1`,
  )) as unknown as { rows: { receipt: string }[] }
).rows as [{ receipt: string }];

const scenarios: [string, string][] = [
  ['users: newest first', '/api/admin/get-users-list'],
  ['users: page 200', '/api/admin/get-users-list?page=200'],
  ['users: search by name', '/api/admin/get-users-list?search=Meera%20Pillai%204'],
  ['users: search by e-mail', '/api/admin/get-users-list?search=athlete4242%40'],
  ['users: search by phone', '/api/admin/get-users-list?search=6000042421'],
  ['users: search by phone, as written', '/api/admin/get-users-list?search=%2B91%2060000%2042421'],
  ['users: search by UID', '/api/admin/get-users-list?search=KLPS25000420'],
  ['users: two letters (name starts with)', '/api/admin/get-users-list?search=Me'],
  ['users: common word (every e-mail)', '/api/admin/get-users-list?search=bench'],
  ['users: paid, not blocked, by name', '/api/admin/get-users-list?state=paid&blocked=false&sort=name'],
  ['queue: waiting, oldest first', '/api/admin/get-users-registrations-list'],
  ['queue: district + sport', '/api/admin/get-users-registrations-list?district=Wayanad&sport=swimming'],
  ['queue: approved, search', '/api/admin/get-users-registrations-list?status=approved&search=Nair'],
  ['queue: waiting, search', '/api/admin/get-users-registrations-list?search=Pillai%2012'],
  ['payments: all', '/api/admin/payments'],
  ['payments: paid, date range', '/api/admin/payments?status=paid&from=2026-01-01&to=2026-12-31'],
  ['payments: search', '/api/admin/payments?search=Varghese%2077'],
  ['payments: search by receipt', `/api/admin/payments?search=${encodeURIComponent(receipt)}`],
  ['payments: common surname (6,000 rows)', '/api/admin/payments?search=Nair'],
  ['audit log', '/api/admin/audit-log'],
  ['dashboard', '/api/admin/dashboard'],
];

// The machine is shared (2 cores): the load around the run says how far to trust the figures.
const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const results = [];
for (const [name, url] of scenarios) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers: { 'access-token': token } });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const row = { name, url, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
  results.push(row);
  process.stdout.write(
    `${name.padEnd(38)} p50 ${row.p50.toFixed(1).padStart(6)} ms   p95 ${row.p95.toFixed(1).padStart(6)} ms\n`,
  );
}

// The dashboard answers from figures kept for at most a minute (modules/admin/dashboard-cache.ts); once
// a minute at most they are computed afresh, which is what this row measures (straight, no HTTP).
{
  const times: number[] = [];
  for (let i = 0; i < WARMUP + Math.min(RUNS, 30); i++) {
    const started = process.hrtime.bigint();
    await dashboardStats(ctx.db, new Date(), ctx.config.adminEmails);
    if (i >= WARMUP) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const row = {
    name: 'dashboard figures computed (at most once a minute)',
    url: '',
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
  };
  process.stdout.write(
    `${row.name.padEnd(38)} p50 ${row.p50.toFixed(1).padStart(6)} ms   p95 ${row.p95.toFixed(1).padStart(6)} ms (not a request)\n`,
  );
  results.push({ ...row, notARequest: true });
}

const loadAfter = loadavg().map((value) => Number(value.toFixed(2)));
const database = ctx.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
const out = path.resolve(import.meta.dirname, 'results');
writeFileSync(
  path.join(out, 'admin-lists.json'),
  `${JSON.stringify(
    {
      date: now.toISOString(),
      database,
      athletes,
      runs: RUNS,
      loadAverage: { before: loadBefore, after: loadAfter },
      results,
    },
    null,
    2,
  )}\n`,
);
await app.close();
ctx.mailer.close();
await ctx.database.close();
const worst = Math.max(...results.filter((row) => !('notARequest' in row)).map((row) => row.p95));
process.stdout.write(
  `\n${athletes} users on ${database}; worst p95 ${worst.toFixed(1)} ms (bar: 50 ms); ` +
    `load average (1, 5, 15 min) ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after\n`,
);
