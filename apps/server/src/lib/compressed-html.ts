import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type KnownScripts, setAppPagePolicy, setPublicPagePolicy } from './security-headers.js';

const NO_SCRIPTS: KnownScripts = new Set();

export interface HtmlPage {
  /** `rendered`: a public page drawn here; `rendered-app`: a page drawn for the app; `app`: index.html. */
  kind?: 'rendered' | 'rendered-app' | 'app';
  /** The inline scripts the rendering bundle writes (security-headers.ts). */
  scripts?: KnownScripts;
  /** Whether the app may open Razorpay Checkout in this document. */
  payments?: boolean;
  /** A page drawn for one visitor (a form's post): compressed for this answer only, never kept. */
  oneOff?: boolean;
}

/**
 * Sends a rendered HTML page compressed when the browser accepts it (brotli, else gzip): a page of
 * ~40 KB becomes ~8 KB on slow mobile data. Built files are pre-compressed at build time; this is for
 * pages made per request. Quality 5 keeps it around a millisecond.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  { kind = 'rendered', scripts = NO_SCRIPTS, payments = false, oneOff = false }: HtmlPage = {},
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('Vary', appendVary(reply, 'Accept-Encoding'));
  // A page rendered on the server gets its own policy (its known inline scripts by hash); the React
  // app gets the app's policy, which lets it open Razorpay Checkout where someone may pay.
  if (kind === 'rendered') setPublicPagePolicy(reply, html, scripts);
  else setAppPagePolicy(reply, html, scripts, payments);
  if (/\bbr\b/.test(accepted)) {
    const copies = oneOff ? {} : compressedCopiesOf(html);
    copies.br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(copies.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    const copies = oneOff ? {} : compressedCopiesOf(html);
    copies.gzip ??= gzipSync(html, { level: 6 });
    return reply.header('Content-Encoding', 'gzip').send(copies.gzip);
  }
  return reply.send(html);
}

function appendVary(reply: FastifyReply, field: string): string {
  const current = reply.getHeader('Vary');
  return current ? `${String(current)}, ${field}` : field;
}

/**
 * Compressed copies of recently sent pages, by their text: rendered pages are reused (see
 * rendered-page-cache.ts), and compressing one again for every visitor cost more than serving it.
 */
const recentlyCompressed = new LRUCache<string, { br?: Buffer; gzip?: Buffer }>({
  max: 256,
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (_copies, html) => Math.max(1, html.length),
});

function compressedCopiesOf(html: string): { br?: Buffer; gzip?: Buffer } {
  let copies = recentlyCompressed.get(html);
  if (!copies) {
    copies = {};
    recentlyCompressed.set(html, copies);
  }
  return copies;
}
