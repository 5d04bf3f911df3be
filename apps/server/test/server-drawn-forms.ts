import type { PublicDocuments } from '../src/lib/public-documents.js';

/**
 * The forms the server draws and the app takes over (the web build's APP_PAGE_SOURCES): the server
 * tests run without a web build, so they list them here.
 */
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
  };
}
