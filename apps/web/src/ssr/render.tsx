import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import type { PostedForm } from '@para/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, type RouteObject, StaticRouterProvider } from 'react-router';
import { publicPages } from '../app/route-tree';
import { AboutDialog } from '../components/public/AboutDialog';
import { PublicLayout } from '../components/public/PublicLayout';
import { type ApiTransport, setApiTransport } from '../lib/api';
import { i18n as appI18n, languages } from '../lib/i18n';
import { type ServerRender, ServerRenderContext } from '../lib/server-render';
import { theme } from '../lib/theme';
import { TranslatorProvider } from '../lib/translation';
import { type AppAssets, readAppAssets } from './app-assets';
import { appDocumentPaths, isAppDocument, renderAppPage } from './app-page';
import {
  appHeadScript,
  appLoaderScript,
  bootScript,
  type DocumentAssets,
  documentHtml,
  readAssets,
} from './document';
import { DEFERRED_STYLES_SCRIPT } from './page-styles';
import { renderWithData, startPage } from './render-support';
import { signedInDocument, signedInScripts } from './signed-in-shell';

/**
 * Server rendering of the public content pages (docs/decisions/0006). The server calls renderPage for
 * a visitor's first request; the browser gets finished HTML and a small enhancement script instead of
 * the React app, so the page appears and works at once on a cheap phone on slow mobile data.
 */

/** Content pages: sent with the enhancement script instead of the React app. */
const contentPaths = [
  'home',
  'about',
  'district-units',
  'upcoming-events',
  'upcoming-events/:id',
  'news',
  'news/:slug',
  'faq',
  'privacy-policy',
  'refund-policy',
  'terms-conditions',
  'coming-soon',
  'accessibility',
  'results',
  'results/:formId',
  'verify/certificate',
  'verify/certificate/:number',
  'records',
  'verify/accreditation/:token',
  'national-teams/:id',
] as const;

/**
 * Public pages served as documents: the content pages, and the forms a visitor fills in first (sent
 * with the app, which takes them over). The signed-in areas are the app alone.
 */
export const documentPaths = [...contentPaths, ...appDocumentPaths];
export { appDocumentPaths };

/**
 * The query parameters each document reads (`useSearchParams`); the server drops every other one
 * before a page is drawn and kept, so `/home?x=<anything>` is the page /home, drawn once. A page
 * that starts reading a parameter names it here, or never sees it on the server.
 */
export const documentQueryParams: Partial<Record<(typeof documentPaths)[number], readonly string[]>> = {
  news: ['page'],
  records: ['sport', 'discipline'],
  'verify/certificate': ['token'],
  'verify/certificate/:number': ['token'],
  register: ['step', 'email'],
  // Where the contact form, posted without the app's script, leads once sent.
  contact: ['sent'],
  // Where the password reset leads once the new password is set.
  login: ['password'],
};

/** The languages pages are drawn in; the server draws any other choice as the first (English). */
export const languageCodes = languages.map((language) => language.code);

const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: publicPages.filter((route) => (contentPaths as readonly string[]).includes(route.path ?? '')),
  },
];
const handler = createStaticHandler(routes);

let assets: DocumentAssets | null = null;
let appAssets: AppAssets | null = null;
let indexHtml: string | null = null;

/** Once, at server start: how API calls reach the server, and where the client build is. */
export function setUpRendering(
  transport: ApiTransport,
  manifest = new URL('../.vite/manifest.json', import.meta.url),
): void {
  setApiTransport(transport);
  assets = readAssets(manifest);
  appAssets = readAppAssets(manifest);
  // The client build's index.html sits beside .vite/; a build without it serves its own index.html.
  try {
    indexHtml = readFileSync(new URL('../index.html', manifest), 'utf8');
  } catch {
    indexHtml = null;
  }
}

/**
 * Every inline script this bundle can put into a page, in every language: the server hashes them
 * once at start and its policy allows these and nothing else, so a script that reached a page by
 * another way (through content, say) does not run. Each template's scripts are listed by the module
 * that writes them.
 */
export function inlineScripts(): string[] {
  if (!appAssets) throw new Error('setUpRendering was not called');
  const app = appAssets;
  return [
    ...new Set(
      languages.flatMap(({ code }) => [
        DEFERRED_STYLES_SCRIPT,
        bootScript(code),
        appHeadScript(code),
        ...appDocumentPaths.map((page) => appLoaderScript(app.page(page, code), 'first-input')),
        ...signedInScripts(app, code),
      ]),
    ),
  ];
}

/**
 * The app's document for a page of the signed-in areas, with that page's modules announced and the
 * signed-in layout drawn in; null for any other address.
 */
export async function renderAppShell(pathname: string, language: string): Promise<string | null> {
  if (!appAssets) throw new Error('setUpRendering was not called');
  if (!indexHtml) return null;
  return signedInDocument(indexHtml, appAssets, pathname, language);
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Set when the page is a redirect. */
  location?: string;
  /** `app`: the page carries the React app, which takes it over (and may open the payment checkout). */
  kind?: 'document' | 'app';
}

/**
 * Renders one public page. Pages ask for their data with useQuery as in the browser; each pass
 * fetches what the previous one asked for (in-process), until a pass asks for nothing new.
 */
export async function renderPage(url: string, language: string, posted?: PostedForm): Promise<RenderedPage> {
  if (!assets || !appAssets) throw new Error('setUpRendering was not called');
  if (isAppDocument(url)) return renderAppPage(url, language, appAssets, assets, posted);
  const page = await startPage(handler, url, language);
  if (page.redirect) return page.redirect;
  const { lang, i18n, context, router, queryClient } = page;

  const server: ServerRender = { head: {} };
  const render = () => {
    // Date and number formats read the app-wide language; rendering is synchronous, so setting it
    // here holds for exactly this page.
    appI18n.changeLanguage(lang);
    return renderToString(
      <TranslatorProvider translator={i18n}>
        <QueryClientProvider client={queryClient}>
          {/* The variables are in the app's stylesheet, as in the browser (build/theme-variables.ts). */}
          <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
            <ServerRenderContext.Provider value={server}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
              <AboutDialog />
            </ServerRenderContext.Provider>
          </MantineProvider>
        </QueryClientProvider>
      </TranslatorProvider>,
    );
  };

  const body = await renderWithData(queryClient, render);

  const siteName = i18n.t('common.siteName');
  return {
    status: context.statusCode,
    html: documentHtml({
      lang,
      title: server.head.title ?? siteName,
      description: server.head.description ?? i18n.t('common.siteDescription', { defaultValue: siteName }),
      body,
      assets,
      routePath: context.matches.at(-1)?.route.path,
    }),
  };
}
