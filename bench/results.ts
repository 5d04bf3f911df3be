// `npm run bench:results` (DATABASE_URL for PostgreSQL; without it, PGlite in a fresh DATA_DIR): how fast
// results are imported and shown. It seeds its own competitions (set-based SQL): 2,000 athletes entered
// in five disciplines of one form (a 10,000-row results file) and 200 athletes in each of ten disciplines
// of another (2,000 published results). Requests go through the real Fastify app via inject (routing,
// auth, multipart, reading, checking, SQL, serialisation), so the figures are server time without the
// network. The budget (issue 14): a 10,000-row file read, checked and previewed in under 3 s.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { discipline as disciplineSchema, formatMark } from '@para/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { createContext } from '../apps/server/src/bootstrap.js';
import { entryForms } from '../apps/server/src/db/schema/competitions.js';
import { loadConfig } from '../apps/server/src/lib/config.js';
import { type Column, tableXlsx } from '../apps/server/src/modules/competitions/export.js';
import { benchEvent } from './lib/events.js';
import { benchAdmin, sessionToken } from './lib/sessions.js';

const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 5);
const GET_RUNS = Number(process.env.BENCH_RUNS ?? 60);
const IMPORT_BAR_MS = 3_000;

const env = { ...process.env };
const ownDataDir =
  !env.DATABASE_URL && !env.DATA_DIR ? mkdtempSync(path.join(tmpdir(), 'bench-results-')) : undefined;
if (ownDataDir) env.DATA_DIR = ownDataDir;
const config = loadConfig({ ...env, LOG_LEVEL: 'silent', ADMIN_EMAILS: 'bench-admin@bench.example.in' });
const ctx = await createContext(config);
// The web app is served too, for the public results page drawn on the server (`npm run build` first).
const app = await buildApp(ctx, { serveWeb: true, logger: false });
await app.ready();
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

const now = new Date();
const batch = `r${Date.now().toString(36)}`;
const admin = await benchAdmin(ctx);
const adminToken = await sessionToken(ctx, admin.id);

// --- Seeding: 2,000 approved athletes with registrations, an event and two closed forms.
const started = Date.now();
const ATHLETES = 2_000;
await ctx.db.execute(sql`
  insert into users (name, email, phone, password_hash, email_verified_at, registration_completed,
    registration_payment_completed, registration_approved, uid, created_at, updated_at)
  select 'Athlete ' || i, ${batch} || '.a' || i || '@bench.example.in', '+91' || (7000000000 + i)::text, 'x',
    now(), true, true, true, 'KLPS' || ${batch} || lpad(i::text, 5, '0'), now(), now()
  from generate_series(1, ${ATHLETES}) as i`);
await ctx.db.execute(sql`
  insert into registrations (user_id, status, page1, page2, district, primary_sport, submitted_at, decided_at, created_at, updated_at)
  select id, 'approved', jsonb_build_object('fullName', name),
    jsonb_build_object('sports', jsonb_build_array(jsonb_build_object('sport', 'athletics', 'sportClass', 'T' || (11 + n % 40), 'classStatus', 'confirmed'))),
    (array['Thiruvananthapuram','Kollam','Pathanamthitta','Alappuzha','Kottayam','Idukki','Ernakulam','Thrissur','Palakkad','Malappuram','Kozhikode','Wayanad','Kannur','Kasaragod'])[1 + n % 14],
    'athletics', now(), now(), now(), now()
  from (select id, name, row_number() over (order by email) as n from users where email like ${`${batch}.%`}) u`);
const event = await benchEvent(ctx, 'Bench State Para Athletics', now);
const disciplines = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    disciplineSchema.parse({
      key: `${prefix}${i + 1}`,
      name: `Event ${prefix.toUpperCase()}${i + 1}`,
      sport: 'athletics',
      gender: 'any',
      classes: [],
      resultKind: i % 2 === 0 ? 'time' : 'distance',
    }),
  );
async function closedForm(title: string, list: ReturnType<typeof disciplines>) {
  const day = 86_400_000;
  const [form] = await ctx.db
    .insert(entryForms)
    .values({
      eventId: event.id,
      title,
      opensAt: new Date(now.getTime() - 20 * day),
      closesAt: new Date(now.getTime() - day),
      feePaise: 0,
      status: 'closed',
      disciplines: list,
      fields: [],
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return form!;
}
const bigForm = await closedForm('Bench import form', disciplines('a', 5));
const showForm = await closedForm('Bench results form', disciplines('b', 10));
// Form A: every athlete in all five disciplines. Form B: athlete n in discipline b(1 + n % 10).
for (const [form, keys] of [
  [bigForm, sql`(select 'a' || k as key from generate_series(1, 5) as k)`],
  [showForm, sql`(select 'b' || (1 + u.n % 10) as key)`],
] as const) {
  await ctx.db.execute(sql`
    insert into entries (form_id, form_version, user_id, status, amount_paise, answers, bib, created_at, updated_at)
    select ${form.id}, 1, id, 'confirmed', 0, '{}'::jsonb, row_number() over (order by email)::text, now(), now()
    from users where email like ${`${batch}.%`}`);
  await ctx.db.execute(sql`
    insert into entry_disciplines (entry_id, form_id, discipline_key, status, queued_at, settled)
    select u.entry_id, ${form.id}, d.key, 'entered', now(), true
    from (select e.id as entry_id, row_number() over (order by e.bib::int) as n from entries e where e.form_id = ${form.id}) u
    cross join lateral ${keys} d`);
}
await ctx.db.execute(sql`analyze`);
const seededSeconds = (Date.now() - started) / 1000;

// --- The files: one row per athlete and discipline, by UID; every 50th a DNS.
const uids = (
  await rowsOf<{ uid: string }>(sql`select uid from users where email like ${`${batch}.%`} order by email`)
).map((row) => row.uid);
type Line = [string, string, string, string];
function resultLines(form: typeof bigForm, pick: (n: number) => string[]): Line[] {
  const lines: Line[] = [];
  uids.forEach((uid, index) => {
    const n = index + 1;
    for (const key of pick(n)) {
      const kind = form.disciplines.find((item) => item.key === key)!.resultKind;
      const value = kind === 'time' ? 10_000 + ((n * 37) % 5_000) * 10 : 300 + ((n * 13) % 400);
      lines.push(n % 50 === 0 ? [key, uid, '', 'DNS'] : [key, uid, formatMark(kind, value), '']);
    }
  });
  return lines;
}
const big = resultLines(bigForm, () => ['a1', 'a2', 'a3', 'a4', 'a5']);
const shown = resultLines(showForm, (n) => [`b${1 + (n % 10)}`]);
const toCsv = (lines: Line[]) =>
  `discipline,uid,mark,status\n${lines.map((line) => line.join(',')).join('\n')}\n`;
const columns: Column<Line>[] = ['discipline', 'uid', 'mark', 'status'].map((header, i) => ({
  header,
  width: 12,
  value: (line) => line[i] as string,
}));
const bigCsv = Buffer.from(toCsv(big));
const bigXlsx = await tableXlsx('Results', columns, big);

function multipart(formId: string, fileName: string, bytes: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="formId"\r\n\r\n${formId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'access-token': adminToken, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
async function post(formId: string, fileName: string, bytes: Buffer) {
  const body = multipart(formId, fileName, bytes);
  const response = await app.inject({ method: 'POST', url: '/api/admin/results/import', ...body });
  if (response.statusCode !== 200)
    throw new Error(`import: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
async function timed(
  name: string,
  runs: number,
  warmup: number,
  once: () => Promise<{ rawPayload: Buffer }>,
) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < warmup + runs; i++) {
    const t0 = process.hrtime.bigint();
    bytes = (await once()).rawPayload.length;
    if (i >= warmup) times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const row = {
    name,
    runs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    bytes,
  };
  process.stdout.write(
    `${name.padEnd(58)} p50 ${row.p50.toFixed(1).padStart(8)} ms   p95 ${row.p95.toFixed(1).padStart(8)} ms\n`,
  );
  return row;
}

// The machine is shared (2 cores): the load around the run says how far to trust the figures.
const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
const figures = [];
figures.push(
  await timed(`POST import, 10,000-row CSV (${(bigCsv.length / 1024).toFixed(0)} KB)`, IMPORT_RUNS, 1, () =>
    post(bigForm.id, 'results.csv', bigCsv),
  ),
);
figures.push(
  await timed(
    `POST import, 10,000-row .xlsx (${(bigXlsx.length / 1024).toFixed(0)} KB)`,
    IMPORT_RUNS,
    1,
    () => post(bigForm.id, 'results.xlsx', bigXlsx),
  ),
);
// Publishing the 10,000 rows (once: a second publication of the same results changes nothing).
const bigImport = (await post(bigForm.id, 'results.csv', bigCsv)).json().data.importId as string;
figures.push(
  await timed('POST publish, 10,000 rows (version 1)', 1, 0, async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/results/import/${bigImport}/publish`,
      headers: { 'access-token': adminToken, 'content-type': 'application/json' },
      payload: '{}',
    });
    if (response.statusCode !== 200) throw new Error(`publish: ${response.body.slice(0, 300)}`);
    return response;
  }),
);
const showImport = (await post(showForm.id, 'results.csv', Buffer.from(toCsv(shown)))).json().data.importId;
const published = await app.inject({
  method: 'POST',
  url: `/api/admin/results/import/${showImport}/publish`,
  headers: { 'access-token': adminToken, 'content-type': 'application/json' },
  payload: '{}',
});
if (published.statusCode !== 200) throw new Error(`publish: ${published.body.slice(0, 300)}`);
for (const [name, url] of [
  ['GET /api/results/:formId (2,000 results, 10 disciplines)', `/api/results/${showForm.id}`],
  ['GET /api/results/:formId/medals (2,000 results)', `/api/results/${showForm.id}/medals`],
] as const) {
  figures.push(
    await timed(name, GET_RUNS, 5, async () => {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      return response;
    }),
  );
}
// The public page as a phone gets it: drawn on the server from the built web app (`npm run build`
// first). Each uncached run asks for another address (a query the page ignores), since rendered pages
// are kept for a minute; the cached figure is what every reader after the first gets.
let render = 0;
figures.push(
  await timed('GET /results/:formId page, rendered (2,000 results)', GET_RUNS, 5, async () => {
    render += 1;
    const response = await app.inject({ method: 'GET', url: `/results/${showForm.id}?render=${render}` });
    if (response.statusCode !== 200 || !response.body.includes('<table'))
      throw new Error(`page: ${response.statusCode}; is the web app built (npm run build)?`);
    return response;
  }),
  await timed('GET /results/:formId page, kept (2,000 results)', GET_RUNS, 5, async () => {
    const response = await app.inject({ method: 'GET', url: `/results/${showForm.id}` });
    if (response.statusCode !== 200) throw new Error(`page: ${response.statusCode}`);
    return response;
  }),
);
const loadAfter = loadavg().map((value) => Number(value.toFixed(2)));

const postgres = ctx.database.kind === 'postgres';
const [version] = await rowsOf<{ version: string }>(sql`select version()`);
const summary = {
  date: now.toISOString(),
  command: postgres ? 'DATABASE_URL=postgres://… npm run bench:results' : 'npm run bench:results (PGlite)',
  database: postgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)',
  databaseVersion: version?.version ?? '',
  seededSeconds,
  importBarMs: IMPORT_BAR_MS,
  loadAverage: { before: loadBefore, after: loadAfter },
  figures,
};
const stem = postgres ? 'results' : 'results-pglite';
writeFileSync(
  path.join(import.meta.dirname, 'results', `${stem}.json`),
  `${JSON.stringify(summary, null, 2)}\n`,
);
process.stdout.write(`load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}\n`);
await app.close();
ctx.mailer.close();
await ctx.database.close();
if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
