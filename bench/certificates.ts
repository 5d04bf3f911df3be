// `npm run bench:certificates` (DATABASE_URL for PostgreSQL; without it, PGlite in a fresh DATA_DIR): how
// long 1,000 certificates take, from published results to the administrators' ZIP of PDFs. It seeds its
// own competition (set-based SQL): 997 athletes in one 100 m, so the results give 997 participation and
// 3 merit certificates. The results are imported and published through the real app (inject), which
// queues the issuing job; the job is run and timed (records, signatures, rows), then the ZIP is
// downloaded through the route, which draws every PDF (QR code, fonts, attached signed record) as it
// streams. The goal (issue 14): 1,000 certificates generated in under 60 s.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { discipline as disciplineSchema, formatMark } from '@para/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { createContext } from '../apps/server/src/bootstrap.js';
import { entryForms } from '../apps/server/src/db/schema/competitions.js';
import { loadConfig } from '../apps/server/src/lib/config.js';
import { drawingParallelism } from '../apps/server/src/modules/certificates/certificate-pdf-pool.js';
import { runCertificateJobs } from '../apps/server/src/modules/certificates/jobs.js';
import { benchEvent } from './lib/events.js';
import { benchAdmin, sessionToken } from './lib/sessions.js';

const ATHLETES = 997;
const GOAL_MS = 60_000;

const env = { ...process.env };
const ownDataDir =
  !env.DATABASE_URL && !env.DATA_DIR ? mkdtempSync(path.join(tmpdir(), 'bench-certificates-')) : undefined;
if (ownDataDir) env.DATA_DIR = ownDataDir;
const config = loadConfig({
  ...env,
  LOG_LEVEL: 'silent',
  ADMIN_EMAILS: 'bench-admin@bench.example.in',
  // The job is run (and timed) below rather than after the publishing answer.
  CERTIFICATE_JOBS: 'manual',
});
const ctx = await createContext(config);
const app = await buildApp(ctx, { serveWeb: false, logger: false });
await app.ready();
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

const now = new Date();
const batch = `c${Date.now().toString(36)}`;
const admin = await benchAdmin(ctx);
const adminToken = await sessionToken(ctx, admin.id);

// --- Seeding: approved athletes with registrations (every tenth with a name in Devanagari), an event,
// a closed form with one discipline that every athlete entered.
await ctx.db.execute(sql`
  insert into users (name, email, phone, password_hash, email_verified_at, registration_completed,
    registration_payment_completed, registration_approved, uid, created_at, updated_at)
  select 'Athlete ' || i, ${batch} || '.a' || i || '@bench.example.in', '+91' || (7000000000 + i)::text, 'x',
    now(), true, true, true, 'KLPS' || ${batch} || lpad(i::text, 5, '0'), now(), now()
  from generate_series(1, ${ATHLETES}) as i`);
await ctx.db.execute(sql`
  insert into registrations (user_id, status, page1, page2, district, primary_sport, submitted_at, decided_at, created_at, updated_at)
  select id, 'approved',
    jsonb_build_object('fullName', name, 'nameInStateScript', case when n % 10 = 0 then 'खिलाड़ी ' || n else null end),
    '{}'::jsonb, 'Ernakulam', 'athletics', now(), now(), now(), now()
  from (select id, name, row_number() over (order by email) as n from users where email like ${`${batch}.%`}) u`);
const event = await benchEvent(ctx, 'Bench certificates meet', now);
const day = 86_400_000;
const discipline = disciplineSchema.parse({
  key: 'c1',
  name: 'Open 100 m',
  sport: 'athletics',
  gender: 'any',
  classes: [],
  resultKind: 'time',
});
const [form] = await ctx.db
  .insert(entryForms)
  .values({
    eventId: event.id,
    title: 'Bench certificates form',
    opensAt: new Date(now.getTime() - 20 * day),
    closesAt: new Date(now.getTime() - day),
    feePaise: 0,
    status: 'closed',
    disciplines: [discipline],
    fields: [],
    createdAt: now,
    updatedAt: now,
  })
  .returning();
await ctx.db.execute(sql`
  insert into entries (form_id, form_version, user_id, status, amount_paise, answers, bib, created_at, updated_at)
  select ${form!.id}, 1, id, 'confirmed', 0, '{}'::jsonb, row_number() over (order by email)::text, now(), now()
  from users where email like ${`${batch}.%`}`);
await ctx.db.execute(sql`
  insert into entry_disciplines (entry_id, form_id, discipline_key, status, queued_at, settled)
  select id, ${form!.id}, 'c1', 'entered', now(), true from entries where form_id = ${form!.id}`);

// --- Results: every athlete a different time, imported and published as version 1.
const uids = (
  await rowsOf<{ uid: string }>(sql`select uid from users where email like ${`${batch}.%`} order by email`)
).map((row) => row.uid);
const csv = `discipline,uid,mark\n${uids.map((uid, i) => `c1,${uid},${formatMark('time', 11_000 + i * 10)}`).join('\n')}\n`;
const boundary = `----bench${randomBytes(8).toString('hex')}`;
const payload = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="formId"\r\n\r\n${form!.id}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="results.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
);
const imported = await app.inject({
  method: 'POST',
  url: '/api/admin/results/import',
  payload,
  headers: { 'access-token': adminToken, 'content-type': `multipart/form-data; boundary=${boundary}` },
});
const importId = imported.json().data.importId as string;
const published = await app.inject({
  method: 'POST',
  url: `/api/admin/results/import/${importId}/publish`,
  payload: { acknowledgeWarnings: true, reason: '' },
  headers: { 'access-token': adminToken, 'content-type': 'application/json' },
});
if (published.statusCode !== 200) throw new Error(`publish: ${published.statusCode} ${published.body}`);

const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

// --- Issuing: the job queued by publishing.
let started = process.hrtime.bigint();
const jobs = await runCertificateJobs(ctx);
const issueMs = ms(started);
const [counted] = await rowsOf<{ count: number }>(
  sql`select count(*)::int as count from certificates where form_id = ${form!.id} and status = 'valid'`,
);
process.stdout.write(
  `issuing job (${jobs} job): ${counted?.count} certificates in ${issueMs.toFixed(0)} ms\n`,
);

// --- The ZIP: every PDF drawn while it streams.
started = process.hrtime.bigint();
const zip = await app.inject({
  method: 'GET',
  url: `/api/admin/certificates/${form!.id}/zip`,
  headers: { 'access-token': adminToken },
});
const zipMs = ms(started);
if (zip.statusCode !== 200) throw new Error(`zip: ${zip.statusCode}`);
const files = zip.rawPayload.readUInt16LE(zip.rawPayload.length - 22 + 10);
const loadAfter = loadavg().map((value) => Number(value.toFixed(2)));
const totalMs = issueMs + zipMs;
process.stdout.write(
  `ZIP: ${files} PDFs, ${(zip.rawPayload.length / 1024 / 1024).toFixed(1)} MB in ${zipMs.toFixed(0)} ms (${(zipMs / files).toFixed(1)} ms a certificate)\n` +
    `drawing threads: ${process.env.CERTIFICATE_PDF_THREADS === '0' ? 'none (the server thread)' : drawingParallelism()}\n` +
    `total ${(totalMs / 1000).toFixed(1)} s for ${files} certificates (goal ${GOAL_MS / 1000} s)\n` +
    `load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}\n`,
);

const postgres = Boolean(config.databaseUrl);
const summary = {
  date: now.toISOString(),
  database: postgres ? 'postgresql' : 'pglite',
  cpus: cpus().length,
  node: process.version,
  certificates: counted?.count,
  goalMs: GOAL_MS,
  drawingThreads: process.env.CERTIFICATE_PDF_THREADS === '0' ? 0 : drawingParallelism(),
  loadAverage: { before: loadBefore, after: loadAfter },
  figures: {
    issueJobMs: Math.round(issueMs),
    zipMs: Math.round(zipMs),
    zipBytes: zip.rawPayload.length,
    zipFiles: files,
    msPerPdf: Number((zipMs / files).toFixed(1)),
    totalMs: Math.round(totalMs),
  },
};
writeFileSync(
  path.join(import.meta.dirname, 'results', `certificates${postgres ? '' : '-pglite'}.json`),
  `${JSON.stringify(summary, null, 2)}\n`,
);
await app.close();
ctx.mailer.close();
await ctx.database.close();
if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
