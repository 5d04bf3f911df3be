import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../context.js';
import { openTestDatabase } from '../database.js';
import { createLoggedInUser, createUser, loginAs } from '../factories.js';
import { databaseUrlFor } from '../pg-urls.js';
import { paidAthlete } from '../registration-fixtures.js';
import { type CuttableProxy, startCuttableProxy } from './cuttable-proxy.js';

/**
 * The PostgreSQL server going away under the portal: a network cut (through a relay the test can
 * cut), connections ended by the server, and a transaction killed half-way. The embedded database
 * lives in the process and cannot go away on its own, so these run on PostgreSQL only.
 */
const onPostgres = process.env.TEST_DB === 'pg';

let t: TestContext;
let proxy: CuttableProxy;
let side: pg.Client;
let databaseName = '';

const PROFILE = '/api/user/get-user-profile-data';

beforeAll(async () => {
  if (!onPostgres) return;
  const target = new URL(process.env.DATABASE_URL ?? '');
  proxy = await startCuttableProxy(target.hostname, Number(target.port || 5432));
  const database = await openTestDatabase({
    connectVia: (url) => {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(proxy.port);
      return through.toString();
    },
  });
  t = await createTestContext({}, { database });
  const result = (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  databaseName = result.rows[0]?.name ?? '';
  side = new pg.Client({ connectionString: databaseUrlFor(process.env.DATABASE_URL ?? '', databaseName) });
  await side.connect();
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  proxy.restore();
  await side?.end();
  await t?.close();
  await proxy?.close();
});

/** Ends every connection the portal holds to its database, as an administrator or a failover would. */
async function terminatePortalConnections(): Promise<number> {
  const result = await side.query(
    'select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [databaseName],
  );
  return result.rows[0].ended as number;
}

function expectCleanAnswer(status: number, body: string) {
  expect([200, 503], body).toContain(status);
  const parsed = JSON.parse(body) as { success: boolean; message: string };
  expect(typeof parsed.message).toBe('string');
  expect(parsed.success).toBe(status === 200);
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not recovered within ${timeoutMs} ms`);
}

describe.runIf(onPostgres)('database faults (PostgreSQL)', () => {
  it('health answers 503 while the database is away and 200 once it is back', async () => {
    expect((await t.call({ method: 'GET', url: '/api/health' })).status).toBe(200);
    proxy.cut();
    const away = await t.call({ method: 'GET', url: '/api/health' });
    expect(away.status).toBe(503);
    expect(away.body.success).toBe(false);
    expect(away.response.headers['retry-after']).toBe('5');
    proxy.restore();
    const recoveredIn = await waitUntil(
      async () => (await t.call({ method: 'GET', url: '/api/health' })).status === 200,
      10_000,
    );
    console.info(`health back to 200 ${recoveredIn} ms after the database returned`);
  });

  it('requests in flight when the network is cut fail cleanly, and the next ones succeed', async () => {
    const { token } = await createLoggedInUser(t);
    const inFlight = Array.from({ length: 40 }, () =>
      t.app.inject({ method: 'GET', url: PROFILE, headers: { 'access-token': token } }),
    );
    setTimeout(() => proxy.cut(), 5);
    const answers = await Promise.all(inFlight);
    for (const answer of answers) expectCleanAnswer(answer.statusCode, answer.body);
    proxy.restore();
    await waitUntil(
      async () => (await t.call({ method: 'GET', url: PROFILE, token })).status === 200,
      10_000,
    );
    const after = await Promise.all(
      Array.from({ length: 20 }, () => t.call({ method: 'GET', url: PROFILE, token })),
    );
    expect(after.map((a) => a.status)).toEqual(Array(20).fill(200));
  });

  it('survives its connections being ended under load: no 500, no crash, and it recovers', async () => {
    const { token } = await createLoggedInUser(t);
    const answers: { startedAt: number; status: number }[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const startedAt = Date.now();
        const answer = await t.app.inject({
          method: 'GET',
          url: PROFILE,
          headers: { 'access-token': token },
        });
        expectCleanAnswer(answer.statusCode, answer.body);
        answers.push({ startedAt, status: answer.statusCode });
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const terminatedAt = Date.now();
    const ended = (await terminatePortalConnections()) + (await terminatePortalConnections());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stop = true;
    await Promise.all(workers);
    expect(ended).toBeGreaterThan(0);
    // Recovered: the first request started after the connections were ended that was answered 200.
    const firstGood = answers.find((a) => a.startedAt >= terminatedAt && a.status === 200);
    expect(firstGood, 'no request succeeded within a second of the connections ending').toBeDefined();
    const unavailable = answers.filter((a) => a.status === 503).length;
    console.info(
      `database faults: ${ended} connections ended under load; ${answers.length} answers, ${unavailable} of them 503, no 500; serving again ${(firstGood?.startedAt ?? 0) - terminatedAt} ms after the connections were ended`,
    );
  });

  it('an approval killed half-way leaves nothing half-written, and can be done again', async () => {
    await createUser(t, { email: ADMIN_EMAIL, name: 'Fault Administrator' });
    const adminToken = await loginAs(t, ADMIN_EMAIL);
    const athlete = await paidAthlete(t);

    // Hold the review table so the approval stops after it has changed the registration, the user
    // and the card, and before it records the review; then end its connection there.
    await side.query('begin');
    await side.query('lock table registration_reviews in access exclusive mode');
    const approval = t.call({
      method: 'POST',
      url: '/api/admin/approve-user-registration',
      token: adminToken,
      body: { userId: athlete.user.id },
    });
    let waitingPid = 0;
    await waitUntil(async () => {
      const waiting = await side.query(
        "select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        [databaseName],
      );
      waitingPid = waiting.rows[0]?.pid ?? 0;
      return waitingPid !== 0;
    }, 10_000);
    await side.query('select pg_terminate_backend($1)', [waitingPid]);
    const interrupted = await approval;
    await side.query('rollback');

    expect(interrupted.status).toBe(503);
    expect(interrupted.body.success).toBe(false);
    const state = await side.query(
      `select r.status, u.uid, u.registration_approved,
              (select count(*)::int from id_cards c where c.user_id = u.id) as cards,
              (select count(*)::int from registration_reviews v where v.user_id = u.id) as reviews,
              (select count(*)::int from audit_events a where a.target_id = u.id::text and a.action = 'registration.approve') as audits
         from users u join registrations r on r.user_id = u.id where u.id = $1`,
      [athlete.user.id],
    );
    expect(state.rows[0]).toEqual({
      status: 'submitted',
      uid: null,
      registration_approved: false,
      cards: 0,
      reviews: 0,
      audits: 0,
    });

    const again = await t.call({
      method: 'POST',
      url: '/api/admin/approve-user-registration',
      token: adminToken,
      body: { userId: athlete.user.id },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.uid).toMatch(/\S/);
  });
});
