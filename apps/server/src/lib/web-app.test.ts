import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildApp } from '../app.js';

let t: TestContext;
let web: FastifyInstance;
beforeAll(async () => {
  const dist = path.join(process.env.TMPDIR ?? '/tmp', `para-assets-${process.pid}-${Date.now()}`);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body>app</body></html>');
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestContext({ WEB_DIST: dist });
  web = await buildApp(t.ctx, { serveWeb: true, logger: false });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
});

it('a built asset is cached for good; a missing one is a 404 without the long cache, not index.html', async () => {
  const found = await web.inject({ method: 'GET', url: '/assets/main-abc123.js' });
  expect(found.statusCode).toBe(200);
  expect(found.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // Only the headers that mean something on a script (docs/decisions/0030).
  expect(found.headers['x-content-type-options']).toBe('nosniff');
  expect(found.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(found.headers['content-security-policy']).toBeUndefined();
  expect(found.headers['x-frame-options']).toBeUndefined();
  expect(found.headers.etag).toBeUndefined();
  const missing = await web.inject({ method: 'GET', url: '/assets/main-old999.js' });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['cache-control']).toBe('no-store');
  expect(missing.body).not.toContain('<html');
  // Pages the browser router knows still get the app.
  const page = await web.inject({ method: 'GET', url: '/user/profile' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('app');
  // Documents keep them all.
  expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(page.headers['x-frame-options']).toBe('DENY');
});
