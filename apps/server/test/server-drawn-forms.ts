import type { PostedForm } from '@para/contract';
import type { PublicDocuments } from '../src/lib/public-documents.js';

/**
 * The forms the server draws and the app takes over (the web build's APP_PAGE_SOURCES): the server
 * tests run without a web build, so they list them here.
 */
/** Where a stand-in page carries the post it was drawn with. */
export const POSTED_JSON_ID = 'posted-form';

/** The post a page drawn by the stand-in carries, or null. */
export function postedIn(html: string): PostedForm | null {
  const match = new RegExp(`<script type="application/json" id="${POSTED_JSON_ID}">(.*?)</script>`).exec(
    html,
  );
  return match?.[1] ? (JSON.parse(match[1]) as PostedForm) : null;
}

export const SERVER_DRAWN_FORMS = ['login', 'register', 'reset-password', 'contact'] as const;

/**
 * A stand-in for the web build's page renderer: the server's routes for the drawn pages and forms run
 * for real (behind the app's parsers and hooks); only the drawing is replaced.
 */
export function standInDocuments(): PublicDocuments {
  return {
    paths: ['home', ...SERVER_DRAWN_FORMS],
    formPaths: SERVER_DRAWN_FORMS,
    appShell: async () => null,
    async render(url, language) {
      return {
        status: 200,
        kind: SERVER_DRAWN_FORMS.some((form) => url.startsWith(`/${form}`)) ? 'app' : 'document',
        html: `<!doctype html><html lang="${language || 'en'}"><head><title>Page</title></head><body>${url}</body></html>`,
      };
    },
    // A page drawn with a plain form's post carries it as the web build writes it: as JSON in the page.
    async renderPosted(url, language, posted) {
      return {
        status: 200,
        kind: 'app',
        html: `<!doctype html><html lang="${language || 'en'}"><head><title>Page</title></head><body>${url}<script type="application/json" id="${POSTED_JSON_ID}">${JSON.stringify(posted).replace(/</g, '\\u003c')}</script></body></html>`,
      };
    },
  };
}
