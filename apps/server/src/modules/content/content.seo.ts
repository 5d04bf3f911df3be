import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsArticles, publicEvents } from '../../db/schema/content.js';
import type { AppContext } from '../../lib/context.js';
import { indianToday, newsVisible } from './content.service.js';

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
}
