import { type RouteDef, routes } from '@para/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestContext, type TestContext } from '../../test/context.js';
import {
  createLoggedInUser,
  expectErrorEnvelope,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../test/factories.js';
import { JSON_BODY_LIMIT } from '../app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const goodSignup = () => ({
  name: 'Sunita Rao',
  email: uniqueEmail(),
  phone: '9876543210',
  password: STRONG_PASSWORD,
});
const post = (url: string, body: unknown, headers?: Record<string, string>) =>
  t.call({ method: 'POST', url, body, ip: uniqueIp(), ...(headers ? { headers } : {}) });
const fieldsOf = (result: CallResult) => result.body.data?.fields as Record<string, string> | undefined;

describe('bad input gets the envelope and the right status', () => {
  it.each(['/api/signup', '/api/login'])('%s: malformed JSON is 400', async (url) => {
    for (const text of ['{"email": ', '{email: "a@b.in"}', "{'a':1}", '{"a":1}}', 'nul']) {
      const result = await post(url, text);
      expectErrorEnvelope(result, 400);
      expect(result.body.message, text).toMatch(/json/i);
    }
  });

  it('wrong types are 400 with data.fields naming each field', async () => {
    const signup = await post('/api/signup', { ...goodSignup(), name: 123, phone: true });
    expectErrorEnvelope(signup, 400);
    expect(Object.keys(fieldsOf(signup) ?? {}).sort()).toEqual(['name', 'phone']);
    for (const message of Object.values(fieldsOf(signup) ?? {})) expect(message.length).toBeGreaterThan(0);

    const login = await post('/api/login', { email: ['a@b.in'], password: 42 });
    expectErrorEnvelope(login, 400);
    expect(Object.keys(fieldsOf(login) ?? {}).sort()).toEqual(['email', 'password']);
  });

  it('field messages are readable text, not message keys', async () => {
    const result = await post('/api/signup', { ...goodSignup(), email: 'not-an-address', phone: '12345' });
    expectErrorEnvelope(result, 400);
    expect(fieldsOf(result)?.email).toMatch(/valid e-mail/i);
    expect(fieldsOf(result)?.phone).toMatch(/10-digit/i);
  });

  it('missing fields are 400 naming each one', async () => {
    const signup = await post('/api/signup', {});
    expectErrorEnvelope(signup, 400);
    // E-mail is optional: an account may be the mobile number's (decision 41).
    expect(Object.keys(fieldsOf(signup) ?? {}).sort()).toEqual(['name', 'password', 'phone']);

    const login = await post('/api/login', { email: uniqueEmail() });
    expectErrorEnvelope(login, 400);
    expect(Object.keys(fieldsOf(login) ?? {})).toEqual(['password']);
  });

  it('unknown fields are 400 naming the unknown field, and nothing is written', async () => {
    const body = { ...goodSignup(), isAdmin: true };
    const signup = await post('/api/signup', body);
    expectErrorEnvelope(signup, 400);
    expect(fieldsOf(signup)).toHaveProperty('isAdmin');
    expect(t.mailbox.countFor(body.email)).toBe(0);
    const ok = await post('/api/signup', { ...body, isAdmin: undefined });
    expect(ok.status).toBe(201);

    const login = await post('/api/login', { email: uniqueEmail(), password: 'whatever', remember: true });
    expectErrorEnvelope(login, 400);
    expect(Object.keys(fieldsOf(login) ?? {})).toEqual(['remember']);
  });

  it.each(['/api/signup', '/api/login'])(
    '%s: a body that is an array, a string, a number or null is 400',
    async (url) => {
      for (const text of ['[]', '[{"email":"a@b.in"}]', '"hello"', '42', 'null', 'true']) {
        const result = await post(url, text);
        expectErrorEnvelope(result, 400);
      }
    },
  );

  it.each(['/api/signup', '/api/login'])('%s: no body at all is 400', async (url) => {
    expectErrorEnvelope(await t.call({ method: 'POST', url, ip: uniqueIp() }), 400);
    expectErrorEnvelope(await post(url, '', {}), 400);
  });

  it.each(['/api/signup', '/api/login'])('%s: a JSON body over the limit is 413', async (url) => {
    const big = JSON.stringify({ ...goodSignup(), name: 'x'.repeat(JSON_BODY_LIMIT) });
    expect(Buffer.byteLength(big)).toBeGreaterThan(JSON_BODY_LIMIT);
    const result = await post(url, big);
    expectErrorEnvelope(result, 413);
    expect(result.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(result.body.message).toMatch(/too large/i);
  });

  it('a JSON body just under the limit is read (and refused on its merits)', async () => {
    const body = JSON.stringify({ ...goodSignup(), name: 'x'.repeat(JSON_BODY_LIMIT - 1000) });
    expect(Buffer.byteLength(body)).toBeLessThan(JSON_BODY_LIMIT);
    const result = await post('/api/signup', body);
    expectErrorEnvelope(result, 400);
    expect(fieldsOf(result)).toHaveProperty('name');
  });

  it.each(['/api/signup', '/api/login'])('%s: a text/plain body is 415', async (url) => {
    const result = await post(url, JSON.stringify(goodSignup()), { 'content-type': 'text/plain' });
    expectErrorEnvelope(result, 415);
    expect(result.body.message).toMatch(/json/i);
  });

  it('other non-JSON content types are 415 too', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'application/xml', 'text/html']) {
      const result = await post('/api/login', 'email=a%40b.in&password=x', { 'content-type': type });
      expectErrorEnvelope(result, 415);
    }
  });

  it('an unknown /api path is 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const result = await t.call({ method, url: '/api/no-such-thing' });
      expectErrorEnvelope(result, 404);
    }
    expectErrorEnvelope(await t.call({ method: 'GET', url: '/api/user/no-such-thing' }), 404);
  });

  it('a wrong method on a known path is 405 with an Allow header', async () => {
    for (const [method, url, allowed] of [
      ['GET', '/api/signup', 'POST'],
      ['PUT', '/api/login', 'POST'],
      ['DELETE', '/api/login', 'POST'],
      ['POST', '/api/health', 'GET'],
    ] as const) {
      const result = await t.call({ method, url });
      expectErrorEnvelope(result, 405);
      expect(result.body.code).toBe('METHOD_NOT_ALLOWED');
      expect(result.response.headers.allow, `${method} ${url}`).toBe(allowed);
    }
    const { token } = await createLoggedInUser(t);
    const profile = await t.call({ method: 'POST', url: '/api/user/get-user-profile-data', token });
    expectErrorEnvelope(profile, 405);
    expect(profile.response.headers.allow).toBe('GET');
  });

  it('JSON with a charset parameter is read as JSON', async () => {
    const result = await post('/api/signup', JSON.stringify(goodSignup()), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(result.status).toBe(201);
  });

  it('a body with __proto__ or constructor.prototype keys is refused with 400', async () => {
    for (const text of [
      '{"email":"a@b.in","password":"x","__proto__":{"isAdmin":true}}',
      '{"email":"a@b.in","password":"x","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      expectErrorEnvelope(await post('/api/login', text), 400);
    }
  });
});

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3 document listing every path of the route table', async () => {
    const result = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toMatch(/application\/json/);
    const doc = result.json();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(typeof doc.info?.title).toBe('string');
    expect(typeof doc.info?.version).toBe('string');
    expect(typeof doc.paths).toBe('object');
    expect(doc.components?.securitySchemes?.accessToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Access-Token',
    });

    const table: RouteDef[] = Object.values(routes);
    for (const route of table) {
      const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(typeof operation.summary, `${route.method} ${path} summary`).toBe('string');
      expect(Object.keys(operation.responses ?? {})).toContain(String(route.status ?? 200));
      if (route.access !== 'public') expect(operation.security).toEqual([{ accessToken: [] }]);
      if (route.body) expect(operation.requestBody, `${route.path} body`).toBeDefined();
      // Refusals of the JSON routes are documented with their stable code.
      if (route.file) continue;
      const refusal = JSON.stringify(operation.responses?.['4XX'] ?? null);
      expect(refusal, `${route.method} ${path} 4XX`).toContain('"code"');
      expect(refusal).toContain('EMAIL_UNVERIFIED');
    }

    const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      expect(path.startsWith('/')).toBe(true);
      for (const [key, operation] of Object.entries(item)) {
        if (!methods.has(key)) continue;
        expect(
          Object.keys((operation as { responses: object }).responses).length,
          `${key} ${path}`,
        ).toBeGreaterThan(0);
      }
    }

    // Every $ref points at something that exists.
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) {
      const target = ref!
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });
});
