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
export const documentPaths = ['home', 'faq'];
export function setUpRendering(send) { transport = send; }
export async function renderPage(url, language) {
  const site = await (await transport('/api/content/site', { method: 'GET' })).json();
  renders += 1;
  return {
    status: 200,
    html: '<!doctype html><html lang="' + language + '"><body><p>' + site.data.name + '</p><p>render ' + renders + ' of ' + url + '</p></body></html>',
  };
}
`;

let t: TestContext;
let web: FastifyInstance;
let webDist: string;
let adminToken: string;

beforeAll(async () => {
  webDist = path.join(tmpdir(), `para-rendered-cache-${process.pid}-${Date.now()}`);
  await mkdir(path.join(webDist, 'ssr'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><body>the app</body></html>');
  await writeFile(path.join(webDist, 'ssr', 'render.js'), RENDERER);
  t = await createTestContext({ WEB_DIST: webDist });
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

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await web.inject({ url, headers });
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
    expect(await page('/home?from=menu')).toContain('of /home?from=menu');
    expect(await page('/home', { cookie: 'lang=hi' })).toBe(hindi);
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
