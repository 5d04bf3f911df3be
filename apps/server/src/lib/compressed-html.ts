import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setPublicPagePolicy } from './security-headers.js';

/**
 * Sends a rendered HTML page compressed when the browser accepts it (brotli, else gzip): a page of
 * ~40 KB becomes ~8 KB on slow mobile data. Built files are pre-compressed at build time; this is for
 * pages made per request. Quality 5 keeps it around a millisecond.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8').header('Vary', appendVary(reply, 'Accept-Encoding'));
  setPublicPagePolicy(reply, html);
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}

function appendVary(reply: FastifyReply, field: string): string {
  const current = reply.getHeader('Vary');
  return current ? `${String(current)}, ${field}` : field;
}
