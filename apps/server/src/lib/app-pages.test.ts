import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createUser } from '../../test/factories.js';
import { buildApp } from '../app.js';
import { idCards } from '../db/schema/registration.js';

// Addresses that are no page must answer 404 (search engines, uptime monitors), still with the app's
// HTML so a person sees the not-found page; real pages answer 200.

const APP_INDEX = '<!doctype html><html lang="en"><head><title>App</title></head><body>the app</body></html>';
/** A rendering bundle that draws the signed-in layout's document, saying which address it drew. */
const RENDERER = `
export const documentPaths = [];
export function setUpRendering() {}
export async function renderPage(url) { return { status: 200, html: '<p>page ' + url + '</p>' }; }
export function renderAppShell(pathname, language) {
  return '<!doctype html><html lang="' + language + '"><body>the app, drawn for ' + pathname + '</body></html>';
}
`;
const KNOWN_CODE = 'Q2FyZEtub3duQ29kZTEyMzQ1';

let t: TestContext;
let web: FastifyInstance;

beforeAll(async () => {
  const webDist = path.join(process.env.TMPDIR ?? '/tmp', `para-app-pages-${process.pid}-${Date.now()}`);
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), APP_INDEX);
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(webDist, 'ssr'), { recursive: true });
  await writeFile(path.join(webDist, 'ssr', 'render.js'), RENDERER);
  t = await createTestContext({ WEB_DIST: webDist });
  web = await buildApp(t.ctx, { serveWeb: true, logger: false });
  await web.ready();
  const athlete = await createUser(t);
  const now = t.clock.now();
  await t.ctx.db.insert(idCards).values({
    userId: athlete.id,
    verifyCode: KNOWN_CODE,
    issuedAt: now,
    validUntil: new Date(now.getTime() + 365 * 86_400_000),
  });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

const get = (url: string) => web.inject({ method: 'GET', url });

describe('pages of the web app', () => {
  it('answer 404 with the app for an address that is no page', async () => {
    for (const url of ['/no-such-page', '/user/nope', '/admin/nope/deeper', '/home/extra']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('the app');
    }
    expect((await web.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('answer 200 with the app for the pages it has', async () => {
    for (const url of ['/login', '/register', '/user/dashboard', '/admin/content/news/12', '/uid-status/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('the app');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("draw a page's signed-in layout once, whatever ids or spelling its address has", async () => {
    const drawnFor = async (url: string) => /drawn for ([^<]+)</.exec((await get(url)).body)?.[1];
    expect(await drawnFor('/user/dashboard')).toBe('/user/dashboard');
    // Any id is one page: the layout marks no id, so it is drawn for a stand-in.
    expect(await drawnFor('/user/form/f81d4fae-7dec-11d0-a765-00a0c91e6bf6')).toBe('/user/form/_');
    expect(await drawnFor('/user/form/made-up-1')).toBe('/user/form/_');
    expect(await drawnFor('/district/athletes/42/registration')).toBe('/district/athletes/_/registration');
    // A page of its own is not taken for an id.
    expect(await drawnFor('/district/athletes/new')).toBe('/district/athletes/new');
    // Escaped letters and a trailing slash are the same page.
    expect(await drawnFor('/user/%64ashboard/')).toBe('/user/dashboard');
  });

  it("keep the signed-in, district, administrators' and one-time pages out of search indexes", async () => {
    const privatePages = [
      '/user/dashboard',
      '/user/form/f81d4fae',
      '/registration',
      '/registration-payment',
      '/edit-registration',
      '/uid-status',
      '/account-setup',
      '/take-over',
      '/pay/some-token',
      '/district/athletes/42/registration',
      '/district',
      '/admin/content/news/12',
      '/admin',
    ];
    for (const url of privatePages) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
    // The forms a visitor searches for by name and the public pages the app draws stay indexable.
    for (const url of ['/login', '/register', '/reset-password', '/district-units', '/results/5']) {
      expect((await get(url)).headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('answer the card check 200 for a code a card carries and 404 for any other', async () => {
    expect((await get(`/verify/${KNOWN_CODE}`)).statusCode).toBe(200);
    const unknown = await get('/verify/NoCardCarriesThisCode123');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('the app');
    expect((await get(`/verify/${'x'.repeat(80)}`)).statusCode).toBe(404);
  });

  it('leave files and the API as they were', async () => {
    expect((await get('/favicon.svg')).statusCode).toBe(200);
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});
