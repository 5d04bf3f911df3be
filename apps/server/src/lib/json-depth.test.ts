import { fillPath, routes } from '@para/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../test/context.js';
import { createUser, loginAs, uniqueIp } from '../../test/factories.js';
import { SERVER_DRAWN_FORMS, standInDocuments } from '../../test/server-drawn-forms.js';
import { JSON_BODY_LIMIT } from '../app.js';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body.js';

// A body nested thousands of levels deep overflowed the stack of the walks that read every body (the
// text-safety check first), and the route answered 500. It is refused before anything walks it.

const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const HOSTILE_BODIES = {
  '20,000 nested arrays': nestedArrays(20_000),
  '10,000 nested objects': nestedObjects(10_000),
};

describe('jsonDepthExceeds', () => {
  it('counts the nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds(nestedArrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nestedArrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(nestedObjects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ name: '['.repeat(500), note: '{'.repeat(500) }))).toBe(false);
    // An escaped quote does not end the string: the brackets after it are still text.
    expect(jsonDepthExceeds(JSON.stringify({ name: `\\"${'['.repeat(500)}` }))).toBe(false);
    expect(jsonDepthExceeds(`[${JSON.stringify('"]]]')},${nestedArrays(MAX_JSON_DEPTH)}]`)).toBe(true);
  });
});

describe('deeply nested JSON bodies get 400 in the envelope on every route, never a 500', () => {
  let t: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestContext({}, { documents: standInDocuments() });
    await createUser(t, { email: ADMIN_EMAIL });
    adminToken = await loginAs(t, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, payload: string, token?: string) =>
    t.app.inject({
      method: method as 'POST',
      url,
      remoteAddress: uniqueIp(),
      headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
      payload,
    });

  it('the bodies fit the size limit: the nesting, not the size, is what is refused', () => {
    for (const body of Object.values(HOSTILE_BODIES)) expect(body.length).toBeLessThan(JSON_BODY_LIMIT);
  });

  const bodyRoutes = Object.entries(routes).filter(
    ([, route]) => 'body' in route && route.body && !('multipart' in route && route.multipart),
  );

  it.each(Object.entries(HOSTILE_BODIES))('API routes with a JSON body: %s', async (_label, payload) => {
    expect(bodyRoutes.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const [key, route] of bodyRoutes) {
      const url = fillPath(route.path, { id: 'x1', formId: 'x1', userId: 'x1', importId: 'x1', slug: 'x' });
      for (const token of [undefined, adminToken]) {
        const response = await send(route.method, url, payload, token);
        const body = response.json();
        // Refused for who is asking before the body is read is fine too: nothing walked it.
        const refusedFirst = [401, 403].includes(response.statusCode);
        const refusedForDepth = response.statusCode === 400 && body.code === 'BODY_TOO_DEEP';
        if (!(refusedFirst || refusedForDepth) || body.success !== false)
          wrong.push(`${key} (${token ? 'admin' : 'visitor'}): ${response.statusCode} ${body.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(Object.entries(HOSTILE_BODIES))('the forms the server draws: %s', async (_label, payload) => {
    for (const form of SERVER_DRAWN_FORMS) {
      const response = await send('POST', `/${form}`, payload);
      expect(response.statusCode, form).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'BODY_TOO_DEEP',
        data: { maxDepth: MAX_JSON_DEPTH },
      });
    }
  });

  it('a body of ordinary depth still reaches the route', async () => {
    const response = await send(
      'POST',
      '/api/login',
      JSON.stringify({ email: 'nobody@example.in', password: 'x'.repeat(12) }),
    );
    expect(response.statusCode).toBe(401);
    const form = await send('POST', '/login', JSON.stringify({ a: [[{ b: [1] }]] }));
    expect(form.statusCode).toBe(303);
  });
});
