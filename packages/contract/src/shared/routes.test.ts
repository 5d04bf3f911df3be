import { describe, expect, it } from 'vitest';
import { competitionRoutes } from '../competitions/routes.js';
import { fillPath, type RouteDef } from './route-def.js';
import { routes } from './routes.js';

const all: [string, RouteDef][] = Object.entries(routes);

describe('route table', () => {
  it('is not empty and every key names a distinct method and path', () => {
    expect(all.length).toBeGreaterThan(0);
    const seen = new Set(all.map(([, route]) => `${route.method} ${route.path}`));
    expect(seen.size).toBe(all.length);
  });

  it.each(all.filter(([, route]) => route.path.startsWith('/api/admin')))(
    '%s: a path under /api/admin has access "admin"',
    (_key, route) => {
      expect(route.access).toBe('admin');
    },
  );

  // Addresses older clients know, kept for administrators outside /api/admin; no other may join them.
  const adminOutsideAdminPaths = new Set(['GET /api/forms/submissions']);

  it('has at least one /api/admin route, and every admin route lives under /api/admin but the known ones', () => {
    const admin = all.filter(([, route]) => route.access === 'admin');
    expect(admin.length).toBeGreaterThan(0);
    for (const [key, route] of admin) {
      if (adminOutsideAdminPaths.has(`${route.method} ${route.path}`)) continue;
      expect(route.path, key).toMatch(/^\/api\/admin\//);
    }
  });

  it("the known administrators' routes outside /api/admin exist and are for administrators", () => {
    // Competitions' table is written ahead of its server module; its address is checked there too.
    const written = [...all, ...(Object.entries(competitionRoutes) as typeof all)];
    for (const name of adminOutsideAdminPaths) {
      const found = written.find(([, route]) => `${route.method} ${route.path}` === name);
      expect(found?.[1].access, name).toBe('admin');
    }
  });

  it.each(all.filter(([, route]) => route.access !== 'public'))(
    '%s: a "user" or "admin" route has a path under /api/',
    (_key, route) => {
      expect(route.path).toMatch(/^\/api\//);
    },
  );

  it('every access value is one of public, user, secretary, admin', () => {
    for (const [key, route] of all)
      expect(['public', 'user', 'secretary', 'admin'], key).toContain(route.access);
  });

  it.each(all.filter(([, route]) => route.access === 'secretary'))(
    '%s: a secretary route lives under /api/district/, where the server requires the role whatever a table says',
    (_key, route) => {
      expect(route.path).toMatch(/^\/api\/district\//);
    },
  );

  it('fillPath fills and encodes parameters', () => {
    expect(fillPath('/api/x/:id/y/:other', { id: 'a b', other: '1' })).toBe('/api/x/a%20b/y/1');
  });
});
