import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { indianToday } from './calendar.js';
import { listSitemapEntries } from './public.queries.js';

/** The public pages every visitor can open, listed in the sitemap before the articles and events. */
const SITEMAP_PATHS = [
  '/home',
  '/about',
  '/district-units',
  '/upcoming-events',
  '/news',
  '/results',
  '/records',
  '/contact',
  '/faq',
  '/privacy-policy',
  '/refund-policy',
  '/terms-conditions',
  '/accessibility',
  '/register',
  '/login',
];

/** Text made safe inside XML and HTML, in content and in attribute values alike. */
const escapeMarkup = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

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
    `<meta property="og:site_name" content="${escapeMarkup(meta.siteName)}" />`,
    `<meta property="og:title" content="${escapeMarkup(meta.title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(meta.description)}" />`,
    `<meta property="og:url" content="${escapeMarkup(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeMarkup(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeMarkup(meta.url)}" />`,
  ].join('\n    ');
  // Replaced by functions: a replacement string would read `$&`, `$'` or `` $` `` in an
  // administrator's title as "the matched text" and the like, and paste parts of the page in.
  const title = `<title>${escapeMarkup(meta.title)} | ${escapeMarkup(meta.siteName)}</title>`;
  const description = `<meta name="description" content="${escapeMarkup(meta.description)}" />`;
  return html
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/<meta name="description"[^>]*>/, () => description)
    .replace('</head>', () => `    ${tags}\n  </head>`);
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
          // The trailing slash keeps the public /district-units page crawlable.
          'Disallow: /district/',
          'Disallow: /take-over',
          'Disallow: /account-setup',
          // Sign-in, sign-up and password reset stay crawlable: people search for them by name. So do
          // the athlete's own pages (/user/…, /registration, /uid-status …): someone who searches for
          // "registration" and lands there is sent to sign in and then back to the page, and the
          // document holds nothing of anyone's (the session is a header the app sends, not a cookie).
          // Those pages answer `X-Robots-Tag: noindex` (lib/app-pages.ts): crawled, never listed.
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const { news, events } = await listSitemapEntries(ctx.db, indianToday(ctx.clock.now()));
    const url = (loc: string, lastmod?: Date) =>
      `  <url><loc>${escapeMarkup(base + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
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
