// `npm run bench:archive` (DATABASE_URL for PostgreSQL; without it, PGlite in a fresh DATA_DIR): how fast
// the previous events' archive answers a search with 100,000 published results. It seeds its own data
// (set-based SQL): 5,000 approved athletes in 40 classes and 14 districts, and 100 past competitions
// (one every few months, 2001 to 2025) of 10 disciplines, each with a published version of 1,000
// results. Requests go through the real Fastify app via inject (routing, auth, validation, SQL,
// serialisation), so the figures are server time without the network.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { discipline as disciplineSchema } from '@para/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { createContext } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/lib/config.js';
import { benchAdmin, sessionToken } from './lib/sessions.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ATHLETES = 5_000;
const COMPETITIONS = 100;
const PER_COMPETITION = 1_000;

const env = { ...process.env };
if (!env.DATABASE_URL && !env.DATA_DIR) env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'bench-archive-'));
const config = loadConfig({ ...env, LOG_LEVEL: 'silent', ADMIN_EMAILS: 'bench-admin@bench.example.in' });
const ctx = await createContext(config);
const app = await buildApp(ctx, { logger: false });
await app.ready();
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

const now = new Date();
const batch = `v${Date.now().toString(36)}`;
const admin = await benchAdmin(ctx);
const token = await sessionToken(ctx, admin.id);

const started = Date.now();
await ctx.db.execute(sql`
  insert into users (name, email, phone, password_hash, email_verified_at, registration_completed,
    registration_payment_completed, registration_approved, uid, created_at, updated_at)
  select 'Athlete ' || ${batch} || ' ' || i, ${batch} || '.a' || i || '@bench.example.in',
    '+91' || (7000000000 + i)::text, 'x', now(), true, true, true,
    'KLPS' || ${batch} || lpad(i::text, 5, '0'), now(), now()
  from generate_series(1, ${ATHLETES}) as i`);
await ctx.db.execute(sql`
  insert into registrations (user_id, status, page1, page2, district, primary_sport, submitted_at, decided_at, created_at, updated_at)
  select id, 'approved', jsonb_build_object('fullName', name),
    jsonb_build_object('sports', jsonb_build_array(jsonb_build_object('sport', 'athletics', 'sportClass', 'T' || (11 + n % 40), 'classStatus', 'confirmed'))),
    (array['Thiruvananthapuram','Kollam','Pathanamthitta','Alappuzha','Kottayam','Idukki','Ernakulam','Thrissur','Palakkad','Malappuram','Kozhikode','Wayanad','Kannur','Kasaragod'])[1 + n % 14],
    'athletics', now(), now(), now(), now()
  from (select id, name, row_number() over (order by email) as n from users where email like ${`${batch}.%`}) u`);
const disciplines = Array.from({ length: 10 }, (_, i) =>
  disciplineSchema.parse({
    key: `d${i + 1}`,
    name: `Event D${i + 1}`,
    sport: 'athletics',
    gender: 'any',
    resultKind: i % 2 === 0 ? 'time' : 'distance',
  }),
);
// The competitions: an event and a closed archive form each, one every 90 days back from 2025.
await ctx.db.execute(sql`
  insert into public_events (title, venue, start_date, end_date, status, created_at, updated_at)
  select 'Bench past meet ' || ${batch} || ' ' || c, 'Stadium', d, d, 'draft', now(), now()
  from (select c, date '2025-06-01' - c * 90 as d from generate_series(1, ${COMPETITIONS}) as c) s`);
await ctx.db.execute(sql`
  insert into entry_forms (event_id, title, opens_at, closes_at, fee_paise, status, archive, disciplines, fields, created_at, updated_at)
  select id, title, start_date::timestamptz, start_date::timestamptz + interval '1 minute', 0, 'closed', true,
    ${JSON.stringify(disciplines)}::jsonb, '[]'::jsonb, now(), now()
  from public_events where title like ${`Bench past meet ${batch} %`}`);
const forms = await rowsOf<{ id: string }>(
  sql`select f.id from entry_forms f join public_events e on e.id = f.event_id where e.title like ${`Bench past meet ${batch} %`}`,
);
for (const [index, form] of forms.entries()) {
  const [imported] = await rowsOf<{ id: string }>(sql`
    insert into result_imports (form_id, file_name, format, content_sha256, rows, errors, warnings, created_by, created_at, published_version)
    values (${form.id}, 'old.csv', 'csv', 'x', '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, ${admin.id}, now(), 1) returning id`);
  await ctx.db.execute(sql`
    insert into result_versions (form_id, version, import_id, content_sha256, count, published_by, published_at)
    values (${form.id}, 1, ${imported?.id}, 'x', ${PER_COMPETITION}, ${admin.id}, now())`);
  // A thousand athletes of the 5,000 (a different slice each time), a hundred in each discipline.
  await ctx.db.execute(sql`
    insert into results (form_id, version, row, discipline_key, user_id, uid, mark_value, place)
    select ${form.id}, 1, r + 1, 'd' || (1 + r % 10), u.id, u.uid, 10000 + r * 7, 1 + r / 10
    from generate_series(0, ${PER_COMPETITION - 1}) as r
    join (select id, uid, row_number() over (order by email) - 1 as n from users where email like ${`${batch}.%`}) u
      on u.n = (r * 5 + ${index * 37}) % ${ATHLETES}`);
}
await ctx.db.execute(sql`analyze`);
const seededSeconds = (Date.now() - started) / 1000;
const [counted] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from results`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
async function timed(name: string, url: string) {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < 3 + RUNS; i++) {
    const t0 = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers: { 'access-token': token } });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    if (i >= 3) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    found = response.json().data.total;
  }
  times.sort((a, b) => a - b);
  const row = { name, url, runs: RUNS, found, p50: percentile(times, 50), p95: percentile(times, 95) };
  process.stdout.write(
    `${name.padEnd(48)} ${String(found).padStart(4)} found   p50 ${row.p50.toFixed(1).padStart(7)} ms   p95 ${row.p95.toFixed(1).padStart(7)} ms\n`,
  );
  return row;
}

const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
const figures = [
  await timed('every past competition, first page', '/api/archive'),
  await timed('every past competition, page 9', '/api/archive?page=9&pageSize=10'),
  await timed('by year', '/api/archive?year=2019'),
  await timed('by athlete, part of a name', `/api/archive?athlete=${encodeURIComponent(`${batch} 1234`)}`),
  await timed('by athlete, a UID in lower case', `/api/archive?athlete=klps${batch}01234`),
  await timed('by class', '/api/archive?sportClass=t44'),
  await timed('by class and year', '/api/archive?sportClass=T44&year=2019'),
  await timed('by athlete, no one', '/api/archive?athlete=nobody-at-all'),
];
const loadAfter = loadavg().map((value) => Number(value.toFixed(2)));
const postgres = ctx.database.kind === 'postgres';
const [version] = await rowsOf<{ version: string }>(sql`select version()`);
writeFileSync(
  path.join(import.meta.dirname, 'results', postgres ? 'archive.json' : 'archive-pglite.json'),
  `${JSON.stringify(
    {
      date: now.toISOString(),
      command: postgres
        ? 'DATABASE_URL=postgres://… npm run bench:archive'
        : 'npm run bench:archive (PGlite)',
      databaseVersion: version?.version ?? '',
      results: counted?.n ?? 0,
      seededSeconds,
      loadAverage: { before: loadBefore, after: loadAfter },
      figures,
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(
  `${counted?.n} results; load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}\n`,
);
await app.close();
ctx.mailer.close();
await ctx.database.close();
