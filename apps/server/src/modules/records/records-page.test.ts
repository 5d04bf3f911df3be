import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import type { RenderedPage } from '../../lib/public-documents.js';
import { contentPageRoutes } from '../content/pages.js';
import { closedCompetition, csv, publish, upload } from '../results/test-support.js';

// The public records page as the server draws it (decision 6): each class's record now, and a
// discipline's history (a filter of the same page), in English and Hindi, without JavaScript. Needs
// the web build's rendering bundle (`npm run build`); skipped without it.

const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');
const BUNDLE = path.join(WEB_DIST, 'ssr', 'render.js');
const built = existsSync(BUNDLE);

interface RenderModule {
  documentPaths: readonly string[];
  setUpRendering(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string, language: string): Promise<RenderedPage>;
}

let t: TestContext;
let pages: FastifyInstance;

async function publishLines(competition: Awaited<ReturnType<typeof closedCompetition>>, lines: string[]) {
  const uploaded = await upload(t, competition.admin, competition.formId, csv(lines));
  const published = await publish(t, competition.admin, uploaded.body.data.importId, {
    acknowledgeWarnings: true,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

beforeAll(async () => {
  if (!built) return;
  t = await createTestContext({ WEB_DIST });
  const first = await closedCompetition(t, 2, { names: ['Asha Menon', 'Bina Thomas'] });
  const second = await closedCompetition(t, 1, { names: ['Chitra Nair'] });
  const [a, b] = first.athletes.map((athlete) => athlete.uid);
  await publishLines(first, ['discipline,uid,mark,wind', `w100,${a},12.50,+1.0`, `w100,${b},12.70,+0.4`]);
  t.clock.advance(3_600_000);
  await publishLines(second, ['discipline,uid,mark,wind', `w100,${second.athletes[0]?.uid},12.31,+1.8`]);

  const module = (await import(pathToFileURL(BUNDLE).href)) as RenderModule;
  module.setUpRendering(async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  });
  pages = Fastify();
  contentPageRoutes(pages, t.ctx, {
    paths: module.documentPaths,
    formPaths: [],
    appShell: async () => null,
    render: module.renderPage,
  });
  await pages.ready();
});
afterAll(async () => {
  await pages?.close();
  await t?.close();
});

const page = (url: string, lang: string) => pages.inject({ url, headers: { cookie: `lang=${lang}` } });

describe.skipIf(!built)('the records page', () => {
  it('shows the record of each class now, and leads to its history', async () => {
    const response = await page('/records', 'en');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<title>State records · [^<]+<\/title>/);
    expect(html).toContain('Women&#x27;s 100 m: state records by class');
    expect(html).toMatch(/<td[^>]*>T44<\/td><td[^>]*>12.31<\/td><th scope="row">Chitra Nair<\/th>/);
    expect(html).not.toContain('Asha Menon');
    expect(html).toContain('href="/records?sport=athletics&amp;discipline=w100"');
  });

  it('shows a discipline’s history without a script: every record set, oldest first', async () => {
    const html = (await page('/records?sport=athletics&discipline=w100', 'en')).body;
    expect(html).toMatch(/<title>State records: Women's 100 m · [^<]+<\/title>/);
    expect(html).toContain('Women&#x27;s 100 m, T44: record history');
    expect(html).toMatch(
      /12.50<\/td><th scope="row">Asha Menon<\/th>[\s\S]*12.31<span[^>]*>Current<\/span><\/td><th scope="row">Chitra Nair/,
    );
    expect(html).not.toContain('Bina Thomas');
    const none = (await page('/records?sport=athletics&discipline=w800', 'en')).body;
    expect(none).toContain('This discipline has no state records.');
  });

  it('is in Hindi for a Hindi reader', async () => {
    const html = (await page('/records', 'hi')).body;
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('राज्य रिकॉर्ड');
    expect(html).toContain('महिला 100 मी: वर्गवार राज्य रिकॉर्ड');
    expect(html).toContain('महिला 100 मी के रिकॉर्ड का इतिहास');
    const history = (await page('/records?sport=athletics&discipline=w100', 'hi')).body;
    expect(history).toContain('महिला 100 मी, T44: रिकॉर्ड का इतिहास');
  });
});
