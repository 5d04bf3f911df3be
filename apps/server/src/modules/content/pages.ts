import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PostedForm } from '@para/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml } from '../../lib/compressed-html.js';
import type { AppContext } from '../../lib/context.js';
import { addressForLog } from '../../lib/log-redaction.js';
import { networkKey } from '../../lib/network-key.js';
import { answerPlainPost, type DrawPosted, type PlainForm } from '../../lib/plain-form-posts.js';
import type { PublicDocuments } from '../../lib/public-documents.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { knownScripts } from '../../lib/security-headers.js';
import { resultsPageMeta } from '../results/public-pages.js';
import { coverUrl } from './api-shapes.js';
import { indianToday } from './calendar.js';
import { plainText } from './markdown.js';
import { pageAddress, pageLanguage } from './page-address.js';
import { findPublishedEvent, findVisibleNews } from './public.queries.js';
import { injectMeta, type PageMeta } from './seo.js';
import { readSiteContact } from './site-contact.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public pages as HTML documents: server-rendered when the web build has its rendering bundle,
 * the React app's index.html otherwise. News and event pages carry their own title, description and
 * Open Graph tags either way, and answer 404 for what is not published.
 */
export function contentPageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  documents: PublicDocuments | null,
  plainForms: readonly PlainForm[] = [],
): void {
  const base = ctx.config.publicUrl;
  const indexFile = path.join(ctx.config.webDist, 'index.html');
  const publicRoute = { config: { access: 'public' as const } };
  const scripts = knownScripts(documents?.inlineScripts ?? []);

  /** The React app's page: it renders the public pages in the browser, as before server rendering. */
  const appIndex = () => readFile(indexFile, 'utf8').catch(() => null);

  /**
   * The page of route `pattern`. `meta` null: the item does not exist (404); undefined: the page has
   * no tags of its own. `path`: the item's own address (page-address.ts). `posted`: a form page drawn
   * with what was posted to it, with the status of the API's answer.
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pattern: string,
    meta?: PageMeta | null,
    path?: string,
    posted?: PostedForm,
  ) => {
    let html: string | null = null;
    let rendered: 'rendered' | 'rendered-app' | null = null;
    let status = meta === null ? 404 : (posted?.status ?? 200);
    if (documents) {
      try {
        const language = pageLanguage(documents, readerLanguage(request));
        const address = pageAddress(documents, pattern, request, path);
        const network = networkKey(request.ip);
        const page =
          posted && documents.renderPosted
            ? await documents.renderPosted(address, language, posted, network)
            : await documents.render(address, language, network);
        // null: this network has had its share of pages drawn for now; the app draws this one in the
        // browser, which costs the server a file read.
        if (page?.location) return reply.redirect(page.location, page.status);
        if (page) {
          html = page.html;
          rendered = page.kind === 'app' ? 'rendered-app' : 'rendered';
          if (page.status !== 200 && !posted) status = page.status;
          reply.header('Vary', 'Cookie, Accept-Language');
        }
      } catch (error) {
        // A rendering fault must not cost the visitor the page: the app renders it instead.
        request.log.error(
          { err: error, url: addressForLog(request.url) },
          'server rendering failed; sending the app',
        );
      }
    }
    if (html === null) {
      html = await appIndex();
      if (html === null) return reply.status(404).type('text/plain').send('The web app is not built.');
      // An unknown or unpublished item still gets the app (it shows its not-found page), with a 404.
    }
    // A page drawn with a post holds what one visitor typed: kept by no cache.
    reply.status(status).header('Cache-Control', posted ? 'no-store' : 'no-cache');
    // The forms the app takes over lead to the athlete's pages, where the fee is paid, in this document.
    const page = { kind: rendered ?? 'app', scripts, payments: true, oneOff: posted !== undefined } as const;
    return sendHtml(request, reply, meta ? injectMeta(html, meta) : html, page);
  };

  app.get<{ Params: { slug: string } }>('/news/:slug', publicRoute, async (request, reply) => {
    const site = await readSiteContact(ctx.db);
    const row = await findVisibleNews(ctx.db, request.params.slug, indianToday(ctx.clock.now()));
    if (!row) return sendPage(request, reply, 'news/:slug', null);
    const cover = coverUrl(row);
    const path = `/news/${encodeURIComponent(row.slug)}`;
    return sendPage(
      request,
      reply,
      'news/:slug',
      {
        title: row.title,
        description: row.summary || plainText(row.body),
        url: base + path,
        type: 'article',
        siteName: site.name,
        ...(cover ? { image: base + cover } : {}),
      },
      path,
    );
  });

  app.get<{ Params: { id: string } }>('/upcoming-events/:id', publicRoute, async (request, reply) => {
    const site = await readSiteContact(ctx.db);
    const id = request.params.id;
    // Anything but a UUID is no event (and would make the database refuse the query).
    const row = UUID.test(id) ? await findPublishedEvent(ctx.db, id) : undefined;
    if (!row) return sendPage(request, reply, 'upcoming-events/:id', null);
    const when = row.startDate === row.endDate ? row.startDate : `${row.startDate} to ${row.endDate}`;
    const path = `/upcoming-events/${row.id}`;
    const meta: PageMeta = {
      title: row.title,
      description: `${when}, ${row.venue}. ${plainText(row.description, 150)}`.trim(),
      url: base + path,
      type: 'website',
      siteName: site.name,
    };
    return sendPage(request, reply, 'upcoming-events/:id', meta, path);
  });

  app.get<{ Params: { formId: string } }>('/results/:formId', publicRoute, async (request, reply) => {
    const site = await readSiteContact(ctx.db);
    const meta = await resultsPageMeta(ctx, request.params.formId, readerLanguage(request));
    const tags = meta && { ...meta, url: base + meta.url, siteName: site.name };
    return sendPage(request, reply, 'results/:formId', tags, meta?.url);
  });

  if (!documents) return;
  // The site's address leads straight to the rendered home page rather than through the app.
  app.get('/', publicRoute, async (_request, reply) => reply.redirect('/home'));
  for (const page of documents.paths) {
    if (page === 'news/:slug' || page === 'upcoming-events/:id' || page === 'results/:formId') continue;
    app.get(`/${page}`, publicRoute, (request, reply) => sendPage(request, reply, page));
  }
  app.register(async (forms) => {
    // The forms are drawn on the server and posted by the app. Without the app's script (not there
    // yet on slow data, or turned off) the browser posts them itself: the form's API route does the
    // work and the visitor gets the next page, or this one with what they typed and what was wrong.
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const drawPosted: DrawPosted = (request, reply, page, posted) =>
      sendPage(request, reply, page, undefined, undefined, posted);
    for (const page of documents.formPaths) {
      forms.post<{ Body: Buffer | null }>(`/${page}`, publicRoute, (request, reply) =>
        answerPlainPost(app, plainForms, request, reply, page, {
          draw: drawPosted,
          publicUrl: base,
          // Drawing the answer is one of the network's page renders, counted before the form's work is
          // done: past them the post is not acted on, rather than acted on and its answer lost.
          mayDraw: () => documents.mayRender?.(networkKey(request.ip)) ?? Promise.resolve(true),
        }),
      );
    }
  });
}
