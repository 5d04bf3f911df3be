import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../test/context.js';
import { createLoggedInUser } from '../../test/factories.js';
import { buildApp } from '../app.js';

// Rendered public pages are kept and reused, and an administrator's content change clears them. The
// whole server path is real (web build folder, bundle loading, routes, admin API); the rendering
// bundle is a stand-in that shows the site's name, fetched like the real one, and counts its renders.

const RENDERER = `
let transport;
let renders = 0;
export const documentPaths = ['home', 'faq', 'news', 'news/:slug'];
export const languageCodes = ['en', 'hi'];
export const documentQueryParams = { news: ['page'] };
export function setUpRendering(send) { transport = send; }
export async function renderPage(url, language) {
  const site = await (await transport('/api/content/site', { method: 'GET' })).json();
  renders += 1;
  // A list's pages are big here (1 MB), so that a few fill the memory for kept pages.
  const filler = url.startsWith('/news?') ? 'x'.repeat(1_000_000) : '';
  return {
    status: url.startsWith('/news/') ? 404 : 200,
    html: '<!doctype html><html lang="' + language + '"><body><p>' + site.data.name + '</p><p>render ' + renders + ' of ' + url + '</p>' + filler + '</body></html>',
  };
}
`;
/** Pages one network may have drawn a minute in this file's server. */
const RENDERS_PER_MINUTE = 20;

let t: TestContext;
let web: FastifyInstance;
let webDist: string;
let adminToken: string;

beforeAll(async () => {
  webDist = path.join(tmpdir(), `para-rendered-cache-${process.pid}-${Date.now()}`);
  await mkdir(path.join(webDist, 'ssr'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><body>the app</body></html>');
  await writeFile(path.join(webDist, 'ssr', 'render.js'), RENDERER);
  t = await createTestContext({
    WEB_DIST: webDist,
    PAGE_RENDERS_PER_NETWORK_PER_MINUTE: String(RENDERS_PER_MINUTE),
  });
  // The server as it runs with a web build (the shared test app serves the API only).
  web = await buildApp(t.ctx, { serveWeb: true, logger: false });
  await web.ready();
  adminToken = (await createLoggedInUser(t, { email: ADMIN_EMAIL })).token;
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}, network = '127.0.0.1') => {
  const response = await web.inject({ url, headers, remoteAddress: network });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('rendered public pages kept for reuse', () => {
  it('render a page once per address and language', async () => {
    const first = await page('/home');
    expect(first).toContain('render 1 of /home');
    expect(await page('/home')).toBe(first);
    // Signed in or not, the page is the same one.
    expect(await page('/home', { 'access-token': adminToken })).toBe(first);
    const hindi = await page('/home', { cookie: 'lang=hi' });
    expect(hindi).toContain('lang="hi"');
    expect(hindi).not.toBe(first);
    expect(await page('/home', { cookie: 'lang=hi' })).toBe(hindi);
  });

  it('are one page whatever query, language or spelling of the address is made up around them', async () => {
    const home = await page('/home');
    const hindi = await page('/home', { cookie: 'lang=hi' });
    for (let i = 0; i < 30; i++) {
      // A query the page does not read, a language the site has not, another spelling of the path.
      expect(await page(`/home?x=${i}&utm_source=${i}`)).toBe(home);
      expect(await page('/home', { cookie: `lang=xx${i}` })).toBe(home);
      expect(await page('/home', { 'accept-language': `q${i}` })).toBe(home);
      expect(await page(`/home?lang=hi&x=${i}`, { cookie: 'lang=hi' })).toBe(hindi);
    }
    expect(await page('/h%6Fme')).toBe(home);
    expect(await page('/home/')).toBe(home);
    // A parameter the page reads is kept, the rest dropped.
    const second = await page('/news?page=2');
    expect(second).toContain('of /news?page=2<');
    expect(await page('/news?utm=a&page=2&page=3')).toBe(second);
  });

  it("are drawn for one network only so often; past that it gets the app, and others' pages stay kept", async () => {
    const network = '2001:db8:77:1::1';
    const home = await page('/home', {}, network);
    // Made-up articles and list pages, each a rendering, from ever new addresses of one /64.
    const answers: string[] = [];
    for (let i = 0; i < RENDERS_PER_MINUTE + 5; i++) {
      answers.push(await page(`/news?page=${100 + i}`, {}, `2001:db8:77:1::${(i + 2).toString(16)}`));
    }
    const drawn = answers.filter((html) => html.includes('render '));
    const refused = answers.filter((html) => html.includes('the app'));
    expect(drawn.length).toBeLessThanOrEqual(RENDERS_PER_MINUTE);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    const missing = await web.inject({ url: '/news/made-up', remoteAddress: network });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('the app');
    // Kept pages cost nothing and are still served to that network, and others get new pages drawn.
    expect(await page('/home', {}, network)).toBe(home);
    expect(await page('/news?page=999', {}, '203.0.113.50')).toContain('of /news?page=999<');
    // A minute later the network's pages are drawn again.
    t.clock.advance(61_000);
    expect(await page('/news?page=998', {}, network)).toContain('of /news?page=998<');
  });

  it('are not pushed out by a flood of made-up addresses from many networks', async () => {
    const home = await page('/home');
    const faq = await page('/faq');
    // 20 MB of list pages (made-up page numbers, 1 MB each) and not-found articles: more than all
    // the memory for kept pages, from 20 networks within their allowance.
    for (let i = 0; i < 20; i++) {
      const network = `198.18.${i >> 8}.${i & 255}`;
      await page(`/news?page=${5000 + i}`, {}, network);
      await web.inject({ url: `/news/made-up-${i}`, remoteAddress: network });
    }
    expect(await page('/home')).toBe(home);
    expect(await page('/faq')).toBe(faq);
  });

  it("are cleared by an administrator's content change", async () => {
    const before = await page('/faq');
    expect(before).toContain('Kerala');
    const site = (await web.inject({ url: '/api/content/site' })).json().data;
    const changed = await web.inject({
      method: 'PUT',
      url: '/api/admin/content/site',
      headers: { 'access-token': adminToken, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...site, name: 'Para Sports Association of Kerala (renamed)' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await page('/faq');
    expect(after).toContain('Para Sports Association of Kerala (renamed)');
    expect(await page('/home')).toContain('(renamed)');
  });

  it('are kept through a write that was refused', async () => {
    const before = await page('/home');
    const refused = await web.inject({
      method: 'PUT',
      url: '/api/admin/content/site',
      headers: { 'access-token': adminToken, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: '' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(await page('/home')).toBe(before);
  });
});
