/** What both server renderers share: translations, the start of a page (language, route, site details) and the data-fetching passes. */

import { type Query, QueryClient } from '@tanstack/react-query';
import { type createStaticHandler, createStaticRouter } from 'react-router';
import { i18n as appTranslator, isLanguage, languages } from '../lib/i18n';
import { paths } from '../lib/paths';
import { siteQuery } from '../lib/site-query';
import { Translator } from '../lib/translator';

/** Every language's strings, bundled in (the server can afford what a phone should not download). */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const translations: Record<string, Record<string, unknown>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, code, name] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!code || !name) continue;
  translations[code] = { ...translations[code], [name]: content };
}
// The app-wide instance too: messages a component turns into text outside React's translation context
// (lib/i18n messageText: a refusal's code, a message key) read it, in the language being drawn.
for (const [language, bundle] of Object.entries(translations)) {
  appTranslator.addResourceBundle(language, bundle);
}

export const i18nByLanguage = new Map<string, Translator>(
  languages.map(({ code }) => [
    code,
    new Translator({ language: code, fallback: 'en', resources: translations }),
  ]),
);

/** A query the page asked for that has not been fetched yet (and is meant to be). */
export const waiting = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  (query.options as { enabled?: unknown }).enabled !== false;

/**
 * A query cache for one page on the server: no retries, nothing goes stale while it renders, and a
 * query that failed stays failed when the next pass renders it (with retryOnMount, React Query would
 * show it as loading again, and a page not found would be drawn as "Loading…").
 */
export const pageQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });

/**
 * Renders a page whose components ask for their data with useQuery, as in the browser: each pass
 * fetches (in-process) what the previous one asked for, until a pass asks for nothing new.
 */
export async function renderWithData(queryClient: QueryClient, render: () => string): Promise<string> {
  let body = render();
  for (let pass = 0; pass < 3; pass += 1) {
    const asked = queryClient.getQueryCache().findAll({ predicate: waiting });
    if (asked.length === 0) break;
    await Promise.all(
      asked.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
    body = render();
  }
  return body;
}

/**
 * What every server-rendered page starts from: its language and translations, the route matched
 * (or the redirect to answer instead), and a query cache holding the site's contact details, which
 * the footer and the About Us panel show.
 */
export async function startPage(
  handler: ReturnType<typeof createStaticHandler>,
  url: string,
  language: string,
) {
  const lang = isLanguage(language) ? language : 'en';
  const i18n = i18nByLanguage.get(lang) ?? appTranslator;
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    return {
      redirect: { status: context.status, html: '', location: context.headers.get('Location') ?? paths.home },
    } as const;
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = pageQueryClient();
  await queryClient.prefetchQuery(siteQuery());
  return { redirect: null, lang, i18n, context, router, queryClient } as const;
}
