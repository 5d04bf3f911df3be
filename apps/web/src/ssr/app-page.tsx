import type { PostedForm } from '@para/contract';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routeTree } from '../app/route-tree';
import { i18n as appI18n } from '../lib/i18n';
import { type ServerRender, ServerRenderContext } from '../lib/server-render';
import { APP_PAGE_SOURCES, type AppAssets } from './app-assets';
import { appDocumentHtml, type DocumentAssets } from './document';
import type { RenderedPage } from './render';
import { renderWithData, startPage } from './render-support';

/**
 * The forms a visitor fills in first: drawn here with the app's own route tree and providers. They
 * post to the server without the app; the page carries the public pages' small script for its header,
 * and the app comes at the visitor's first input and takes the page over (app/main.tsx) instead of
 * drawing it again. A cheap phone on slow mobile data has a usable form at once, and runs the app's
 * quarter megabyte only when it is of use.
 */
export const appDocumentPaths = Object.keys(APP_PAGE_SOURCES);

export const isAppDocument = (url: string) =>
  appDocumentPaths.includes(new URL(url, 'http://localhost').pathname.replace(/^\/|\/$/g, ''));

const handler = createStaticHandler(routeTree);

export async function renderAppPage(
  url: string,
  language: string,
  assets: AppAssets,
  pageAssets: Pick<DocumentAssets, 'script' | 'preloads'>,
  posted?: PostedForm,
): Promise<RenderedPage> {
  const page = await startPage(handler, url, language);
  if (page.redirect) return page.redirect;
  const { lang, i18n, context, router, queryClient } = page;

  const server: ServerRender = { head: {}, ...(posted ? { posted } : {}) };
  // The same tree as app/main.tsx (its StrictMode and the phase wrapper add no markup), so the app's
  // first render matches this one node for node.
  const render = () => {
    appI18n.changeLanguage(lang);
    return renderToString(
      <Providers queryClient={queryClient} i18n={i18n}>
        <ServerRenderContext.Provider value={server}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServerRenderContext.Provider>
      </Providers>,
    );
  };
  const body = await renderWithData(queryClient, render);

  const pathname = new URL(url, 'http://localhost').pathname.replace(/^\/|\/$/g, '');
  const siteName = i18n.t('common.siteName');
  return {
    status: context.statusCode,
    kind: 'app',
    html: appDocumentHtml({
      lang,
      title: server.head.title ?? siteName,
      description: server.head.description ?? i18n.t('common.siteDescription', { defaultValue: siteName }),
      body,
      assets: assets.page(pathname, lang),
      enhance: pageAssets,
      queryState: dehydrate(queryClient),
      posted,
    }),
  };
}
