import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { afterAdminWrite } from './admin-writes.js';
import { AppError } from './errors.js';
import type { PublicDocuments, RenderedPage } from './public-documents.js';
import type { RateLimiter } from './rate-limit.js';

/**
 * How long a rendered page is reused at most. Content changes made through this instance clear the
 * cache at once; this bounds what nothing here sees: a change made through another instance, and news
 * whose publication date arrives (docs/decisions/0018).
 */
export const RENDERED_PAGE_MAX_AGE_MS = 60_000;
/** Memory for kept pages (a page is 20-100 KB of HTML); the least recently used go first. */
const MAX_KEPT_CHARACTERS = 16 * 1024 * 1024;
/**
 * Memory for the other pages: not found, or at an address with a query (a search, a page of a list,
 * a sign-up's code step). Their addresses have no end, so they are kept apart, where a flood of
 * made-up ones pushes out only each other, never the site's pages (docs/decisions/0037).
 */
const MAX_KEPT_OTHER_CHARACTERS = 2 * 1024 * 1024;

/** Whether `network` may have one more page drawn for it now (a page that is not kept costs 30-90 ms). */
export type RenderAllowance = (network: string) => Promise<boolean>;

/**
 * `perMinute` pages drawn a minute per network, counted in the database like every other limit.
 * Random addresses, languages and made-up items each cost a rendering; 30-60 of them a second fill
 * two cores, so no one network may ask for more than this, whatever else the cache does.
 */
export const renderAllowance =
  (limiter: RateLimiter, perMinute: number): RenderAllowance =>
  async (network) => {
    try {
      await limiter.consume(`page-render:${network}`, { max: perMinute, windowMs: 60_000, message: '' });
      return true;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) return false;
      throw error;
    }
  };

/**
 * Keeps rendered public pages for reuse: rendering one costs 30-90 ms of CPU. A page depends only on
 * its address (path and the query parameters it reads: modules/content/page-address.ts) and the
 * reader's language (one the bundle draws): the renderer fetches its data without the reader's session,
 * so signed-in or not, everyone gets the same page. Concurrent first requests for a page share one
 * rendering; failures are not kept. Each page drawn rather than found counts against the reader's
 * network (`allowance`); past its allowance the caller sends the app instead, which costs nothing here.
 */
export function cacheRenderedPages(
  app: FastifyInstance,
  documents: PublicDocuments,
  allowance: RenderAllowance,
): PublicDocuments {
  const cache = (maxSize: number) =>
    new LRUCache<string, RenderedPage>({
      maxSize,
      sizeCalculation: (page) => Math.max(1, page.html.length),
      ttl: RENDERED_PAGE_MAX_AGE_MS,
    });
  const sitePages = cache(MAX_KEPT_CHARACTERS);
  const otherPages = cache(MAX_KEPT_OTHER_CHARACTERS);
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  /** Bumped on every clear: a rendering that started before a change is handed out but not kept. */
  let generation = 0;

  afterAdminWrite(app, () => {
    generation += 1;
    sitePages.clear();
    otherPages.clear();
    rendering.clear();
  });

  const allowed = async (network: string | undefined) => network === undefined || (await allowance(network));
  const kept = (key: string) => sitePages.get(key) ?? otherPages.get(key) ?? rendering.get(key);

  return {
    ...documents,
    renderPosted(url, language, posted, network) {
      return documents.renderPosted
        ? documents.renderPosted(url, language, posted, network)
        : documents.render(url, language);
    },
    mayRender: (network) => allowed(network),
    async render(url, language, network) {
      // A certificate's check must say at once when issuing supersedes it (a background job, which
      // clears nothing here); a pasted record is one reader's. Neither is kept.
      if (url.startsWith('/verify/'))
        return (await allowed(network)) ? documents.render(url, language) : null;
      const key = `${language}\u0000${url}`;
      const found = kept(key);
      if (found) return found;
      if (!(await allowed(network))) return null;
      // While the allowance was counted, another request may have started or finished this page.
      const meanwhile = kept(key);
      if (meanwhile) return meanwhile;
      const startedIn = generation;
      const render = documents.render(url, language).then((rendered) => {
        if (rendered && startedIn === generation) {
          const sitePage = rendered.status === 200 && !rendered.location && !url.includes('?');
          (sitePage ? sitePages : otherPages).set(key, rendered);
        }
        return rendered;
      });
      const forget = () => {
        if (rendering.get(key) === render) rendering.delete(key);
      };
      render.then(forget, forget);
      rendering.set(key, render);
      return render;
    },
  };
}
