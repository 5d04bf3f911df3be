import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { networkKey } from '../../lib/network-key.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import {
  districtUnitList,
  eventDetail,
  faqList,
  homeContent,
  newsArticle,
  newsCoverKey,
  newsPage,
  publicPage,
  sendContactMessage,
  upcomingEvents,
} from './public.service.js';
import { readSiteContact } from './site-contact.js';

/** Public reads of the site content and the contact form. */
export function publicRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.contentHome, async (request) => ({
    data: await homeContent(ctx, request.query.lang),
  }));

  addRoute(app, routes.contentNewsList, async (request) => {
    const { lang, page, pageSize } = request.query;
    return { data: await newsPage(ctx, lang, page, pageSize) };
  });

  addRoute(app, routes.contentNewsArticle, async (request) => ({
    data: await newsArticle(ctx, request.params.slug, request.query.lang),
  }));

  // Cover images: a file, not the JSON envelope.
  addRawRoute(app, routes.contentNewsCover, async (request, reply) => {
    const coverKey = await newsCoverKey(ctx, request.params.id);
    return reply
      .type('image/jpeg')
      .header('Cache-Control', 'public, max-age=604800')
      .header('X-Content-Type-Options', 'nosniff')
      .send(ctx.storage.read(coverKey));
  });

  addRoute(app, routes.contentEvents, async (request) => ({
    data: await upcomingEvents(ctx, request.query.lang),
  }));

  addRoute(app, routes.contentEvent, async (request) => ({
    data: await eventDetail(ctx, request.params.id, request.query.lang),
  }));

  addRoute(app, routes.contentDistrictUnits, async () => ({ data: await districtUnitList(ctx) }));

  addRoute(app, routes.contentFaq, async (request) => ({ data: await faqList(ctx, request.query.lang) }));

  addRoute(app, routes.contentPage, async (request) => ({
    data: await publicPage(ctx, request.params.key, request.query.lang),
  }));

  addRoute(app, routes.contentSite, async () => ({ data: await readSiteContact(ctx.db) }));

  addRoute(app, routes.contactSend, async (request) => {
    const id = await sendContactMessage(ctx, request.body, networkKey(request.ip), request.log);
    return { message: 'Thank you. Your message has been sent.', data: { _id: id } };
  });
}
