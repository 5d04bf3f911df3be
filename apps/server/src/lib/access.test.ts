import { randomUUID } from 'node:crypto';
import { fillPath, type RouteDef, routes } from '@para/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type CallOptions, createTestContext, type TestContext } from '../../test/context.js';
import { createLoggedInUser, expectErrorEnvelope } from '../../test/factories.js';

const allRoutes: RouteDef[] = Object.values(routes);
const adminRoutes = allRoutes.filter((route) => route.path.startsWith('/api/admin'));
const userRoutes = allRoutes.filter((route) => route.access === 'user');
const secretaryRoutes = allRoutes.filter((route) => route.access === 'secretary');
const protectedRoutes = allRoutes.filter((route) => route.access !== 'public');

let t: TestContext;
let athleteToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  athleteToken = (await createLoggedInUser(t)).token;
  adminToken = (await createLoggedInUser(t, { email: ADMIN_EMAIL })).token;
});
afterAll(() => t.close());

/** The route called with every path parameter a random uuid and a minimal body. */
const request = (route: RouteDef, token?: string): CallOptions => {
  const params = Object.fromEntries(
    [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, randomUUID()]),
  );
  return {
    method: route.method,
    url: fillPath(route.path, params),
    ...(route.method === 'GET' ? {} : { body: {} }),
    ...(token ? { token } : {}),
  };
};
const name = (route: RouteDef) => `${route.method} ${route.path}`;

describe('the route table drives access', () => {
  it('has admin routes and user routes to check', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(userRoutes.length).toBeGreaterThan(0);
  });

  describe.each(adminRoutes.map((route) => [name(route), route] as const))('%s', (_name, route) => {
    it('is 401 for an anonymous caller', async () => {
      const result = await t.call(request(route));
      expectErrorEnvelope(result, 401);
    });
    it('is 403 for an athlete', async () => {
      const result = await t.call(request(route, athleteToken));
      expectErrorEnvelope(result, 403);
      expect(result.body.message).toMatch(/administrator/i);
    });
    it('is neither 401 nor 403 for an administrator', async () => {
      const result = await t.call(request(route, adminToken));
      expect([401, 403]).not.toContain(result.status);
      expect(result.status).toBeLessThan(500);
      expect(typeof result.body.success).toBe('boolean');
      expect(typeof result.body.message).toBe('string');
    });
  });

  describe.each(userRoutes.map((route) => [name(route), route] as const))('%s', (_name, route) => {
    it('is 401 for an anonymous caller', async () => {
      expectErrorEnvelope(await t.call(request(route)), 401);
    });
    it('is allowed for an athlete', async () => {
      // A fresh session: some user routes (logout) end the one they are called with.
      const { token } = await createLoggedInUser(t);
      const result = await t.call(request(route, token));
      expect([401, 403]).not.toContain(result.status);
      expect(result.status).toBeLessThan(500);
    });
  });

  describe.each(secretaryRoutes.map((route) => [name(route), route] as const))('%s', (_name, route) => {
    it('is 401 anonymous, 403 for an athlete and for an administrator, and allowed for a secretary', async () => {
      expectErrorEnvelope(await t.call(request(route)), 401);
      for (const token of [athleteToken, adminToken]) {
        const refused = await t.call(request(route, token));
        expectErrorEnvelope(refused, 403);
        expect(refused.body.code).toBe('DISTRICT_SECRETARY_ONLY');
      }
      const secretary = await createLoggedInUser(t);
      await t.call({
        method: 'POST',
        url: routes.adminAppointDistrictSecretary.path,
        body: { email: secretary.user.email, districts: ['Thrissur'] },
        token: adminToken,
      });
      const result = await t.call(request(route, secretary.token));
      expect([401, 403]).not.toContain(result.status);
      expect(result.status).toBeLessThan(500);
    });
  });

  describe.each(protectedRoutes.map((route) => [name(route), route] as const))('%s', (_name, route) => {
    it('is 401 with a garbage token', async () => {
      for (const token of ['garbage', 'x'.repeat(43), 'y'.repeat(500)]) {
        const result = await t.call(request(route, token));
        expectErrorEnvelope(result, 401);
      }
    });
  });

  it('HEAD on a GET admin route is refused too', async () => {
    for (const route of adminRoutes.filter((r) => r.method === 'GET')) {
      const anonymous = await t.app.inject({ method: 'HEAD', url: route.path });
      expect(anonymous.statusCode).toBe(401);
      const athlete = await t.app.inject({
        method: 'HEAD',
        url: route.path,
        headers: { 'access-token': athleteToken },
      });
      expect(athlete.statusCode).toBe(403);
    }
  });
});

describe('unknown paths under /api/admin', () => {
  const paths = ['/api/admin/whatever', '/api/admin/users/123/delete', '/api/admin', '/api/admin/'];

  it.each(paths)('%s is 401 anonymous, 403 for an athlete, 404 for an administrator', async (url) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectErrorEnvelope(await t.call({ method, url }), 401);
      expectErrorEnvelope(await t.call({ method, url, token: athleteToken }), 403);
      expectErrorEnvelope(await t.call({ method, url, token: adminToken }), 404);
    }
  });

  it('spelling variants of an admin path never let an athlete through', async () => {
    const variants = [
      '/api/admin/get-users-list/',
      '/api/admin/get-users-list?page=1',
      '/api/%61dmin/get-users-list',
      '/api/admin/%67et-users-list',
      '/api//admin/get-users-list',
      '/api/./admin/get-users-list',
      '/api/x/../admin/get-users-list',
      '/API/ADMIN/get-users-list',
      '/api/admin/get-users-list;x',
    ];
    for (const url of variants) {
      const anonymous = await t.call({ method: 'GET', url });
      const athlete = await t.call({ method: 'GET', url, token: athleteToken });
      expect([401, 404], `${url} anonymous`).toContain(anonymous.status);
      expect([403, 404], `${url} athlete`).toContain(athlete.status);
      expect(athlete.body.success, url).toBe(false);
      expect(athlete.body.data?.items, url).toBeUndefined();
    }
  });
});
