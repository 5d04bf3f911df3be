import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, page1, page2, page3 } from '../../apps/server/test/registration-fixtures.js';
import { NGINX_PATH, startTwoInstances } from '../lib/two-instances.mjs';

/**
 * An athlete's whole journey through nginx and two instances on one PostgreSQL database and one data
 * folder, with one instance killed (SIGKILL) in the middle and started again later: every step
 * succeeds, both instances serve, and afterwards the database holds each thing exactly once.
 */
const baseUrl = process.env.DATABASE_URL;
const canRun = Boolean(baseUrl) && existsSync(NGINX_PATH);
const ADMIN_EMAIL = 'admin@two-instances.example.in';
const ADMIN_PASSWORD = 'two-instances-admin-7391';

type Cluster = Awaited<ReturnType<typeof startTwoInstances>>;
let cluster: Cluster;
let dataDir = '';
let databaseUrl = '';
let databaseName = '';
const servedBy: string[] = [];

const adminConnection = () => {
  const url = new URL(baseUrl ?? '');
  url.pathname = '/postgres';
  return new pg.Client({ connectionString: url.toString() });
};

beforeAll(async () => {
  if (!canRun) return;
  databaseName = `para_two_${randomBytes(5).toString('hex')}`;
  const admin = adminConnection();
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(baseUrl ?? '');
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  dataDir = mkdtempSync(path.join(tmpdir(), 'para-two-'));
  cluster = await startTwoInstances({
    databaseUrl,
    dataDir,
    env: { ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  });
}, 180_000);

afterAll(async () => {
  if (!canRun) return;
  await cluster?.stop();
  const admin = adminConnection();
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the journey reads whatever each step returns
  body: any;
  headers: Headers;
}

async function call(
  method: string,
  route: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers['access-token'] = options.token;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${cluster.url}${route}`, { method, headers, body });
  // "a, b" when nginx tried one instance and then the other: the last one answered.
  servedBy.push((response.headers.get('x-served-by') ?? '').split(',').at(-1)?.trim() ?? '');
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.includes('application/json') ? await response.json() : await response.arrayBuffer();
  return { status: response.status, body: parsed, headers: response.headers };
}

async function expectOk(answer: Promise<Answer>, status = 200): Promise<Answer> {
  const result = await answer;
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(status);
  return result;
}

/** The code in the newest mail to `email`, from the shared outbox folder (mail is sent after the answer). */
async function latestCode(email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = existsSync(outbox)
      ? readdirSync(outbox)
          .sort()
          .reverse()
          .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
          .filter((text) => text.includes(email))
      : [];
    const code = mails[0]?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

const distinctInstances = (from: number) => new Set(servedBy.slice(from).filter(Boolean));

describe.runIf(canRun)('two instances behind nginx', () => {
  it('carries a journey across an instance killed and restarted, losing nothing and doing nothing twice', async () => {
    const email = `two.${randomBytes(4).toString('hex')}@example.in`;
    const password = 'monsoon-javelin-7391';

    // Sign up, verify, log in: requests take turns between the instances.
    await expectOk(
      call('POST', '/api/signup', {
        json: { name: 'Anjali Krishnan', email, phone: '9847012345', password },
      }),
      201,
    );
    await expectOk(call('POST', '/api/verify-email', { json: { email, otp: await latestCode(email) } }));
    const login = await expectOk(call('POST', '/api/login', { json: { email, password } }));
    const token = login.body.data.accessToken as string;

    // A UDID of its own (state, district code, birth year 1998 as on page 1, serial, check digit).
    const udidNumber = `KL01201${'1998'}${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;
    await expectOk(call('POST', '/api/user/update-registration-page-1', { token, json: page1() }));
    await expectOk(
      call('POST', '/api/user/update-registration-page-2', {
        token,
        json: page2({ certificate: { kind: 'udid', udidNumber } }),
      }),
    );
    await expectOk(call('POST', '/api/user/update-registration-page-3', { token, json: page3() }));
    const jpeg = await jpegBytes();
    for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof']) {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), `${kind}.jpg`);
      await expectOk(call('POST', '/api/user/upload-registration-document', { token, form }), 201);
    }
    expect(distinctInstances(0).size).toBe(2);

    // One instance dies without warning; the journey goes on through the other.
    await cluster.kill('a');
    await expectOk(call('POST', '/api/user/finalize-registration', { token }));
    const order = await expectOk(call('POST', '/api/user/create-registration-payment-order', { token }));
    const paid = await expectOk(
      call('POST', `/api/payments/test-gateway/orders/${order.body.data.orderId}/pay`, {
        token,
        json: { outcome: 'success' },
      }),
    );
    const proof = {
      orderId: paid.body.data.orderId,
      paymentId: paid.body.data.paymentId,
      signature: paid.body.data.signature,
    };
    await expectOk(call('POST', '/api/user/verify-registration-payment', { token, json: proof }));

    // It comes back; both serve again, and a repeated payment confirmation changes nothing.
    await cluster.restart('a');
    // nginx leaves an instance it found down out of the rotation for its fail_timeout (3 s), then
    // tries it again: within seconds of the restart both instances take turns once more.
    const backIn = Date.now();
    while (Date.now() - backIn < 15_000) {
      await expectOk(call('GET', '/api/health'));
      if (servedBy.at(-1)?.endsWith(`:${cluster.ports.a}`)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const afterRestart = servedBy.length;
    await expectOk(call('POST', '/api/user/verify-registration-payment', { token, json: proof }));
    const adminLogin = await expectOk(
      call('POST', '/api/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }),
    );
    const adminToken = adminLogin.body.data.accessToken as string;
    const profile = await expectOk(call('GET', '/api/user/get-user-profile-data', { token }));
    const userId = profile.body.data._id as string;
    for (let i = 0; i < 4; i++)
      await expectOk(
        call('GET', `/api/admin/get-user-registrations-data?userId=${userId}`, { token: adminToken }),
      );
    await expectOk(
      call('POST', '/api/admin/approve-user-registration', { token: adminToken, json: { userId } }),
    );
    const again = await call('POST', '/api/admin/approve-user-registration', {
      token: adminToken,
      json: { userId },
    });
    expect(again.status).toBe(409);
    const card = await expectOk(call('GET', '/api/user/identity-card.pdf', { token }));
    expect(
      Buffer.from(card.body as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const cardData = await expectOk(call('GET', '/api/user/identity-card', { token }));
    expect(distinctInstances(afterRestart).size).toBe(2);
    expect(cardData.body.data.uid).toMatch(/\S/);

    // Exactly once each, and every stored document on the shared disk.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const counts = await db.query(
        `select
           (select count(*)::int from users where email = $1) as users,
           (select count(*)::int from registrations where user_id = $2 and status = 'approved') as approved,
           (select count(*)::int from payments where user_id = $2 and status = 'paid') as paid,
           (select count(*)::int from id_cards where user_id = $2) as cards,
           (select count(*)::int from registration_reviews where user_id = $2) as reviews,
           (select count(*)::int from audit_events where target_id = $2::text and action = 'registration.approve') as approvals`,
        [email, userId],
      );
      expect(counts.rows[0]).toEqual({ users: 1, approved: 1, paid: 1, cards: 1, reviews: 1, approvals: 1 });
      const files = await db.query(
        'select storage_key from registration_documents where user_id = $1 and replaced_at is null',
        [userId],
      );
      expect(files.rows.length).toBe(4);
      for (const { storage_key } of files.rows) {
        expect(existsSync(path.join(dataDir, 'uploads', storage_key)), storage_key).toBe(true);
      }
    } finally {
      await db.end();
    }
  }, 240_000);
});
