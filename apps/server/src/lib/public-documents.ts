import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PostedForm } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { cacheRenderedPages, type RenderAllowance } from './rendered-page-cache.js';

/** What the web build's server-rendering bundle (apps/web/src/ssr/render.tsx) offers. */
interface RenderModule {
  documentPaths: readonly string[];
  appDocumentPaths?: readonly string[];
  setUpRendering(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string, language: string, posted?: PostedForm): Promise<RenderedPage>;
  renderAppShell?(pathname: string, language: string): Promise<string | null> | string | null;
  inlineScripts?(): readonly string[];
  languageCodes?: readonly string[];
  documentQueryParams?: Readonly<Record<string, readonly string[]>>;
}

export interface RenderedPage {
  status: number;
  html: string;
  location?: string;
  /** `app`: the page carries the React app, which takes it over (and may open payment checkout). */
  kind?: 'document' | 'app';
}

export interface PublicDocuments {
  /** Route paths (without the leading slash) the bundle renders, e.g. `news/:slug`. */
  paths: readonly string[];
  /** Those of `paths` that are forms the app takes over (sign-in, sign-up, password reset, contact). */
  formPaths: readonly string[];
  /**
   * The page at `url` (its page address: modules/content/page-address.ts) in `language`. With the
   * reader's `network`, a page not kept counts against that network's renders; past them, null: not
   * drawn now, and the caller sends the app, which draws the page in the browser.
   */
  render(url: string, language: string, network?: string): Promise<RenderedPage | null>;
  /**
   * A form page drawn with what was posted to it (plain-form-posts.ts): never kept; the caller has
   * counted it against the network's renders (mayRender) before the form's work was done. Absent (a
   * bundle from before plain posts): the page as it is.
   */
  renderPosted?(
    url: string,
    language: string,
    posted: PostedForm,
    network: string,
  ): Promise<RenderedPage | null>;
  /** Counts one page drawn for `network`: false past its allowance (rendered-page-cache.ts). */
  mayRender?(network: string): Promise<boolean>;
  /** The languages pages are drawn in, the first the default; absent: the reader's choice as it is. */
  languages?: readonly string[];
  /**
   * The query parameters each page (by route path) reads; any other is dropped before drawing.
   * Absent: the query is passed on as it came.
   */
  queryParams?: Readonly<Record<string, readonly string[]>>;
  /**
   * The app's document for a page of the signed-in areas, announcing the modules that page runs
   * first; null for other addresses (and from a bundle that predates it).
   */
  appShell(pathname: string, language: string): Promise<string | null>;
  /**
   * Every inline script the bundle writes into a page, read once at start: the pages' policies allow
   * these (by hash) and no others. None when absent.
   */
  inlineScripts?: readonly string[];
}

/**
 * Loads the server-rendering bundle of the public pages from the web build (dist/ssr/render.js).
 * Without it (an older or partial build) the public pages are served by the React app as before.
 * The pages' API calls are answered in-process with inject(): same routes, validation and access
 * rules as over HTTP, without a network hop.
 */
export async function loadPublicDocuments(
  app: FastifyInstance,
  webDist: string,
  renderAllowance: RenderAllowance,
): Promise<PublicDocuments | null> {
  const file = path.join(webDist, 'ssr', 'render.js');
  if (!existsSync(file)) {
    app.log.warn({ file }, 'no server rendering bundle: public pages are served by the React app');
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as RenderModule;
  module.setUpRendering(async (url, init) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  });
  return cacheRenderedPages(
    app,
    {
      paths: module.documentPaths,
      // A bundle from before the forms were drawn on the server has none.
      formPaths: module.appDocumentPaths ?? [],
      render: (url, language) => module.renderPage(url, language),
      renderPosted: (url, language, posted) => module.renderPage(url, language, posted),
      appShell: async (pathname, language) => (await module.renderAppShell?.(pathname, language)) ?? null,
      inlineScripts: module.inlineScripts?.() ?? [],
      languages: module.languageCodes ?? ['en'],
      queryParams: module.documentQueryParams ?? {},
    },
    renderAllowance,
  );
}
