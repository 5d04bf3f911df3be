import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { newsArticles, publicEvents } from '../../db/schema/content.js';
import type { AppContext } from '../../lib/context.js';
import { plainText } from './content.markdown.js';
import { coverUrl, indianToday, newsVisible, readSiteContact } from './content.service.js';

/** Public pages listed in the sitemap (the SPEC's routes plus this feature's). */
export const SITEMAP_PATHS = [
  '/home',
  '/about',
  '/district-units',
  '/upcoming-events',
  '/news',
  '/contact',
  '/faq',
  '/privacy-policy',
  '/refund-policy',
  '/terms-conditions',
  '/accessibility',
  '/register',
  '/login',
];

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
const escapeHtml = escapeXml;

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  type: 'article' | 'website';
  image?: string;
  siteName: string;
}

/**
 * The built index.html with the page's own title, description and Open Graph / Twitter tags, so that
 * link previews (WhatsApp, Facebook, X) and search engines see the article or event without running
 * the app's JavaScript.
 */
export function injectMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ].join('\n    ');
  return html
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(meta.title)} | ${escapeHtml(meta.siteName)}</title>`,
    )
    .replace(
      /<meta name="description"[^>]*>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}

export function seoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = ctx.config.publicUrl;
  const indexFile = path.join(ctx.config.webDist, 'index.html');
  const readIndex = () => readFile(indexFile, 'utf8').catch(() => null);

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /admin',
          'Disallow: /user',
          'Disallow: /account-setup',
          'Disallow: /registration',
          'Disallow: /edit-registration',
          'Disallow: /registration-payment',
          'Disallow: /uid-status',
          'Disallow: /reset-password',
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const today = indianToday(ctx.clock.now());
    const [news, events] = await Promise.all([
      ctx.db
        .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
        .from(newsArticles)
        .where(newsVisible(today))
        .orderBy(desc(newsArticles.publishedOn))
        .limit(5000),
      ctx.db
        .select({ id: publicEvents.id, updatedAt: publicEvents.updatedAt })
        .from(publicEvents)
        .where(eq(publicEvents.status, 'published'))
        .limit(5000),
    ]);
    const url = (loc: string, lastmod?: Date) =>
      `  <url><loc>${escapeXml(base + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_PATHS.map((loc) => url(loc)),
      ...news.map((row) => url(`/news/${encodeURIComponent(row.slug)}`, row.updatedAt)),
      ...events.map((row) => url(`/upcoming-events/${row.id}`, row.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(body);
  });

  const sendPage = async (reply: FastifyReply, meta: PageMeta | null) => {
    const html = await readIndex();
    if (html === null) return reply.status(404).type('text/plain').send('The web app is not built.');
    // An unknown or unpublished item still gets the app (it shows its not-found page), with a 404.
    return reply
      .status(meta ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(meta ? injectMeta(html, meta) : html);
  };

  app.get<{ Params: { slug: string } }>(
    '/news/:slug',
    { config: { access: 'public' } },
    async (request, reply) => {
      const site = await readSiteContact(ctx.db);
      const [row] = await ctx.db
        .select()
        .from(newsArticles)
        .where(and(eq(newsArticles.slug, request.params.slug), newsVisible(indianToday(ctx.clock.now()))));
      if (!row) return sendPage(reply, null);
      const cover = coverUrl(row);
      return sendPage(reply, {
        title: row.title,
        description: row.summary || plainText(row.body),
        url: `${base}/news/${encodeURIComponent(row.slug)}`,
        type: 'article',
        siteName: site.name,
        ...(cover ? { image: base + cover } : {}),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/upcoming-events/:id',
    { config: { access: 'public' } },
    async (request, reply) => {
      const site = await readSiteContact(ctx.db);
      const id = request.params.id;
      const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
      const [row] = valid
        ? await ctx.db
            .select()
            .from(publicEvents)
            .where(and(eq(publicEvents.id, id), eq(publicEvents.status, 'published')))
        : [];
      if (!row) return sendPage(reply, null);
      const when = row.startDate === row.endDate ? row.startDate : `${row.startDate} to ${row.endDate}`;
      return sendPage(reply, {
        title: row.title,
        description: `${when}, ${row.venue}. ${plainText(row.description, 150)}`.trim(),
        url: `${base}/upcoming-events/${row.id}`,
        type: 'website',
        siteName: site.name,
      });
    },
  );
}
