import type { RouteKey, Routes } from '@para/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { siteQuery, siteRoute } from '../../lib/site-query';

/**
 * Public reads of the site's content. The route entries are built from their method and path only
 * (checked against the contract in api.test.ts), so public pages do not carry zod and the whole
 * contract in their JavaScript.
 */
const get = <K extends RouteKey>(path: Routes[K]['path']) =>
  ({ method: 'GET', path }) as unknown as Routes[K];

export const publicRoutes = {
  contentHome: get<'contentHome'>('/api/content/home'),
  contentNewsList: get<'contentNewsList'>('/api/content/news'),
  contentNewsArticle: get<'contentNewsArticle'>('/api/content/news/:slug'),
  contentEvents: get<'contentEvents'>('/api/content/events'),
  contentEvent: get<'contentEvent'>('/api/content/events/:id'),
  contentDistrictUnits: get<'contentDistrictUnits'>('/api/content/district-units'),
  contentFaq: get<'contentFaq'>('/api/content/faq'),
  contentPage: get<'contentPage'>('/api/content/pages/:key'),
  contentSite: siteRoute,
  publicResultsList: get<'publicResultsList'>('/api/results'),
  publicResultsCompetition: get<'publicResultsCompetition'>('/api/results/:formId/competition'),
  publicResults: get<'publicResults'>('/api/results/:formId'),
  medalTable: get<'medalTable'>('/api/results/:formId/medals'),
} as const;

const FIVE_MINUTES = 5 * 60_000;

export const homeQuery = (lang: string) =>
  queryOptions({
    queryKey: ['content', 'home', lang],
    queryFn: ({ signal }) => callApi(publicRoutes.contentHome, { query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

export const newsListQuery = (lang: string, page: number) =>
  queryOptions({
    queryKey: ['content', 'news', lang, page],
    queryFn: ({ signal }) => callApi(publicRoutes.contentNewsList, { query: { lang, page }, signal }),
    staleTime: FIVE_MINUTES,
    placeholderData: keepPreviousData,
  });

export const newsArticleQuery = (lang: string, slug: string) =>
  queryOptions({
    queryKey: ['content', 'article', lang, slug],
    queryFn: ({ signal }) =>
      callApi(publicRoutes.contentNewsArticle, { params: { slug }, query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

export const eventsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['content', 'events', lang],
    queryFn: ({ signal }) => callApi(publicRoutes.contentEvents, { query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

export const eventQuery = (lang: string, id: string) =>
  queryOptions({
    queryKey: ['content', 'event', lang, id],
    queryFn: ({ signal }) => callApi(publicRoutes.contentEvent, { params: { id }, query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

export const districtUnitsQuery = () =>
  queryOptions({
    queryKey: ['content', 'units'],
    queryFn: ({ signal }) => callApi(publicRoutes.contentDistrictUnits, { signal }),
    staleTime: FIVE_MINUTES,
  });

export const faqQuery = (lang: string) =>
  queryOptions({
    queryKey: ['content', 'faq', lang],
    queryFn: ({ signal }) => callApi(publicRoutes.contentFaq, { query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

export type PageKey = 'about' | 'privacy-policy' | 'refund-policy' | 'terms-conditions';
export const pageQuery = (lang: string, key: PageKey) =>
  queryOptions({
    queryKey: ['content', 'page', lang, key],
    queryFn: ({ signal }) => callApi(publicRoutes.contentPage, { params: { key }, query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

/** Competitions with published results, newest first. */
export const resultsListQuery = (lang: string) =>
  queryOptions({
    queryKey: ['results', 'public', lang],
    queryFn: ({ signal }) => callApi(publicRoutes.publicResultsList, { query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

/** A competition's title, event and dates, its published results by discipline, and its medals. */
export const competitionQuery = (lang: string, formId: string) =>
  queryOptions({
    queryKey: ['results', 'competition', lang, formId],
    queryFn: ({ signal }) =>
      callApi(publicRoutes.publicResultsCompetition, { params: { formId }, query: { lang }, signal }),
    staleTime: FIVE_MINUTES,
  });

export const competitionResultsQuery = (formId: string) =>
  queryOptions({
    queryKey: ['results', 'published', formId],
    queryFn: ({ signal }) => callApi(publicRoutes.publicResults, { params: { formId }, signal }),
    staleTime: FIVE_MINUTES,
  });

export const medalTableQuery = (formId: string) =>
  queryOptions({
    queryKey: ['results', 'medals', formId],
    queryFn: ({ signal }) => callApi(publicRoutes.medalTable, { params: { formId }, signal }),
    staleTime: FIVE_MINUTES,
  });

export { siteQuery };
