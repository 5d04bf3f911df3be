import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, expectErrorEnvelope } from '../../../test/factories.js';
import { seedContent } from './seed.js';

// What the public site opens with (the first-start content), its events, the link previews of its
// pages and what search engines are given. News articles and covers are in news.test.ts.

let t: TestContext;
let admin: string;

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta name="description" content="generic" /><title>Para Sports Association</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  // A stand-in for the built web app, for the Open Graph pages.
  const web = path.join(process.env.TMPDIR ?? '/tmp', `para-web-${process.pid}-${Date.now()}`);
  await mkdir(web, { recursive: true });
  await writeFile(path.join(web, 'index.html'), INDEX_HTML);
  t = await createTestContext({ WEB_DIST: web, PUBLIC_URL: 'https://parasports.example.in' });
  admin = (await createLoggedInUser(t, { email: ADMIN_EMAIL })).token;
});
afterAll(() => t.close());

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'District meet results announced',
  summary: 'Results of the district meet are out.',
  body: 'All **results** are in.',
  publishedOn: '2026-11-22',
  status: 'published',
  translations: {},
  ...overrides,
});

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'State Para Powerlifting Meet',
  sports: ['Para powerlifting'],
  venue: 'Indoor Stadium, Kannur',
  district: 'Kannur',
  startDate: '2026-12-10',
  endDate: '2026-12-11',
  description: 'Weigh-in at 8 am.',
  status: 'published',
  translations: {},
  ...overrides,
});

const create = async (url: string, body: unknown) => {
  const result = await t.call({ method: 'POST', url, body, token: admin });
  expect(result.status, result.body.message).toBe(201);
  return result.body.data;
};

describe('first-start seed', () => {
  it('fills an empty site once, with pages, districts, FAQ, events and news', async () => {
    expect(await seedContent(t.ctx.db, t.clock)).toBe(true);
    expect(await seedContent(t.ctx.db, t.clock)).toBe(false);
    const units = await t.call({ method: 'GET', url: '/api/content/district-units' });
    expect(units.body.data).toHaveLength(14);
    const home = await t.call({ method: 'GET', url: '/api/content/home' });
    expect(home.body.data.news.length).toBe(3);
    expect(home.body.data.events.length).toBe(3);
    const about = await t.call({ method: 'GET', url: '/api/content/pages/about?lang=hi' });
    expect(about.body.data.title).toBe('संघ के बारे में');
    const site = await t.call({ method: 'GET', url: '/api/content/site' });
    expect(site.body.data.email).toMatch(/@/);
    expect(site.body.data.social.instagram).toMatch(/^https:/);
  });
});

describe('events', () => {
  it('lists published upcoming events, hides drafts and ended events, and keeps Hindi titles', async () => {
    const open = await create(
      '/api/admin/content/events',
      event({ title: 'Open meet', translations: { hi: { title: 'खुली प्रतियोगिता' } } }),
    );
    const draft = await create('/api/admin/content/events', event({ title: 'Draft meet', status: 'draft' }));
    await create(
      '/api/admin/content/events',
      event({ title: 'Old meet', startDate: '2026-01-01', endDate: '2026-01-02' }),
    );
    const list = await t.call({ method: 'GET', url: '/api/content/events' });
    const titles = list.body.data.map((row: { title: string }) => row.title);
    expect(titles).toContain('Open meet');
    expect(titles).not.toContain('Draft meet');
    expect(titles).not.toContain('Old meet');
    const hi = await t.call({ method: 'GET', url: `/api/content/events/${open._id}?lang=hi` });
    expect(hi.body.data.title).toBe('खुली प्रतियोगिता');
    expect(hi.body.data.venue).toBe('Indoor Stadium, Kannur');
    expect(hi.body.data.descriptionHtml).toContain('Weigh-in');
    expectErrorEnvelope(await t.call({ method: 'GET', url: `/api/content/events/${draft._id}` }), 404);

    const backwards = await t.call({
      method: 'POST',
      url: '/api/admin/content/events',
      body: event({ startDate: '2026-12-10', endDate: '2026-12-01' }),
      token: admin,
    });
    expectErrorEnvelope(backwards, 400);
    expect(backwards.body.data.fields.endDate).toBeTruthy();
  });

  it('serves the app with Open Graph tags for an event and an article, escaped', async () => {
    const open = await create('/api/admin/content/events', event({ title: 'Meet <b>"one"</b> & more' }));
    const page = await t.app.inject({ method: 'GET', url: `/upcoming-events/${open._id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(
      '<meta property="og:title" content="Meet &lt;b&gt;&quot;one&quot;&lt;/b&gt; &amp; more" />',
    );
    expect(page.body).toContain(
      `<meta property="og:url" content="https://parasports.example.in/upcoming-events/${open._id}" />`,
    );
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('content="generic"');

    const news = await create('/api/admin/content/news', article({ title: 'OG article' }));
    const newsPage = await t.app.inject({ method: 'GET', url: `/news/${news.slug}` });
    expect(newsPage.body).toContain('<meta property="og:type" content="article" />');
    expect(newsPage.body).toContain('<title>OG article | ');
    expect(newsPage.body).toContain('content="Results of the district meet are out."');

    expect((await t.app.inject({ method: 'GET', url: '/upcoming-events/not-an-id' })).statusCode).toBe(404);
  });
});

describe('robots and sitemap', () => {
  it('point search engines at the public pages only', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toMatch(/^Disallow: \/district\/$/m);
    // The public list of district units is not caught by the secretaries' area's rule.
    expect(robots.body).not.toMatch(/^Disallow: \/district(-units)?$/m);
    // The forms a visitor looks for by name can be found, and so can the athlete's own pages, which
    // send a visitor without a session to sign in first.
    for (const form of ['/login', '/register', '/reset-password', '/user', '/registration', '/uid-status']) {
      expect(robots.body).not.toMatch(new RegExp(`^Disallow: ${form}$`, 'm'));
    }
    expect(robots.body).toContain('Sitemap: https://parasports.example.in/sitemap.xml');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>https://parasports.example.in/home</loc>');
    expect(sitemap.body).toContain('<loc>https://parasports.example.in/accessibility</loc>');
    expect(sitemap.body).not.toContain('/admin');
  });
});
