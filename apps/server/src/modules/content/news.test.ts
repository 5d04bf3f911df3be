import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, expectErrorEnvelope } from '../../../test/factories.js';
import { auditEvents } from '../../db/schema/system.js';
import { renderMarkdown } from './markdown.js';

// News articles and their cover images: what the public sees of them and what administrators can do.
// The first-start content, events, link previews and what search engines get are in public-site.test.ts.

let t: TestContext;
let admin: string;
let athlete: string;

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta name="description" content="generic" /><title>Para Sports Association</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  // A stand-in for the built web app, for the Open Graph pages.
  const web = path.join(process.env.TMPDIR ?? '/tmp', `para-web-${process.pid}-${Date.now()}`);
  await mkdir(web, { recursive: true });
  await writeFile(path.join(web, 'index.html'), INDEX_HTML);
  t = await createTestContext({ WEB_DIST: web, PUBLIC_URL: 'https://parasports.example.in' });
  admin = (await createLoggedInUser(t, { email: ADMIN_EMAIL })).token;
  athlete = (await createLoggedInUser(t)).token;
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

const create = async (url: string, body: unknown) => {
  const result = await t.call({ method: 'POST', url, body, token: admin });
  expect(result.status, result.body.message).toBe(201);
  return result.body.data;
};

describe('news', () => {
  it('shows a published article everywhere and a draft nowhere', async () => {
    const published = await create('/api/admin/content/news', article({ title: 'Published piece' }));
    const draft = await create(
      '/api/admin/content/news',
      article({ title: 'Secret draft', status: 'draft' }),
    );
    const future = await create(
      '/api/admin/content/news',
      article({ title: 'Tomorrow piece', publishedOn: '2026-12-30' }),
    );
    expect(published.slug).toBe('published-piece');

    const list = await t.call({ method: 'GET', url: '/api/content/news?pageSize=50' });
    const titles = list.body.data.items.map((item: { title: string }) => item.title);
    expect(titles).toContain('Published piece');
    expect(titles).not.toContain('Secret draft');
    expect(titles).not.toContain('Tomorrow piece');

    const home = await t.call({ method: 'GET', url: '/api/content/home' });
    expect(home.body.data.news[0].title).toBe('Published piece');
    expect(JSON.stringify(home.body)).not.toContain('Secret draft');

    expect((await t.call({ method: 'GET', url: `/api/content/news/${published.slug}` })).status).toBe(200);
    const hiddenDraft = await t.call({ method: 'GET', url: `/api/content/news/${draft.slug}` });
    expectErrorEnvelope(hiddenDraft, 404);
    expect(hiddenDraft.response.json().code).toBe('NEWS_NOT_FOUND');
    expectErrorEnvelope(await t.call({ method: 'GET', url: `/api/content/news/${future.slug}` }), 404);

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/news/${published.slug}`);
    expect(sitemap.body).not.toContain(draft.slug);

    const og = await t.app.inject({ method: 'GET', url: `/news/${draft.slug}` });
    expect(og.statusCode).toBe(404);
    expect(og.body).not.toContain('Secret draft');

    // Publishing the draft makes it appear; the admin list always has both.
    const updated = await t.call({
      method: 'PUT',
      url: `/api/admin/content/news/${draft._id}`,
      body: article({ title: 'Secret draft', slug: draft.slug, status: 'published' }),
      token: admin,
    });
    expect(updated.status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/content/news/${draft.slug}` })).status).toBe(200);
    const adminList = await t.call({ method: 'GET', url: '/api/admin/content/news', token: admin });
    expect(adminList.body.data.map((row: { _id: string }) => row._id)).toEqual(
      expect.arrayContaining([published._id, draft._id, future._id]),
    );

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/admin/content/news/${draft._id}`,
      token: admin,
    });
    expect(removed.status).toBe(200);
    expectErrorEnvelope(await t.call({ method: 'GET', url: `/api/content/news/${draft.slug}` }), 404);

    const audit = await t.ctx.db.select().from(auditEvents);
    const actions = audit.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['content.news.create', 'content.news.update', 'content.news.delete']),
    );
  });

  it('gives a clashing title a slug of its own and refuses bad input with field errors', async () => {
    const first = await create('/api/admin/content/news', article({ title: 'Same title' }));
    const second = await create('/api/admin/content/news', article({ title: 'Same title' }));
    expect(first.slug).toBe('same-title');
    expect(second.slug).toBe('same-title-2');
    const bad = await t.call({
      method: 'POST',
      url: '/api/admin/content/news',
      body: article({ title: '', publishedOn: 'soon', slug: 'Not A Slug' }),
      token: admin,
    });
    expectErrorEnvelope(bad, 400);
    expect(Object.keys(bad.body.data.fields)).toEqual(
      expect.arrayContaining(['title', 'publishedOn', 'slug']),
    );
  });

  it('shows the Hindi text when it is there and the English text when it is not', async () => {
    const both = await create(
      '/api/admin/content/news',
      article({
        title: 'Bilingual news',
        translations: { hi: { title: 'द्विभाषी समाचार', summary: '', body: 'हिन्दी **पाठ**' } },
      }),
    );
    const hi = await t.call({ method: 'GET', url: `/api/content/news/${both.slug}?lang=hi` });
    expect(hi.body.data.title).toBe('द्विभाषी समाचार');
    expect(hi.body.data.summary).toBe('Results of the district meet are out.');
    expect(hi.body.data.bodyHtml).toContain('<strong>पाठ</strong>');
    const en = await t.call({ method: 'GET', url: `/api/content/news/${both.slug}?lang=en` });
    expect(en.body.data.title).toBe('Bilingual news');
    // A language without any translation (say Malayalam later) falls back to English.
    const ml = await t.call({ method: 'GET', url: `/api/content/news/${both.slug}?lang=ml` });
    expect(ml.body.data.title).toBe('Bilingual news');
    // Empty translations are not stored, so "present" means "has text".
    expect(both.translations.hi).toEqual({ title: 'द्विभाषी समाचार', body: 'हिन्दी **पाठ**' });
  });

  it('renders Markdown without scripts, javascript: links or event handlers', async () => {
    const body = [
      'Hello <script>alert("x")</script>',
      '',
      '[bad](javascript:alert(1)) [Bad](JaVaScRiPt:alert(1)) [good](https://example.in)',
      '',
      '<img src="x" onerror="alert(1)"> <a href="https://example.in" onclick="steal()">link</a>',
      '',
      '<iframe src="https://evil.example"></iframe><div style="position:fixed">x</div>',
    ].join('\n');
    const created = await create('/api/admin/content/news', article({ title: 'Markdown test', body }));
    const result = await t.call({ method: 'GET', url: `/api/content/news/${created.slug}` });
    const html: string = result.body.data.bodyHtml;
    expect(html).not.toMatch(/<script|javascript:|onerror|onclick|<iframe|<img|style=/i);
    expect(html).toContain('<a href="https://example.in" rel="noopener noreferrer">good</a>');
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>\n');
  });
});

describe('cover images', () => {
  const upload = async (id: string, bytes: Buffer, filename: string, token = admin) => {
    const boundary = '----paraBoundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/news/${id}/cover`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'access-token': token },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('takes a PNG, serves it as JPEG without metadata, and refuses other files by their content', async () => {
    const news = await create('/api/admin/content/news', article({ title: 'With a cover' }));
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const ok = await upload(news._id, png, 'cover.png');
    expect(ok.status).toBe(200);
    expect(ok.body.data.coverUrl).toMatch(new RegExp(`^/api/content/news/${news._id}/cover\\?v=`));

    const image = await t.app.inject({ method: 'GET', url: ok.body.data.coverUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toMatch(/max-age=\d+/);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);

    const fake = await upload(news._id, Buffer.from('<svg onload="alert(1)"></svg>'), 'cover.png');
    expect(fake.status).toBe(415);
    expect(fake.body.code).toBe('COVER_NOT_AN_IMAGE');
    const pdf = await upload(news._id, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'a.png');
    expect(pdf.status).toBe(415);
    expect((await upload(news._id, png, 'cover.png', athlete)).status).toBe(403);

    // A draft's cover is as private as the draft.
    const draft = await create('/api/admin/content/news', article({ title: 'Draft cover', status: 'draft' }));
    const draftCover = await upload(draft._id, png, 'cover.png');
    const hidden = await t.app.inject({ method: 'GET', url: draftCover.body.data.coverUrl });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('records news and event changes with their action, target and changed fields', async () => {
    const entriesFor = async (targetId: string) =>
      (await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId)))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map(({ action, targetType, changes }) => ({ action, targetType, changes }));
    const news = await create('/api/admin/content/news', article({ title: 'Audited piece' }));
    t.clock.advance(1000);
    await t.call({
      method: 'PUT',
      url: `/api/admin/content/news/${news._id}`,
      body: article({ title: 'Audited piece', slug: news.slug, status: 'draft' }),
      token: admin,
    });
    t.clock.advance(1000);
    await t.call({ method: 'DELETE', url: `/api/admin/content/news/${news._id}`, token: admin });
    expect(await entriesFor(news._id)).toEqual([
      {
        action: 'content.news.create',
        targetType: 'news',
        changes: { title: 'Audited piece', status: 'published' },
      },
      {
        action: 'content.news.update',
        targetType: 'news',
        changes: { status: { from: 'published', to: 'draft' } },
      },
      { action: 'content.news.delete', targetType: 'news', changes: { title: 'Audited piece' } },
    ]);

    const meet = await create('/api/admin/content/events', {
      title: 'Audited meet',
      sports: ['Para powerlifting'],
      venue: 'Indoor Stadium, Kannur',
      district: 'Kannur',
      startDate: '2026-12-10',
      endDate: '2026-12-11',
      description: '',
      status: 'published',
      translations: {},
    });
    t.clock.advance(1000);
    await t.call({ method: 'DELETE', url: `/api/admin/content/events/${meet._id}`, token: admin });
    expect(await entriesFor(meet._id)).toEqual([
      {
        action: 'content.event.create',
        targetType: 'public_event',
        changes: { title: 'Audited meet', status: 'published' },
      },
      { action: 'content.event.delete', targetType: 'public_event', changes: { title: 'Audited meet' } },
    ]);
  });
});
