import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { buildApp } from '../../app.js';
import { REGISTER_LOOKUPS } from './register-limit.js';

// The public register by number, limited per network address (decision 35), asked directly and
// through the check page a certificate's QR code opens. That page is drawn on the server from the
// API, in-process. The whole server path is real (web build folder, bundle loading, page route, API);
// the drawing bundle is a stand-in that shows the API's answer for the number in the address.
const RENDERER = `
let transport;
export const documentPaths = ['verify/certificate/:number'];
export function setUpRendering(send) { transport = send; }
export async function renderPage(url) {
  const answer = await transport('/api/certificates/' + url.split('/').pop(), { method: 'GET' });
  const body = await answer.json();
  return { status: 200, html: '<p>answer ' + answer.status + ' ' + body.code + '</p>' };
}
`;

let t: TestContext;
let web: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = path.join(tmpdir(), `para-certificate-page-${process.pid}-${Date.now()}`);
  await mkdir(path.join(webDist, 'ssr'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><body>the app</body></html>');
  await writeFile(path.join(webDist, 'ssr', 'render.js'), RENDERER);
  t = await createTestContext({ WEB_DIST: webDist });
  // The server as it runs with a web build (the shared test app serves the API only).
  web = await buildApp(t.ctx, { serveWeb: true, logger: false });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The numbers someone walking the register asks for, one after the other. */
const numberAt = (index: number) => `PSA-C-2026-${String(index + 1).padStart(6, '0')}`;
const lookup = (number: string, ip: string) =>
  t.call({ method: 'GET', url: `/api/certificates/${number}`, ip });
const page = async (number: string, ip: string) =>
  (await web.inject({ method: 'GET', url: `/verify/certificate/${number}`, remoteAddress: ip })).body;

describe('the register by number', () => {
  it('answers 429 RATE_LIMITED past the allowance, to that address only, until the window has passed', async () => {
    const walker = '203.0.113.7';
    for (let index = 0; index < REGISTER_LOOKUPS.max; index += 1) {
      const answer = await lookup(numberAt(index), walker);
      expect(answer.body.code).toBe('CERTIFICATE_NOT_FOUND');
    }
    const refused = await lookup(numberAt(REGISTER_LOOKUPS.max), walker);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.response.headers['retry-after']).toBe(String(refused.body.data.retryAfterSeconds));
    expect((await lookup(numberAt(0), '203.0.113.8')).body.code).toBe('CERTIFICATE_NOT_FOUND');

    const saved = t.clock.now();
    t.clock.set(new Date(saved.getTime() + REGISTER_LOOKUPS.windowMs + 1000));
    try {
      expect((await lookup(numberAt(0), walker)).body.code).toBe('CERTIFICATE_NOT_FOUND');
    } finally {
      t.clock.set(saved);
    }
  });

  it("counts the check page against its visitor's address, not the server's own", async () => {
    const visitor = '198.51.100.20';
    expect(await page(numberAt(0), visitor)).toContain('answer 404 CERTIFICATE_NOT_FOUND');
    for (let index = 1; index < REGISTER_LOOKUPS.max; index += 1) await lookup(numberAt(index), visitor);
    // The visitor's allowance is used up, by pages and calls alike; the page says so.
    expect(await page(numberAt(0), visitor)).toContain('answer 429 RATE_LIMITED');
    // Another visitor's page is not held back by it.
    expect(await page(numberAt(0), '198.51.100.21')).toContain('answer 404 CERTIFICATE_NOT_FOUND');
  });

  it('counts the addresses of one IPv6 /64 as one network', async () => {
    // A subscriber's device picks any address in its /64 at will: a new one must not be a new allowance.
    const inNetwork = (index: number) => `2001:db8:ab:cd::${(index + 1).toString(16)}`;
    for (let index = 0; index < REGISTER_LOOKUPS.max; index += 1) {
      expect((await lookup(numberAt(index), inNetwork(index))).body.code).toBe('CERTIFICATE_NOT_FOUND');
    }
    expect((await lookup(numberAt(0), inNetwork(REGISTER_LOOKUPS.max))).status).toBe(429);
    expect((await lookup(numberAt(0), '2001:db8:ab:ce::1')).body.code).toBe('CERTIFICATE_NOT_FOUND');
  });
});
