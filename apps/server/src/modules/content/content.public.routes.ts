import { routes } from '@para/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  contactMessages,
  contentPages,
  districtUnits,
  faqEntries,
  newsArticles,
  publicEvents,
} from '../../db/schema/content.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { renderMarkdown } from './content.markdown.js';
import {
  indianToday,
  listPublicNews,
  listUpcomingEvents,
  localised,
  newsVisible,
  readSiteContact,
  toNewsCard,
  toPublicEvent,
  toUnit,
} from './content.service.js';

const _COVER_MAX_BYTES = 5 * 1024 * 1024;
const _COVER_MAX_SIDE = 1600;
/** Contact form: per client address. Generous, because schools and offices share one address. */
const CONTACT_LIMIT = {
  max: 5,
  windowMs: 60 * 60_000,
  message: 'You have sent several messages in a short time. Please try again in an hour, or phone us.',
};

/** Public reads of the site content and the contact form. */
export function contentPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const today = () => indianToday(ctx.clock.now());
  const now = () => ctx.clock.now();

  // ---------------- public reads ----------------

  addRoute(app, routes.contentHome, async (request) => {
    const { lang } = request.query;
    const [{ rows }, events] = await Promise.all([
      listPublicNews(ctx.db, today(), 1, 3),
      listUpcomingEvents(ctx.db, today(), 3),
    ]);
    return {
      data: {
        news: rows.map((row) => toNewsCard(row, lang)),
        events: events.map((row) => toPublicEvent(row, lang)),
      },
    };
  });

  addRoute(app, routes.contentNewsList, async (request) => {
    const { lang, page, pageSize } = request.query;
    const { rows, total } = await listPublicNews(ctx.db, today(), page, pageSize);
    return { data: { items: rows.map((row) => toNewsCard(row, lang)), total, page, pageSize } };
  });

  addRoute(app, routes.contentNewsArticle, async (request) => {
    const [row] = await ctx.db
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.slug, request.params.slug), newsVisible(today())));
    if (!row) throw notFound('There is no such news article.');
    const { lang } = request.query;
    return {
      data: {
        ...toNewsCard(row, lang),
        bodyHtml: renderMarkdown(localised(row.translations, lang, 'body', row.body)),
      },
    };
  });

  // Cover images: a file, not the JSON envelope. Drafts' covers stay private like the drafts.
  addRawRoute(app, routes.contentNewsCover, async (request, reply) => {
    const [row] = await ctx.db
      .select({ coverKey: newsArticles.coverKey })
      .from(newsArticles)
      .where(and(eq(newsArticles.id, request.params.id), newsVisible(today())));
    if (!row?.coverKey) throw notFound('There is no such image.');
    return reply
      .type('image/jpeg')
      .header('Cache-Control', 'public, max-age=604800')
      .header('X-Content-Type-Options', 'nosniff')
      .send(ctx.storage.read(row.coverKey));
  });

  addRoute(app, routes.contentEvents, async (request) => {
    const rows = await listUpcomingEvents(ctx.db, today());
    return { data: rows.map((row) => toPublicEvent(row, request.query.lang)) };
  });

  addRoute(app, routes.contentEvent, async (request) => {
    // Past events keep their page (links from old news stay valid); drafts do not exist publicly.
    const [row] = await ctx.db
      .select()
      .from(publicEvents)
      .where(and(eq(publicEvents.id, request.params.id), eq(publicEvents.status, 'published')));
    if (!row) throw notFound('There is no such event.');
    const { lang } = request.query;
    return {
      data: {
        ...toPublicEvent(row, lang),
        descriptionHtml: renderMarkdown(localised(row.translations, lang, 'description', row.description)),
      },
    };
  });

  addRoute(app, routes.contentDistrictUnits, async () => {
    const rows = await ctx.db.select().from(districtUnits).orderBy(asc(districtUnits.district));
    return { data: rows.map(toUnit) };
  });

  addRoute(app, routes.contentFaq, async (request) => {
    const { lang } = request.query;
    const rows = await ctx.db
      .select()
      .from(faqEntries)
      .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt));
    return {
      data: rows.map((row) => ({
        _id: row.id,
        question: localised(row.translations, lang, 'question', row.question),
        answerHtml: renderMarkdown(localised(row.translations, lang, 'answer', row.answer)),
      })),
    };
  });

  addRoute(app, routes.contentPage, async (request) => {
    const [row] = await ctx.db.select().from(contentPages).where(eq(contentPages.key, request.params.key));
    if (!row) throw notFound('This page has not been written yet.');
    const { lang } = request.query;
    return {
      data: {
        key: request.params.key,
        title: localised(row.translations, lang, 'title', row.title),
        bodyHtml: renderMarkdown(localised(row.translations, lang, 'body', row.body)),
        updatedAt: row.updatedAt.toISOString(),
      },
    };
  });

  addRoute(app, routes.contentSite, async () => ({ data: await readSiteContact(ctx.db) }));

  addRoute(app, routes.contactSend, async (request) => {
    await ctx.limiter.consume(`contact:ip:${request.ip}`, CONTACT_LIMIT);
    const body = request.body;
    const [row] = await ctx.db
      .insert(contactMessages)
      .values({ ...body, createdAt: now() })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message not stored');
    const site = await readSiteContact(ctx.db);
    try {
      await ctx.mailer.send({
        to: site.email,
        subject: `Contact form: ${body.subject}`,
        text: [
          `From: ${body.name} <${body.email}>`,
          body.phone ? `Phone: ${body.phone}` : 'Phone: not given',
          `Subject: ${body.subject}`,
          '',
          body.message,
          '',
          '--',
          'Sent through the contact form of the website. Reply to the sender at the address above;',
          'mark the message handled under Admin > Content > Messages.',
        ].join('\n'),
      });
    } catch (err) {
      // The message is stored and listed for administrators; a mail outage must not lose it.
      request.log.warn({ err }, 'contact form mail failed');
    }
    return { message: 'Thank you. Your message has been sent.', data: { _id: row.id } };
  });
}
