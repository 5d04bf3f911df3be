import type { PostedForm } from '@para/contract';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routeTree } from '../app/route-tree';
import { i18n as appI18n } from '../lib/i18n';
import { type ServerRender, ServerRenderContext } from '../lib/server-render';
import { APP_PAGE_SOURCES, type AppAssets } from './app-assets';
import { appDocumentHtml } from './document';
import type { RenderedPage } from './render';
import { renderWithData, startPage } from './render-support';

/**
 * The forms a visitor fills in first: drawn here with the app's own route tree and providers, sent
 * with the app, which takes the page over in the browser (app/main.tsx) instead of drawing it again.
 * On a cheap phone on slow mobile data the form is there and usable while the app still loads.
 */
export const appDocumentPaths = Object.keys(APP_PAGE_SOURCES);

export const isAppDocument = (url: string) =>
  appDocumentPaths.includes(new URL(url, 'http://localhost').pathname.replace(/^\/|\/$/g, ''));

const handler = createStaticHandler(routeTree);

export async function renderAppPage(
  url: string,
  language: string,
  assets: AppAssets,
  posted?: PostedForm,
): Promise<RenderedPage> {
  const page = await startPage(handler, url, language);
  if (page.redirect) return page.redirect;
  const { lang, i18n, context, router, queryClient } = page;

  const server: ServerRender = { head: {}, ...(posted ? { posted } : {}) };
  // The same tree as app/main.tsx (its StrictMode and the phase wrapper add no markup), so the app's
  // first render matches this one node for node.
  const render = () => {
    void appI18n.changeLanguage(lang);
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
      queryState: dehydrate(queryClient),
      posted,
    }),
  };
}
