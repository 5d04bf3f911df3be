import type { FastifyRequest } from 'fastify';
import type { PublicDocuments } from '../../lib/public-documents.js';

/**
 * The address a public page is drawn (and kept) for: its route with the request's parameters, and of
 * the query only what the page reads (documentQueryParams of the rendering bundle), in a fixed
 * order. `/home?x=<random>`, `/h%6Fme` and `/home/` are all the page /home: drawn once, kept once,
 * rather than each pushing real pages out of the rendered-page cache.
 *
 * `path`: the page's own address where the route knows it better than the request (the article's
 * stored slug, the event's id as the database writes it), else the route pattern filled in.
 */
export function pageAddress(
  documents: PublicDocuments,
  pattern: string,
  request: FastifyRequest,
  path?: string,
): string {
  const params = request.params as Record<string, string | undefined>;
  const filled =
    path ??
    `/${pattern
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment,
      )
      .join('/')}`;
  const given = new URLSearchParams(request.url.split('?')[1] ?? '');
  // Pages put together without the bundle's list (tests of one page) read the query as it came.
  if (!documents.queryParams) return given.size > 0 ? `${filled}?${given}` : filled;
  const kept = new URLSearchParams();
  for (const name of documents.queryParams[pattern] ?? []) {
    // The first value, as the page's own reading (URLSearchParams.get) takes it.
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${filled}?${query}` : filled;
}

/**
 * The language a page is drawn in: the reader's choice when the bundle has it, else the first of
 * its languages (English), which is what the bundle would draw anyway; so a made-up `lang` cookie
 * is the English page, not a new one. A bundle that lists no languages gets the choice as it is.
 */
export function pageLanguage(documents: PublicDocuments, chosen: string): string {
  const languages = documents.languages ?? [];
  if (languages.length === 0 || languages.includes(chosen)) return chosen;
  return languages[0] ?? chosen;
}
