import { z } from 'zod';
import { id } from '../shared/fields.js';
import { type RouteDef, route } from '../shared/route-def.js';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/text-safety.js';
import { contentAdminRoutes } from './admin-routes.js';
import {
  contactInput,
  districtUnit,
  homeData,
  langQuery,
  newsArticle,
  newsCard,
  paged,
  pageKey,
  pageQuery,
  publicEvent,
  publicEventDetail,
  publicFaq,
  publicPage,
  siteContact,
} from './schemas.js';

/** Routes of the public site's content; the administrators' are in admin-routes.ts beside this file. */
const idParams = z.strictObject({ id });
const slugParams = z.strictObject({
  slug: z.string().min(1).max(120).refine(isSafeText, UNSAFE_TEXT_MESSAGE),
});

const pub = { access: 'public', tag: 'content' } as const;

export const contentRoutes = {
  contentHome: route({
    ...pub,
    method: 'GET',
    path: '/api/content/home',
    summary: 'Home page: the latest published news and the next events',
    query: langQuery,
    data: homeData,
  }),
  contentNewsList: route({
    ...pub,
    method: 'GET',
    path: '/api/content/news',
    summary: 'Published news, newest first, paged',
    query: pageQuery,
    data: paged(newsCard),
  }),
  contentNewsArticle: route({
    ...pub,
    method: 'GET',
    path: '/api/content/news/:slug',
    summary: 'One published article with its body as sanitised HTML',
    params: slugParams,
    query: langQuery,
    data: newsArticle,
  }),
  contentNewsCover: route({
    ...pub,
    method: 'GET',
    path: '/api/content/news/:id/cover',
    summary: 'Cover image of a published article (JPEG)',
    params: idParams,
    data: z.null(),
    file: true,
  }),
  contentEvents: route({
    ...pub,
    method: 'GET',
    path: '/api/content/events',
    summary: 'Published events that have not ended, soonest first',
    query: langQuery,
    data: z.array(publicEvent),
  }),
  contentEvent: route({
    ...pub,
    method: 'GET',
    path: '/api/content/events/:id',
    summary: 'One published event',
    params: idParams,
    query: langQuery,
    data: publicEventDetail,
  }),
  contentDistrictUnits: route({
    ...pub,
    method: 'GET',
    path: '/api/content/district-units',
    summary: 'District units and their secretaries',
    data: z.array(districtUnit),
  }),
  contentFaq: route({
    ...pub,
    method: 'GET',
    path: '/api/content/faq',
    summary: 'Frequently asked questions in order',
    query: langQuery,
    data: z.array(publicFaq),
  }),
  contentPage: route({
    ...pub,
    method: 'GET',
    path: '/api/content/pages/:key',
    summary: 'About, privacy, refund or terms page',
    params: z.strictObject({ key: pageKey }),
    query: langQuery,
    data: publicPage,
  }),
  contentSite: route({
    ...pub,
    method: 'GET',
    path: '/api/content/site',
    summary: "The association's contact details and social links",
    data: siteContact,
  }),
  contactSend: route({
    ...pub,
    method: 'POST',
    path: '/api/contact',
    summary: 'Contact form: stored and mailed to the association',
    body: contactInput,
    data: z.object({ _id: z.string() }),
    status: 201,
  }),

  ...contentAdminRoutes,
} as const satisfies Record<string, RouteDef>;
