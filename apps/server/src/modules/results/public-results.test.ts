import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { expectErrorEnvelope } from '../../../test/factories.js';
import { entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import type { PublicDocuments, RenderedPage } from '../../lib/public-documents.js';
import { createForm, formBody, publishedEvent } from '../competitions/test-support.js';
import { contentPageRoutes } from '../content/pages.js';
import { closedCompetition, csv, publish, upload } from './test-support.js';

// The public results pages: the competitions listed, a competition's page with its results and medals
// in the reader's language, the corrected notice, and 404s. The pages are drawn by the web build's
// rendering bundle (apps/web/dist/ssr/render.js, made by `npm run build`, which `npm test` runs first);
// its API calls are answered by this test's server, as in production.

const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');
const BUNDLE = path.join(WEB_DIST, 'ssr', 'render.js');
const built = existsSync(BUNDLE);

let t: TestContext;
let pages: FastifyInstance;
let admin: string;
let formId: string;
let eventId: string;
let athletes: Awaited<ReturnType<typeof closedCompetition>>['athletes'];
const uid = (index: number) => athletes[index]?.uid as string;

interface RenderModule {
  documentPaths: readonly string[];
  setUpRendering(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string, language: string): Promise<RenderedPage>;
}

beforeAll(async () => {
  t = await createTestContext({ WEB_DIST, PUBLIC_URL: 'https://parasports.example.in' });
  ({ admin, formId, athletes } = await closedCompetition(t, 4, {
    names: ['Asha Menon', 'Bina Thomas', 'Chitra Nair', 'Deepa Paul'],
  }));
  const [form] = await t.ctx.db
    .update(entryForms)
    .set({ title: 'State Para Athletics 2026', titleHi: 'राज्य पैरा एथलेटिक्स 2026' })
    .where(eq(entryForms.id, formId))
    .returning();
  eventId = form?.eventId as string;
  await t.ctx.db
    .update(publicEvents)
    .set({ translations: { hi: { title: 'राज्य पैरा एथलेटिक्स चैंपियनशिप' } } })
    .where(eq(publicEvents.id, eventId));

  // The stand-in when the web is not built records what it was asked, so the 404s are still tested.
  let documents: PublicDocuments = {
    paths: ['results', 'results/:formId'],
    formPaths: [],
    appShell: async () => null,
    render: async (url, language) => ({
      status: 200,
      html: `<html lang="${language}"><head><title>x</title><meta name="description" content="d" /></head><body>page ${url}</body></html>`,
    }),
  };
  if (built) {
    const module = (await import(pathToFileURL(BUNDLE).href)) as RenderModule;
    module.setUpRendering(async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      return new Response(response.body, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    });
    documents = { ...documents, paths: module.documentPaths, render: module.renderPage };
  }
  pages = Fastify();
  contentPageRoutes(pages, t.ctx, documents);
  await pages.ready();
});
afterAll(async () => {
  await pages?.close();
  await t.close();
});

const firstFile = () =>
  csv([
    'discipline,uid,bib,mark,status,wind',
    `w100,${uid(0)},,12.31,,+1.2`,
    `w100,${uid(1)},,12.80,,+1.2`,
    `w100,${uid(2)},,12.05,,+1.2`,
    `w100,${uid(3)},,,DNS,`,
    `wlj,${uid(0)},,5.10,,`,
    `wlj,${uid(1)},,4.80,,`,
    `wlj,${uid(2)},,5.40,,`,
  ]);

async function publishFile(file: string, body: object = {}) {
  const uploaded = await upload(t, admin, formId, file);
  expect(uploaded.body.data.errors).toEqual([]);
  const published = await publish(t, admin, uploaded.body.data.importId, body);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.data;
}

const page = (url: string, lang = 'en') => pages.inject({ url, headers: { cookie: `lang=${lang}` } });

describe('before anything is published', () => {
  it('lists no competition, and a competition without results is not found', async () => {
    expect((await t.call({ method: 'GET', url: '/api/results' })).body.data).toEqual({ items: [] });
    const missing = await t.call({ method: 'GET', url: `/api/results/${formId}/competition` });
    expectErrorEnvelope(missing, 404);
    expect(missing.body.code).toBe('RESULTS_NOT_PUBLISHED');
    expect((await page(`/results/${formId}`)).statusCode).toBe(404);
    const event = await t.call({ method: 'GET', url: `/api/content/events/${eventId}` });
    expect(event.body.data.resultsFormId).toBeNull();
  });
});

describe('published results', () => {
  beforeAll(async () => {
    await publishFile(firstFile());
  });

  it('list the competition in the reader’s language, and lead from its event', async () => {
    const english = (await t.call({ method: 'GET', url: '/api/results' })).body.data.items;
    expect(english).toEqual([
      expect.objectContaining({
        formId,
        title: 'State Para Athletics 2026',
        eventId,
        eventTitle: 'State Para Athletics Championship',
        version: 1,
        correctedAt: null,
      }),
    ]);
    const hindi = await t.call({ method: 'GET', url: `/api/results/${formId}/competition?lang=hi` });
    expect(hindi.body.data).toMatchObject({
      title: 'राज्य पैरा एथलेटिक्स 2026',
      eventTitle: 'राज्य पैरा एथलेटिक्स चैंपियनशिप',
    });
    const event = await t.call({ method: 'GET', url: `/api/content/events/${eventId}` });
    expect(event.body.data.resultsFormId).toBe(formId);
  });

  it('give the page its title, description and canonical address in the reader’s language', async () => {
    const english = await page(`/results/${formId}`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain(
      `<link rel="canonical" href="https://parasports.example.in/results/${formId}" />`,
    );
    expect(english.body).toMatch(/<title>Results: State Para Athletics 2026 \| [^<]+<\/title>/);
    expect(english.body).toContain('<meta name="description" content="Results and medals by district.');
    const hindi = await page(`/results/${formId}`, 'hi');
    expect(hindi.body).toMatch(/<title>परिणाम: राज्य पैरा एथलेटिक्स 2026 \|/);
  });

  it('answer 404 for an unknown competition and an address that is none', async () => {
    const unknown = await page('/results/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    if (built) expect(unknown.body).toContain('Page not found');
    expect((await page('/results/not-a-competition')).statusCode).toBe(404);
    // A competition of a draft form is no competition.
    const event = await publishedEvent(t, '2027-02-01');
    const draft = await createForm(t, admin, formBody(event.id, t.clock.now(), { status: 'draft' }));
    expect((await page(`/results/${draft._id}`)).statusCode).toBe(404);
  });

  it.skipIf(!built)('hold the results and the medals in English', async () => {
    const html = (await page(`/results/${formId}`)).body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Results of State Para Athletics 2026');
    expect(html).toContain('Medals by district, most gold first');
    // Chitra won the 100 m and the long jump; Asha was second in both; Bina third in both.
    expect(html).toMatch(
      /<th scope="row">Ernakulam<\/th><td[^>]*>2<\/td><td[^>]*>2<\/td><td[^>]*>0<\/td><td[^>]*><strong>4<\/strong>/,
    );
    expect(html).toMatch(/<th scope="row">Thrissur<\/th><td[^>]*>0<\/td><td[^>]*>0<\/td><td[^>]*>2<\/td>/);
    expect(html).toContain('Women&#x27;s 100 m: results');
    expect(html).toMatch(
      /<td[^>]*>1<\/td><th scope="row">Chitra Nair<\/th><td[^>]*>12.05<span[^>]*>State record<\/span><\/td><td[^>]*>\+1.2<\/td>/,
    );
    expect(html).toContain('12.05');
    expect(html).toContain('+1.2');
    expect(html).toContain('Did not start');
    expect(html).not.toContain('Corrected on');
  });

  it.skipIf(!built)('hold them in Hindi for a Hindi reader', async () => {
    const html = (await page(`/results/${formId}`, 'hi')).body;
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('राज्य पैरा एथलेटिक्स 2026 के परिणाम');
    expect(html).toContain('पदक तालिका');
    expect(html).toContain('एर्णाकुलम');
    expect(html).toContain('महिला 100 मी: परिणाम');
    expect(html).toContain('शुरू नहीं किया');
    expect(html).not.toContain('Did not start');
  });

  it.skipIf(!built)('are listed on /results, newest first', async () => {
    const html = (await page('/results')).body;
    expect(html).toContain(`href="/results/${formId}"`);
    expect(html).toContain('State Para Athletics 2026');
  });

  it('say when a correction replaced them', async () => {
    const corrected = csv([
      'discipline,uid,bib,mark,status,rule,wind',
      `w100,${uid(0)},,12.31,,,+1.2`,
      `w100,${uid(1)},,12.80,,,+1.2`,
      `w100,${uid(2)},,,DQ,17.3.1,+1.2`,
      `w100,${uid(3)},,,DNS,,`,
      `wlj,${uid(0)},,5.10,,,`,
      `wlj,${uid(1)},,4.80,,,`,
      `wlj,${uid(2)},,5.40,,,`,
    ]);
    t.clock.advance(3_600_000);
    const version = await publishFile(corrected, { reason: 'Protest upheld: lane infringement' });
    expect(version.version).toBe(2);
    const competition = await t.call({ method: 'GET', url: `/api/results/${formId}/competition` });
    expect(competition.body.data).toMatchObject({ version: 2, correctedAt: version.publishedAt });
    if (!built) return;
    const english = (await page(`/results/${formId}`)).body;
    expect(english).toContain('Corrected on');
    expect(english).toContain('These results replace the ones published earlier.');
    expect(english).toContain('Disqualified');
    const hindi = (await page(`/results/${formId}`, 'hi')).body;
    expect(hindi).toContain('को सुधारा गया।');
    expect(hindi).toContain('अयोग्य घोषित');
  });
});
