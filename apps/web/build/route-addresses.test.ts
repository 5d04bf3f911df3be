import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@para/contract';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeAddressesOnly } from './route-addresses';

const contractSources = path.resolve(import.meta.dirname, '../../../packages/contract/src');

describe('route tables in the browser: addresses only', () => {
  it('keeps a route’s method and path, drops its schemas and the call', () => {
    const code = [
      "import { noData, route } from '../shared/route-def';",
      "import { athlete, athleteQuery } from './schemas';",
      'export const athleteRoutes = {',
      "  one: route({ method: 'GET', path: '/api/athletes/:id', access: 'user', tag, summary: 'One', data: athlete }),",
      "  add: route({ path: '/api/athletes', method: 'POST', body: athlete, query: athleteQuery, data: noData, status: 201 }),",
      '};',
    ].join('\n');
    expect(routeAddressesOnly(code)?.toString()).toBe(
      [
        "import { noData, route } from '../shared/route-def';",
        "import { athlete, athleteQuery } from './schemas';",
        'export const athleteRoutes = {',
        "  one: ({ method: 'GET', path: '/api/athletes/:id' }),",
        "  add: ({ path: '/api/athletes', method: 'POST' }),",
        '};',
      ].join('\n'),
    );
  });

  it('leaves a module without routes alone, and refuses a route without its address', () => {
    expect(routeAddressesOnly('export const athlete = z.object({ name: z.string() });')).toBeNull();
    expect(() => routeAddressesOnly("export const r = { one: route({ path: '/api/one', data }) };")).toThrow(
      /without its method and path/,
    );
  });

  it('reduces every route table of the contract, and each route keeps the address the contract gives it', async () => {
    const files = readdirSync(contractSources, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(contractSources, file));
    const reduced: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('route({')) continue;
      const { code } = await transformWithOxc(source, file, { lang: 'ts' });
      const out = routeAddressesOnly(code, file)?.toString();
      expect(out, file).toBeDefined();
      expect(out, file).not.toMatch(/\broute\(/);
      reduced.push(out ?? '');
    }
    const all = reduced.join('\n');
    const routes = Object.values(contract).flatMap((value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.values(value).filter(
            (entry): entry is contract.RouteDef =>
              !!entry && typeof entry === 'object' && 'method' in entry && 'path' in entry && 'data' in entry,
          )
        : [],
    );
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      expect(all).toMatch(
        new RegExp(
          `method: ["'\`]${route.method}["'\`], path: ["'\`]${route.path.replace(/[/:]/g, '\\$&')}["'\`]`,
        ),
      );
    }
  });
});
