import { competitionRoutes, paymentRoutes, registrationRoutes } from '@para/contract';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { AppShellMarkup } from '../components/app/AppShellMarkup';
import { type AppArea, appAreas, areaOf } from '../components/app/nav-items';
import { type EarlyRequestSpec, earlyRequestsScript } from '../lib/early-requests';
import { i18n as appI18n, isLanguage } from '../lib/i18n';
import { SESSION_KEY } from '../lib/session-key';
import type { AppAssets } from './app-assets';
import { appShellHtml } from './app-shell';
import { appLoaderScript, bootScript } from './document';
import { drawnPage, drawnPageScripts } from './drawn-pages';
import { i18nByLanguage, pageQueryClient } from './render-support';

/** A router for the layout, whatever the address below it, with the page if the server draws it. */
const handlerFor = (area: AppArea, page?: ReactNode) =>
  createStaticHandler([{ path: '*', element: <AppShellMarkup area={area}>{page}</AppShellMarkup> }]);
/** Most pages are the app's to draw: the same router for every address of a layout. */
const handlers = new Map(appAreas.map((area) => [area, handlerFor(area)]));

/**
 * Before the first paint, besides the reader's display settings: a visitor who is not signed in is
 * sent on to the sign-in page by the app, so the signed-in frame is not shown to them meanwhile.
 */
const noSessionScript = `(function(){try{if(!localStorage.getItem(${JSON.stringify(SESSION_KEY)}))document.documentElement.dataset.noSession='';}catch(e){}})();`;
const hideWithoutSession = '<style>html[data-no-session] [data-app-shell]{visibility:hidden}</style>';

const requestOf = (route: { method: string; path: string }): EarlyRequestSpec => {
  if (route.method !== 'GET' && route.method !== 'POST')
    throw new Error(`Not a request to start early: ${route.path}`);
  return { method: route.method, url: route.path };
};

/**
 * The API requests a page's first render waits for, by address: started by the document itself, so
 * they travel beside the app's modules instead of after them (lib/early-requests.ts).
 */
const EARLY_REQUESTS: [RegExp, EarlyRequestSpec[]][] = [
  [
    /^\/(registration|edit-registration)\/?$/,
    [
      requestOf(registrationRoutes.registrationOptions),
      requestOf(registrationRoutes.getUserRegistrationData),
    ],
  ],
  // The fee's order is created on the first visit and reused after, so the document may ask for it.
  [
    /^\/registration-payment\/?$/,
    [
      requestOf(paymentRoutes.createRegistrationPaymentOrder),
      requestOf(registrationRoutes.getUserRegistrationData),
    ],
  ],
  [
    /^\/user\/events-list\/?$/,
    [requestOf(competitionRoutes.openEntryForms), requestOf(competitionRoutes.competitionProfile)],
  ],
];

/** The document's first script: display settings and language, the session check, the early requests. */
const headScript = (lang: string, early: EarlyRequestSpec[] | undefined) =>
  `${bootScript(lang)}${noSessionScript}${early ? earlyRequestsScript(SESSION_KEY, early) : ''}`;

/**
 * Every inline script a signed-in page's document can carry in `lang`, computed once when the server
 * starts: the server's policy allows these by hash and no others, so a script that found its way into
 * a page some other way does not run.
 */
export function signedInScripts(assets: AppAssets, lang: string): string[] {
  const heads = [undefined, ...EARLY_REQUESTS.map(([, urls]) => urls)].map((early) =>
    headScript(lang, early),
  );
  const loaders = assets
    .signedInVariants(lang)
    .map((preloads) => appLoaderScript({ script: assets.entry, preloads }));
  return [...heads, ...loaders, ...drawnPageScripts()];
}

/** Drawn documents by language and address (the nav marks the current page); a few hundred at most. */
const drawn = new Map<string, string>();
const MAX_DRAWN = 300;

/**
 * The document of a signed-in page: index.html with the page's modules announced and the signed-in
 * layout drawn in (AppShellMarkup). The same for everyone at that address: nothing in it depends on
 * who is signed in, which the server does not know.
 */
export async function signedInDocument(
  indexHtml: string,
  assets: AppAssets,
  pathname: string,
  language: string,
): Promise<string | null> {
  const lang = isLanguage(language) ? language : 'en';
  const preloads = assets.signedIn(pathname, lang);
  if (!preloads) return null;
  const key = `${lang} ${pathname}`;
  const known = drawn.get(key);
  if (known) return known;

  const i18n = i18nByLanguage.get(lang);
  const page = drawnPage(pathname, (key) => i18n?.t(key) ?? key);
  const handler = page ? handlerFor(areaOf(pathname), page.element) : handlers.get(areaOf(pathname));
  if (!handler) return null;
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Date formats read the app-wide language; rendering is synchronous, so this holds for this page.
  appI18n.changeLanguage(lang);
  const render = () =>
    renderToString(
      <Providers queryClient={pageQueryClient()} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
  const body = page ? `${page.draw(render)}<script>${page.script}</script>` : render();
  const early = EARLY_REQUESTS.find(([pattern]) => pattern.test(pathname))?.[1];
  const html = appShellHtml(indexHtml, {
    lang,
    preloads,
    styles: assets.signedInStyles(pathname),
    body: `${hideWithoutSession}${body}`,
    headScript: headScript(lang, early),
    loaderScript: appLoaderScript({ script: assets.entry, preloads }),
  });
  if (drawn.size >= MAX_DRAWN) drawn.clear();
  drawn.set(key, html);
  return html;
}
