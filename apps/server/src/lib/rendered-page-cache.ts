import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { afterAdminWrite } from './admin-writes.js';
import type { PublicDocuments, RenderedPage } from './public-documents.js';

/**
 * How long a rendered page is reused at most. Content changes made through this instance clear the
 * cache at once; this bounds what nothing here sees: a change made through another instance, and news
 * whose publication date arrives (docs/decisions/0018).
 */
export const RENDERED_PAGE_MAX_AGE_MS = 60_000;
/** Memory for kept pages (a page is 20-100 KB of HTML); the least recently used go first. */
const MAX_KEPT_CHARACTERS = 16 * 1024 * 1024;

/**
 * Keeps rendered public pages for reuse: rendering one costs 30-90 ms of CPU. A page depends only on
 * its address (path and query) and the reader's language: the renderer fetches its data without the
 * reader's session, so signed-in or not, everyone gets the same page. Concurrent first requests for a
 * page share one rendering; failures are not kept.
 */
export function cacheRenderedPages(app: FastifyInstance, documents: PublicDocuments): PublicDocuments {
  const kept = new LRUCache<string, RenderedPage>({
    maxSize: MAX_KEPT_CHARACTERS,
    sizeCalculation: (page) => Math.max(1, page.html.length),
    ttl: RENDERED_PAGE_MAX_AGE_MS,
  });
  const rendering = new Map<string, Promise<RenderedPage>>();
  /** Bumped on every clear: a rendering that started before a change is handed out but not kept. */
  let generation = 0;

  afterAdminWrite(app, () => {
    generation += 1;
    kept.clear();
    rendering.clear();
  });

  return {
    ...documents,
    render(url, language) {
      // A certificate's check must say at once when issuing supersedes it (a background job, which
      // clears nothing here); a pasted record is one reader's. Neither is kept.
      if (url.startsWith('/verify/')) return documents.render(url, language);
      const key = `${language}\u0000${url}`;
      const page = kept.get(key);
      if (page) return Promise.resolve(page);
      const running = rendering.get(key);
      if (running) return running;
      const startedIn = generation;
      const render = documents.render(url, language).then((rendered) => {
        if (startedIn === generation) kept.set(key, rendered);
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
