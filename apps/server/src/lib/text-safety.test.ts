import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../test/context.js';
import {
  createLoggedInUser,
  createUser,
  expectErrorEnvelope,
  loginAs,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../test/factories.js';
import { page1 } from '../../test/registration-fixtures.js';
import { registerErrorHandling } from './http-errors.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: ADMIN_EMAIL });
  adminToken = await loginAs(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

/** JSON text with `\u0000` or a lone `\ud800` escaped in it, as a client would send it. */
const rawJson = (value: Record<string, unknown>, field: string, escaped: string) =>
  JSON.stringify(value).replace(`"${field}":"`, `"${field}":"${escaped}`);

const expectBadCharacters = (result: Awaited<ReturnType<TestContext['call']>>, field?: string) => {
  expectErrorEnvelope(result, 400);
  expect(result.body.data.reason).toBe('bad_characters');
  if (field) expect(result.body.data.fields[field]).toMatch(/invisible or broken characters/);
};

describe('NUL bytes and broken characters are refused with 400, never a 500', () => {
  const signupBody = () => ({
    name: 'Asha Devi',
    email: uniqueEmail(),
    phone: '9876543210',
    password: STRONG_PASSWORD,
  });

  for (const [label, escaped] of [
    ['a NUL byte', '\\u0000'],
    ['half of a surrogate pair', '\\ud800'],
  ] as const) {
    it(`in a sign-up name: ${label}`, async () => {
      const result = await t.call({
        method: 'POST',
        url: '/api/signup',
        ip: uniqueIp(),
        body: rawJson(signupBody(), 'name', escaped),
      });
      expectBadCharacters(result, 'name');
    });

    it(`in a contact message: ${label}`, async () => {
      const body = {
        name: 'Asha Devi',
        email: uniqueEmail(),
        subject: 'Trials',
        message: 'When are the trials?',
      };
      const result = await t.call({
        method: 'POST',
        url: '/api/contact',
        ip: uniqueIp(),
        body: rawJson(body, 'message', escaped),
      });
      expectBadCharacters(result, 'message');
    });

    it(`in a registration page stored as jsonb: ${label}`, async () => {
      const { token } = await createLoggedInUser(t);
      const body = JSON.stringify(page1()).replace('"line1":"', `"line1":"${escaped}`);
      const result = await t.call({
        method: 'POST',
        url: '/api/user/update-registration-page-1',
        body,
        token,
      });
      expectBadCharacters(result, 'address.line1');
    });
  }

  it('in a path: the public news article and its rendered page', async () => {
    expectBadCharacters(await t.call({ method: 'GET', url: '/api/content/news/%00' }), 'path.slug');
    expectBadCharacters(await t.call({ method: 'GET', url: '/news/%00' }), 'path.slug');
    expectBadCharacters(await t.call({ method: 'GET', url: '/news/a%00b' }), 'path.slug');
  });

  it('in an administrator filter', async () => {
    const result = await t.call({
      method: 'GET',
      url: '/api/admin/get-users-registrations-list?search=ab%00c',
      token: adminToken,
    });
    expectBadCharacters(result, 'query.search');
    const payments = await t.call({
      method: 'GET',
      url: '/api/admin/payments?search=%00',
      token: adminToken,
    });
    expectBadCharacters(payments, 'query.search');
  });

  it('keeps ordinary text, line breaks and scripts other than Latin working', async () => {
    const body = {
      name: 'അഞ്ജലി कृष्णन 🏅',
      email: uniqueEmail(),
      subject: 'Trials',
      message: 'Line one\r\nLine two\twith a tab',
    };
    const result = await t.call({ method: 'POST', url: '/api/contact', ip: uniqueIp(), body });
    expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  });
});

describe('invalid text that reaches PostgreSQL anyway', () => {
  // A bare app on the real database: a route that hands the value straight to SQL, as a route without
  // a schema would.
  it('answers 400 in the envelope for NUL in text (22021) and jsonb (22P05) and a malformed uuid (22P02)', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get<{ Querystring: { kind: string } }>('/probe', async (request) => {
      const nul = String.fromCharCode(0);
      if (request.query.kind === 'text') await t.ctx.db.execute(sql`select ${`a${nul}b`}::text`);
      if (request.query.kind === 'jsonb') await t.ctx.db.execute(sql`select ${`{"a":"\\u0000"}`}::jsonb`);
      if (request.query.kind === 'uuid') await t.ctx.db.execute(sql`select ${'not-a-uuid'}::uuid`);
      return { success: true, message: 'OK', data: null };
    });
    await app.ready();
    try {
      for (const kind of ['text', 'jsonb', 'uuid']) {
        const response = await app.inject({ method: 'GET', url: `/probe?kind=${kind}` });
        expect(response.statusCode, `${kind}: ${response.body}`).toBe(400);
        const body = response.json();
        expect(body.success).toBe(false);
        expect(body.message.length).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
    }
  });
});
