import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPrivatePagePattern, webPagePattern } from '@para/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idCards } from '../db/schema/registration.js';
import { sendHtml } from './compressed-html.js';
import type { AppContext } from './context.js';
import type { PublicDocuments } from './public-documents.js';
import { readerLanguage } from './reader-language.js';
import { isAdminPage, knownScripts } from './security-headers.js';

/** The address a page's layout is drawn for: its pattern, each id the same stand-in. */
const shellAddress = (pattern: string) => `/${pattern.replaceAll(/:[A-Za-z]+/g, '_')}`;

/** Card codes are 24 base64url characters (review.ts); anything far off that is not looked up. */
const VERIFY_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The web app's pages that are not server-rendered. The browser router draws them, but the status
 * code is the server's: a page that does not exist answers 404 (with the app, which shows its
 * not-found page), so search engines and uptime monitors do not take it for a page.
 */
export function appPages(app: FastifyInstance, ctx: AppContext, documents: PublicDocuments | null) {
  const indexFile = path.join(ctx.config.webDist, 'index.html');
  const scripts = knownScripts(documents?.inlineScripts ?? []);

  const sendApp = async (request: FastifyRequest, reply: FastifyReply, pattern: string | null) => {
    const status = pattern === null ? 404 : 200;
    // A signed-in page announces its own modules (its layout, the page, the texts) with the document.
    // It also carries the signed-in layout, drawn here, and a small inline script (allowed by its hash).
    // The layout is the same at every address of one page, whatever its ids (the nav marks no id), so
    // it is drawn (and kept) once per page and language, not once per address anyone makes up.
    const shell =
      pattern === null ? null : await documents?.appShell(shellAddress(pattern), readerLanguage(request));
    const html = shell ?? (await readFile(indexFile, 'utf8'));
    reply.status(status).header('Cache-Control', 'no-cache');
    // The layout depends on the reader's language, chosen by the cookie or the browser's preference.
    if (shell) reply.header('Vary', 'Cookie, Accept-Language');
    // Someone's own pages are never listed by a search engine, though robots.txt lets one in to the
    // athlete's (a disallowed page is never fetched, so its noindex would never be read).
    if (pattern !== null && isPrivatePagePattern(pattern)) reply.header('X-Robots-Tag', 'noindex');
    const payments = !isAdminPage(request.url.split('?')[0] ?? '');
    return sendHtml(request, reply, html, { kind: shell ? 'rendered-app' : 'app', scripts, payments });
  };

  // The identity card's QR code leads here: a code no card carries is a missing page.
  app.get<{ Params: { code: string } }>(
    '/verify/:code',
    { config: { access: 'public' } },
    async (request, reply) => {
      const code = request.params.code;
      const [card] = VERIFY_CODE.test(code)
        ? await ctx.db.select({ userId: idCards.userId }).from(idCards).where(eq(idCards.verifyCode, code))
        : [];
      return sendApp(request, reply, card ? 'verify/:code' : null);
    },
  );

  /** For the not-found handler: GET or HEAD of an address that is not a file or a server route. */
  return (request: FastifyRequest, reply: FastifyReply) => {
    return sendApp(request, reply, webPagePattern(request.url.split('?')[0] ?? ''));
  };
}
