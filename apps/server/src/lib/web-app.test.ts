import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildApp } from '../app.js';

let t: TestContext;
let web: FastifyInstance;
/** The server's log output, line by line, as it would reach standard output. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(
      ...String(chunk)
        .split('\n')
        .filter((line) => line !== ''),
    );
    done();
  },
});
beforeAll(async () => {
  const dist = path.join(process.env.TMPDIR ?? '/tmp', `para-assets-${process.pid}-${Date.now()}`);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body>app</body></html>');
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestContext({ WEB_DIST: dist });
  // The server as it runs: logging each request at the usual level.
  web = await buildApp(
    { ...t.ctx, config: { ...t.ctx.config, logLevel: 'info' } },
    { serveWeb: true, logStream },
  );
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

it('the access log shows no secret that travels in an address', async () => {
  const secrets = {
    takeOver: 'K7QXM-P2RWZ',
    payLink: 'pZ3tLinkSecretToken0123456789abcdefghijklmn',
    accreditation: 'AccrSecretTokenQ9w8e7r6t5y4u3',
    idCard: 'Q2FyZFNlY3JldENvZGUxMjM0',
    signedRecord: 'eyJzaWduZWQiOiJyZWNvcmQifQ.c2lnbmF0dXJl',
    photo: '1f0e2d3c-4b5a-4698-8776-655443322110.jpg',
  };
  const addresses = [
    `/take-over?code=${secrets.takeOver}`,
    `/pay/${secrets.payLink}`,
    `/api/pay-links/${secrets.payLink}`,
    `/api/pay-links/${secrets.payLink}/order`,
    `/verify/accreditation/${secrets.accreditation}`,
    `/api/accreditation/verify/${secrets.accreditation}/photo`,
    `/verify/${secrets.idCard}`,
    `/api/verify/${secrets.idCard}`,
    `/verify/certificate?token=${secrets.signedRecord}`,
    `/api/profile-photos/2026/${secrets.photo}`,
  ];
  logLines.length = 0;
  for (const url of addresses) await web.inject({ method: 'GET', url });
  const logged = logLines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
  // Every request was logged, with its address...
  const urls = logged.filter((line) => line.msg === 'incoming request').map((line) => line.req?.url);
  expect(urls).toEqual([
    '/take-over?code=[removed]',
    '/pay/[removed]',
    '/api/pay-links/[removed]',
    '/api/pay-links/[removed]/order',
    '/verify/accreditation/[removed]',
    '/api/accreditation/verify/[removed]/photo',
    '/verify/[removed]',
    '/api/verify/[removed]',
    '/verify/certificate?token=[removed]',
    '/api/profile-photos/2026/[removed]',
  ]);
  // ...and no line of the log carries a secret.
  const all = logLines.join('\n');
  for (const secret of Object.values(secrets)) expect(all).not.toContain(secret);
  // Addresses without secrets are logged as they are.
  await web.inject({ method: 'GET', url: '/verify/certificate/PSA-2026-000123?lang=hi' });
  expect(logLines.join('\n')).toContain('"url":"/verify/certificate/PSA-2026-000123?lang=hi"');
});
