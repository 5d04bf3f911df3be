import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  createTestContext,
  SECOND_ADMIN_EMAIL,
  type TestContext,
} from '../../../test/context.js';
import { createLoggedInUser } from '../../../test/factories.js';
import type { PublicDocuments } from '../../lib/public-documents.js';
import { contentPageRoutes } from './pages.js';

// How the server serves the rendered public pages: which language it asks for, status codes, Open
// Graph tags, compression and caching headers. The renderer itself is the web build's (tested in
// apps/web/src/ssr); here a stand-in records what it was asked.

let t: TestContext;
let pages: FastifyInstance;
const asked: { url: string; language: string }[] = [];
/** When set, the stand-in renderer fails as a bug in it would. */
let failRendering = false;
/** A script that reached a page's content (an article's text, say) past every other defence. */
const INJECTED = 'steal(localStorage.userinfo)';
let injectIntoContent = false;
const APP_INDEX = '<!doctype html><html lang="en"><head><title>App</title></head><body>the app</body></html>';

const documents: PublicDocuments = {
  paths: ['home', 'news', 'news/:slug', 'upcoming-events/:id', 'faq', 'login'],
  formPaths: ['login'],
  appShell: async () => null,
  // The bundle's own inline scripts, read at start.
  inlineScripts: ['boot()'],
  languages: ['en', 'hi'],
  queryParams: { news: ['page'] },
  async render(url, language) {
    if (failRendering) throw new Error('rendering bug');
    asked.push({ url, language });
    const app = url.startsWith('/login');
    const content = injectIntoContent ? `<script>${INJECTED}</script>` : '';
    return {
      status: 200,
      kind: app ? 'app' : 'document',
      html: `<!doctype html><html lang="${language}"><head><title>Rendered</title><meta name="description" content="d" /><script>boot()</script></head><body>page ${url}${content}${app ? '<script type="application/json" id="state">{"a":1}</script>' : ''}</body></html>`,
    };
  },
};

/** An administrator who writes the articles and events of the tests below (signed in once). */
let editor: string | undefined;
const editorToken = async () => {
  editor ??= (await createLoggedInUser(t, { email: SECOND_ADMIN_EMAIL })).token;
  return editor;
};

beforeAll(async () => {
  // The built app's index.html, which is sent when rendering fails.
  const web = path.join(process.env.TMPDIR ?? '/tmp', `para-pages-${process.pid}-${Date.now()}`);
  await mkdir(web, { recursive: true });
  await writeFile(path.join(web, 'index.html'), APP_INDEX);
  t = await createTestContext({ PUBLIC_URL: 'https://parasports.example.in', WEB_DIST: web });
  pages = Fastify();
  contentPageRoutes(pages, t.ctx, documents);
  await pages.ready();
});
afterAll(async () => {
  await pages.close();
  await t.close();
});

describe('rendered public pages', () => {
  it('render in the language of the cookie, else of the browser', async () => {
    const withCookie = await pages.inject({ url: '/home', headers: { cookie: 'x=1; lang=hi' } });
    expect(withCookie.statusCode).toBe(200);
    expect(asked.at(-1)).toEqual({ url: '/home', language: 'hi' });
    // The page is asked for at its own address: a query parameter it does not read is dropped.
    await pages.inject({ url: '/faq?x=1', headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(asked.at(-1)).toEqual({ url: '/faq', language: 'hi' });
    await pages.inject({ url: '/news?x=1&page=2' });
    expect(asked.at(-1)).toEqual({ url: '/news?page=2', language: 'en' });
    // No choice, or one the site has no pages in, is English.
    await pages.inject({ url: '/news', headers: { cookie: 'lang=xx' } });
    expect(asked.at(-1)?.language).toBe('en');
    // A mangled cookie is no choice, not a server error.
    const mangled = await pages.inject({ url: '/home', headers: { cookie: 'lang=%E0%A4' } });
    expect(mangled.statusCode).toBe(200);
    expect(asked.at(-1)).toEqual({ url: '/home', language: 'en' });
  });

  it('fall back to the app when rendering fails, keeping the status and Open Graph logic', async () => {
    failRendering = true;
    try {
      const home = await pages.inject({ url: '/home' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('the app');
      expect((await pages.inject({ url: '/news/no-such-article' })).statusCode).toBe(404);
    } finally {
      failRendering = false;
    }
  });

  it('are sent compressed when the browser accepts it, uncached, varying by language', async () => {
    const response = await pages.inject({ url: '/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('page /home');
    const plain = await pages.inject({ url: '/home' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('page /home');
  });

  it("give a form the app takes over the app's policy (payment checkout allowed), its inline script by hash", async () => {
    const login = await pages.inject({ url: '/login' });
    expect(login.statusCode).toBe(200);
    const policy = String(login.headers['content-security-policy']);
    expect(policy).toContain('checkout.razorpay.com');
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    // boot() is allowed by its hash; the JSON data block is not a script and gets none.
    expect(scriptSources.match(/'sha256-/g)).toHaveLength(1);
    const home = await pages.inject({ url: '/home' });
    expect(String(home.headers['content-security-policy'])).not.toContain('checkout.razorpay.com');
  });

  it("allow only the bundle's own inline scripts: one injected into a page's content gets no hash", async () => {
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    injectIntoContent = true;
    try {
      for (const url of ['/home', '/login']) {
        const response = await pages.inject({ url });
        expect(response.body).toContain(INJECTED);
        const scriptSources = /script-src ([^;]*)/.exec(
          String(response.headers['content-security-policy']),
        )?.[1];
        expect(scriptSources?.split(' '), url).toContain(hashOf('boot()'));
        expect(scriptSources?.split(' '), url).not.toContain(hashOf(INJECTED));
      }
    } finally {
      injectIntoContent = false;
    }
  });

  it('answer a form posted without JavaScript by sending the page back, reading nothing', async () => {
    const posted = await pages.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.in&password=secret-words',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/login');
    expect(posted.body).not.toContain('secret-words');
    // Only the forms: other pages take no posts.
    const other = await pages.inject({ method: 'POST', url: '/home', payload: 'a=1' });
    expect(other.statusCode).toBe(404);
  });

  it('lead from the site address to the home page', async () => {
    const response = await pages.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home');
  });

  it('give a published article its Open Graph tags, and 404 for what is not published', async () => {
    const admin = (await createLoggedInUser(t, { email: ADMIN_EMAIL })).token;
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/content/news',
      token: admin,
      body: {
        title: 'Relay gold for Kerala',
        summary: 'A record time in the 4x100 m.',
        body: 'The team won.',
        publishedOn: '2026-11-22',
        status: 'published',
        translations: {},
      },
    });
    expect(created.status, created.body.message).toBe(201);
    const article = await pages.inject({ url: `/news/${created.body.data.slug}` });
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('<meta property="og:title" content="Relay gold for Kerala" />');
    expect(article.body).toContain(`page /news/${created.body.data.slug}`);

    const missing = await pages.inject({ url: '/news/no-such-article' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('page /news/no-such-article');
    expect(missing.body).not.toContain('og:title');
    expect((await pages.inject({ url: '/upcoming-events/not-a-uuid' })).statusCode).toBe(404);
  });

  it("put a title with $&, $' or $` and an & into the tags as it was written, escaped once", async () => {
    const admin = await editorToken();
    const post = async (url: string, body: unknown) => {
      const created = await t.call({ method: 'POST', url, token: admin, body });
      expect(created.status, created.body.message).toBe(201);
      return created.body.data;
    };
    const news = await post('/api/admin/content/news', {
      title: "Kerala & Goa: $& $' $` prizes",
      summary: 'Athletes & coaches met.',
      body: 'The meet.',
      publishedOn: '2026-11-22',
      status: 'published',
      translations: {},
    });
    const html = (await pages.inject({ url: `/news/${news.slug}` })).body;
    const escaped = 'Kerala &amp; Goa: $&amp; $&apos; $` prizes';
    expect(html).toContain(`<title>${escaped} | `);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain('<meta property="og:description" content="Athletes &amp; coaches met." />');
    // Nothing of the page was pasted in where the title's $-sequences stand, and the page is whole.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain(`page /news/${news.slug}</body>`);

    // An event's description is Markdown: its text goes into the tags, escaped once, so a link
    // preview shows "Athletes & coaches", not "Athletes &amp; coaches".
    const event = await post('/api/admin/content/events', {
      title: 'Relay & sprint day',
      sports: ['Para athletics'],
      venue: 'Stadium',
      district: 'Kannur',
      startDate: '2026-12-10',
      endDate: '2026-12-10',
      description: 'Athletes & coaches meet in **Kochi** at 8 <am>.',
      status: 'published',
      translations: {},
    });
    const eventHtml = (await pages.inject({ url: `/upcoming-events/${event._id}` })).body;
    const description = '2026-12-10, Stadium. Athletes &amp; coaches meet in Kochi at 8 .';
    expect(eventHtml).toContain(`<meta name="description" content="${description}" />`);
    expect(eventHtml).toContain(`<meta property="og:description" content="${description}" />`);
    expect(eventHtml).toContain('<meta property="og:title" content="Relay &amp; sprint day" />');
  });

  it("ask for an item's page at the item's own address, however the request spelled it", async () => {
    const admin = await editorToken();
    const created = await t.call({
      method: 'POST',
      url: '/api/admin/content/events',
      token: admin,
      body: {
        title: 'Swimming gala',
        sports: ['Para swimming'],
        venue: 'Pool',
        district: 'Kannur',
        startDate: '2026-12-12',
        endDate: '2026-12-12',
        description: 'Heats at 9.',
        status: 'published',
        translations: {},
      },
    });
    expect(created.status, created.body.message).toBe(201);
    const id: string = created.body.data._id;
    // An id in capitals is the same event (the database compares ids so), and so the same page.
    for (const url of [`/upcoming-events/${id.toUpperCase()}`, `/upcoming-events/${id}?utm=1`]) {
      expect((await pages.inject({ url })).statusCode, url).toBe(200);
      expect(asked.at(-1)?.url, url).toBe(`/upcoming-events/${id}`);
    }
  });
});
