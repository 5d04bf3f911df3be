import type { FastifyRequest } from 'fastify';

const LANGUAGE_COOKIE = /(?:^|;\s*)lang=([^;]*)/;

/** The reader's language: the language switch's cookie, else the browser's first preference. */
export function readerLanguage(request: FastifyRequest): string {
  const cookie = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (cookie) {
    try {
      return decodeURIComponent(cookie);
    } catch {
      // A mangled cookie (bad %-escape) counts as no choice; the renderer falls back to English.
      return '';
    }
  }
  return (request.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
}
