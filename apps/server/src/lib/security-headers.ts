import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Razorpay Checkout: its script, the iframe it opens, and the calls that iframe's page makes. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

type Directives = Record<string, string[]>;

/**
 * The React app (index.html, every signed-in page): no inline script of its own; Mantine writes
 * <style> elements and style attributes, so styles allow inline; uploaded files are shown from blob:
 * URLs (PDFs in an <object>). Without the payment gateway: this is also every other document's policy.
 */
const appDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The app where someone may pay (the athlete's and the district secretary's areas, pay links, and
 * the sign-in forms that lead there; a page of the app moves to another in the same document):
 * Razorpay Checkout's script, its window and the calls that window makes. Not the administrators'
 * area, where no one pays and a script from another origin could read the session's token.
 */
const withPayments = (directives: Directives): Directives => ({
  ...directives,
  'script-src': [...(directives['script-src'] ?? []), ...RAZORPAY.script],
  'connect-src': [...(directives['connect-src'] ?? []), ...RAZORPAY.connect],
  'frame-src': [...(directives['frame-src'] ?? []), ...RAZORPAY.frame],
});

/** Pages of the administrators' area, which run in a document of their own (app/router.tsx). */
export const isAdminPage = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

/** Server-rendered public pages: no payments there; the known inline scripts are allowed by hash. */
const publicPageDirectives = (scriptHashes: string[]): Directives => ({
  ...appDirectives,
  'script-src': ["'self'", ...scriptHashes],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
});

/** JSON answers are never documents: nothing may load from them or frame them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** The API docs page (Swagger UI) brings its own scripts and styles from this server. */
const DOCS_PREFIX = '/api/docs';

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** Inline scripts that run: not those with a src, nor data blocks (`type="application/json"`). */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi;

/** A script's CSP source expression: its SHA-256 hash. */
const hashSource = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** The hashes of the inline scripts the server's own templates write: the only ones a page may run. */
export type KnownScripts = ReadonlySet<string>;

/**
 * Hashes the inline scripts the rendering bundle says it writes (its `inlineScripts()`), once, when
 * the server starts. A page's policy is made from these, never from what the page being sent holds:
 * a script injected into a page (through content) would otherwise be hashed and allowed with it.
 */
export const knownScripts = (bodies: readonly string[]): KnownScripts => new Set(bodies.map(hashSource));

/**
 * The known scripts this page carries, as CSP source expressions (listing only those keeps the header
 * short); an inline script of the page that is not known gets nothing, so the browser refuses it.
 */
export const allowedInlineScripts = (html: string, known: KnownScripts) => [
  ...new Set(
    [...html.matchAll(INLINE_SCRIPT)]
      .map((match) => match[1] ?? '')
      .filter((body) => body.trim() !== '')
      .map(hashSource)
      .filter((hash) => known.has(hash)),
  ),
];

/** For a page rendered on the server: its own policy, naming its known inline scripts by hash. */
export function setPublicPagePolicy(reply: FastifyReply, html: string, known: KnownScripts): void {
  reply.header('Content-Security-Policy', serialise(publicPageDirectives(allowedInlineScripts(html, known))));
}

/**
 * For the React app's document (index.html, or a page the server drew for it): the app's policy, with
 * Razorpay Checkout where someone may pay, plus its known inline scripts by hash.
 */
export function setAppPagePolicy(
  reply: FastifyReply,
  html: string,
  known: KnownScripts,
  payments: boolean,
): void {
  const directives = payments ? withPayments(appDirectives) : appDirectives;
  const scripts = [...(directives['script-src'] ?? []), ...allowedInlineScripts(html, known)];
  reply.header('Content-Security-Policy', serialise({ ...directives, 'script-src': scripts }));
}

/**
 * Headers that only mean something on a document (or a worker's script, and the app starts no
 * workers): what the page may load and run, framing, the opener, DNS prefetching, IE's download
 * prompt, Flash's and Acrobat's cross-domain files, the old XSS filter; and the revalidation pair,
 * which a file cached as immutable never uses.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
];

/**
 * For a built script, stylesheet or font (hashed, cached for good): without the document-only
 * headers. A signed-in page loads 100-odd such files, and each carried some 700 bytes of them
 * (nginx sends a response's headers whole over HTTP/2): as many bytes as 40 KB of the app's code on
 * slow mobile data (docs/decisions/0030). Kept: the type, nosniff, the resource and referrer policies
 * (a stylesheet's fonts and images follow its referrer policy) and HSTS.
 */
export function trimAssetHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/**
 * Security headers on every response (helmet): CSP, frame-ancestors and X-Frame-Options against
 * clickjacking, nosniff, a strict Referrer-Policy; HSTS only on requests that came over HTTPS
 * (directly or through a trusted proxy), since it means nothing over plain HTTP and would pin
 * localhost to HTTPS for a developer.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Razorpay's checkout window talks to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Documents and photos are fetched by the app itself; nothing cross-origin embeds them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path) && !path.startsWith(DOCS_PREFIX)) {
      reply.header('Content-Security-Policy', API_POLICY);
    }
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
  // An API answer is someone's data, or changes at any moment: no browser, proxy or CDN keeps it,
  // unless its route chose to be kept (a news cover, a profile photo, a document's page preview).
  // An error is never kept, whatever the route had set before it failed.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(pathOf(request.url)) && (reply.statusCode >= 400 || !reply.hasHeader('cache-control'))) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}

const pathOf = (url: string) => url.split('?')[0] ?? '';
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
