import { routes } from '@para/contract';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  contactMessages,
  contentPages,
  districtUnits,
  faqEntries,
  newsArticles,
  publicEvents,
} from '../../db/schema/content.js';
import { recordAudit } from '../../lib/audit.js';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { writeSetting } from '../../lib/settings.js';
import { checkUpload, normalisePhoto } from '../../lib/uploads.js';
import { renderMarkdown } from './content.markdown.js';
import { seoRoutes } from './content.seo.js';
import {
  cleanTranslations,
  indianToday,
  listPublicNews,
  listUpcomingEvents,
  localised,
  newsVisible,
  readSiteContact,
  SITE_CONTACT_KEY,
  slugify,
  toEventAdmin,
  toFaqAdmin,
  toMessage,
  toNewsAdmin,
  toNewsCard,
  toPublicEvent,
  toUnit,
  uniqueSlug,
} from './content.service.js';

const COVER_MAX_BYTES = 5 * 1024 * 1024;
const COVER_MAX_SIDE = 1600;
/** Contact form: per client address. Generous, because schools and offices share one address. */
const CONTACT_LIMIT = {
  max: 5,
  windowMs: 60 * 60_000,
  message: 'You have sent several messages in a short time. Please try again in an hour, or phone us.',
};

/** Public site content and its administration — issue "Public site". */
export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
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

  // ---------------- administration ----------------

  const actorOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

  addRoute(app, routes.adminNewsList, async () => {
    const rows = await ctx.db
      .select()
      .from(newsArticles)
      .orderBy(desc(newsArticles.publishedOn), desc(newsArticles.createdAt));
    return { data: rows.map(toNewsAdmin) };
  });

  addRoute(app, routes.adminNewsGet, async (request) => {
    const [row] = await ctx.db.select().from(newsArticles).where(eq(newsArticles.id, request.params.id));
    if (!row) throw notFound('There is no such news article.');
    return { data: toNewsAdmin(row) };
  });

  addRoute(app, routes.adminNewsCreate, async (request) => {
    const actor = actorOf(request);
    const { slug, translations, ...fields } = request.body;
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(newsArticles)
        .values({
          ...fields,
          slug: await uniqueSlug(tx, slug || slugify(fields.title)),
          translations: cleanTranslations(translations),
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!created) throw new Error('news not created');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.news.create',
        targetType: 'news',
        targetId: created.id,
        changes: { title: created.title, status: created.status },
        at,
      });
      return created;
    });
    return { message: 'The article has been saved.', data: toNewsAdmin(row) };
  });

  addRoute(app, routes.adminNewsUpdate, async (request) => {
    const actor = actorOf(request);
    const { slug, translations, ...fields } = request.body;
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(newsArticles).where(eq(newsArticles.id, request.params.id));
      if (!before) throw notFound('There is no such news article.');
      const [updated] = await tx
        .update(newsArticles)
        .set({
          ...fields,
          slug: await uniqueSlug(tx, slug || before.slug, before.id),
          translations: cleanTranslations(translations),
          updatedAt: at,
        })
        .where(eq(newsArticles.id, before.id))
        .returning();
      if (!updated) throw notFound('There is no such news article.');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.news.update',
        targetType: 'news',
        targetId: updated.id,
        changes: changedFields(before, updated, [
          'title',
          'slug',
          'summary',
          'body',
          'publishedOn',
          'status',
        ]),
        at,
      });
      return updated;
    });
    return { message: 'The article has been saved.', data: toNewsAdmin(row) };
  });

  addRoute(app, routes.adminNewsDelete, async (request) => {
    const actor = actorOf(request);
    const at = now();
    const removed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(newsArticles).where(eq(newsArticles.id, request.params.id)).returning();
      if (!row) throw notFound('There is no such news article.');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.news.delete',
        targetType: 'news',
        targetId: row.id,
        changes: { title: row.title },
        at,
      });
      return row;
    });
    if (removed.coverKey) await ctx.storage.remove(removed.coverKey).catch(() => undefined);
    return { message: 'The article has been deleted.', data: { _id: removed.id } };
  });

  addRoute(app, routes.adminNewsCover, async (request) => {
    const actor = actorOf(request);
    if (!request.isMultipart()) throw badRequest('Send the image as a multipart/form-data upload.');
    const [before] = await ctx.db.select().from(newsArticles).where(eq(newsArticles.id, request.params.id));
    if (!before) throw notFound('There is no such news article.');
    const part = await request.file();
    if (!part) throw badRequest('Choose an image to upload.');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw badRequest('The file is too large: the limit is 5 MB.');
    const checked = await checkUpload(bytes, ['jpg', 'png'], COVER_MAX_BYTES);
    const photo = await normalisePhoto(checked.bytes, COVER_MAX_SIDE);
    const key = await ctx.storage.put('covers', photo, 'jpg');
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(newsArticles)
        .set({ coverKey: key, updatedAt: at })
        .where(eq(newsArticles.id, before.id))
        .returning();
      if (!updated) throw notFound('There is no such news article.');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.news.cover',
        targetType: 'news',
        targetId: updated.id,
        changes: { bytes: photo.length },
        at,
      });
      return updated;
    });
    if (before.coverKey) await ctx.storage.remove(before.coverKey).catch(() => undefined);
    return { message: 'The cover image has been saved.', data: toNewsAdmin(row) };
  });

  addRoute(app, routes.adminEventsList, async () => {
    const rows = await ctx.db.select().from(publicEvents).orderBy(desc(publicEvents.startDate));
    return { data: rows.map(toEventAdmin) };
  });

  addRoute(app, routes.adminEventGet, async (request) => {
    const [row] = await ctx.db.select().from(publicEvents).where(eq(publicEvents.id, request.params.id));
    if (!row) throw notFound('There is no such event.');
    return { data: toEventAdmin(row) };
  });

  addRoute(app, routes.adminEventCreate, async (request) => {
    const actor = actorOf(request);
    const { translations, ...fields } = request.body;
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(publicEvents)
        .values({ ...fields, translations: cleanTranslations(translations), createdAt: at, updatedAt: at })
        .returning();
      if (!created) throw new Error('event not created');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.event.create',
        targetType: 'public_event',
        targetId: created.id,
        changes: { title: created.title, status: created.status },
        at,
      });
      return created;
    });
    return { message: 'The event has been saved.', data: toEventAdmin(row) };
  });

  addRoute(app, routes.adminEventUpdate, async (request) => {
    const actor = actorOf(request);
    const { translations, ...fields } = request.body;
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(publicEvents).where(eq(publicEvents.id, request.params.id));
      if (!before) throw notFound('There is no such event.');
      const [updated] = await tx
        .update(publicEvents)
        .set({ ...fields, translations: cleanTranslations(translations), updatedAt: at })
        .where(eq(publicEvents.id, before.id))
        .returning();
      if (!updated) throw notFound('There is no such event.');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.event.update',
        targetType: 'public_event',
        targetId: updated.id,
        changes: changedFields(before, updated, [
          'title',
          'venue',
          'district',
          'startDate',
          'endDate',
          'status',
        ]),
        at,
      });
      return updated;
    });
    return { message: 'The event has been saved.', data: toEventAdmin(row) };
  });

  addRoute(app, routes.adminEventDelete, async (request) => {
    const actor = actorOf(request);
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(publicEvents)
        .where(eq(publicEvents.id, request.params.id))
        .returning();
      if (!removed) throw notFound('There is no such event.');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.event.delete',
        targetType: 'public_event',
        targetId: removed.id,
        changes: { title: removed.title },
        at,
      });
      return removed;
    });
    return { message: 'The event has been deleted.', data: { _id: row.id } };
  });

  addRoute(app, routes.adminUnitCreate, async (request) => {
    const actor = actorOf(request);
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(districtUnits)
        .values({ ...request.body, createdAt: at, updatedAt: at })
        .returning();
      if (!created) throw new Error('unit not created');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.unit.create',
        targetType: 'district_unit',
        targetId: created.id,
        changes: { district: created.district },
        at,
      });
      return created;
    });
    return { message: 'The district unit has been saved.', data: toUnit(row) };
  });

  addRoute(app, routes.adminUnitUpdate, async (request) => {
    const actor = actorOf(request);
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(districtUnits).where(eq(districtUnits.id, request.params.id));
      if (!before) throw notFound('There is no such district unit.');
      const [updated] = await tx
        .update(districtUnits)
        .set({ ...request.body, updatedAt: at })
        .where(eq(districtUnits.id, before.id))
        .returning();
      if (!updated) throw notFound('There is no such district unit.');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.unit.update',
        targetType: 'district_unit',
        targetId: updated.id,
        changes: changedFields(before, updated, ['district', 'secretaryName', 'phone', 'email', 'address']),
        at,
      });
      return updated;
    });
    return { message: 'The district unit has been saved.', data: toUnit(row) };
  });

  addRoute(app, routes.adminUnitDelete, async (request) => {
    const actor = actorOf(request);
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(districtUnits)
        .where(eq(districtUnits.id, request.params.id))
        .returning();
      if (!removed) throw notFound('There is no such district unit.');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.unit.delete',
        targetType: 'district_unit',
        targetId: removed.id,
        changes: { district: removed.district },
        at,
      });
      return removed;
    });
    return { message: 'The district unit has been deleted.', data: { _id: row.id } };
  });

  addRoute(app, routes.adminFaqList, async () => {
    const rows = await ctx.db
      .select()
      .from(faqEntries)
      .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt));
    return { data: rows.map(toFaqAdmin) };
  });

  addRoute(app, routes.adminFaqCreate, async (request) => {
    const actor = actorOf(request);
    const { translations, ...fields } = request.body;
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(faqEntries)
        .values({ ...fields, translations: cleanTranslations(translations), createdAt: at, updatedAt: at })
        .returning();
      if (!created) throw new Error('faq not created');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.faq.create',
        targetType: 'faq',
        targetId: created.id,
        changes: { question: created.question },
        at,
      });
      return created;
    });
    return { message: 'The question has been saved.', data: toFaqAdmin(row) };
  });

  addRoute(app, routes.adminFaqUpdate, async (request) => {
    const actor = actorOf(request);
    const { translations, ...fields } = request.body;
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(faqEntries).where(eq(faqEntries.id, request.params.id));
      if (!before) throw notFound('There is no such question.');
      const [updated] = await tx
        .update(faqEntries)
        .set({ ...fields, translations: cleanTranslations(translations), updatedAt: at })
        .where(eq(faqEntries.id, before.id))
        .returning();
      if (!updated) throw notFound('There is no such question.');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.faq.update',
        targetType: 'faq',
        targetId: updated.id,
        changes: changedFields(before, updated, ['question', 'answer', 'sortOrder']),
        at,
      });
      return updated;
    });
    return { message: 'The question has been saved.', data: toFaqAdmin(row) };
  });

  addRoute(app, routes.adminFaqDelete, async (request) => {
    const actor = actorOf(request);
    const at = now();
    const row = await ctx.db.transaction(async (tx) => {
      const [removed] = await tx.delete(faqEntries).where(eq(faqEntries.id, request.params.id)).returning();
      if (!removed) throw notFound('There is no such question.');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.faq.delete',
        targetType: 'faq',
        targetId: removed.id,
        changes: { question: removed.question },
        at,
      });
      return removed;
    });
    return { message: 'The question has been deleted.', data: { _id: row.id } };
  });

  const toPageAdmin = (row: typeof contentPages.$inferSelect, key: (typeof row)['key']) => ({
    key: key as 'about',
    title: row.title,
    body: row.body,
    translations: row.translations,
    updatedAt: row.updatedAt.toISOString(),
  });

  addRoute(app, routes.adminPageGet, async (request) => {
    const [row] = await ctx.db.select().from(contentPages).where(eq(contentPages.key, request.params.key));
    if (!row) {
      return {
        data: {
          key: request.params.key,
          title: '',
          body: '',
          translations: {},
          updatedAt: now().toISOString(),
        },
      };
    }
    return { data: { ...toPageAdmin(row, row.key), key: request.params.key } };
  });

  addRoute(app, routes.adminPageUpdate, async (request) => {
    const actor = actorOf(request);
    const { key } = request.params;
    const values = {
      title: request.body.title,
      body: request.body.body,
      translations: cleanTranslations(request.body.translations),
      updatedAt: now(),
      updatedBy: actor,
    };
    const row = await ctx.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(contentPages)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: contentPages.key, set: values })
        .returning();
      if (!saved) throw new Error('page not saved');
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.page.update',
        targetType: 'page',
        targetId: key,
        changes: { title: saved.title },
        at: values.updatedAt,
      });
      return saved;
    });
    return { message: 'The page has been saved.', data: { ...toPageAdmin(row, key), key } };
  });

  addRoute(app, routes.adminSiteUpdate, async (request) => {
    const actor = actorOf(request);
    const value = { ...request.body, translations: cleanTranslations(request.body.translations) };
    const at = now();
    await ctx.db.transaction(async (tx) => {
      const before = await readSiteContact(tx);
      await writeSetting(tx, SITE_CONTACT_KEY, value, actor, at);
      await recordAudit(tx, {
        actorId: actor,
        action: 'content.site.update',
        targetType: 'setting',
        targetId: SITE_CONTACT_KEY,
        changes: changedFields(before, value, ['name', 'phone', 'email', 'address', 'about', 'social']),
        at,
      });
    });
    return { message: 'The contact details have been saved.', data: value };
  });

  addRoute(app, routes.adminMessagesList, async (request) => {
    const { page, pageSize, handled } = request.query;
    const where =
      handled === 'true'
        ? isNotNull(contactMessages.handledAt)
        : handled === 'false'
          ? isNull(contactMessages.handledAt)
          : undefined;
    const rows = await ctx.db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [count] = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(where);
    return { data: { items: rows.map(toMessage), total: Number(count?.total ?? 0), page, pageSize } };
  });

  addRoute(app, routes.adminMessageHandled, async (request) => {
    const actor = actorOf(request);
    const at = now();
    const { handled } = request.body;
    const row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(contactMessages)
        .set({ handledAt: handled ? at : null, handledBy: handled ? actor : null })
        .where(eq(contactMessages.id, request.params.id))
        .returning();
      if (!updated) throw notFound('There is no such message.');
      await recordAudit(tx, {
        actorId: actor,
        action: handled ? 'content.message.handled' : 'content.message.unhandled',
        targetType: 'contact_message',
        targetId: updated.id,
        at,
      });
      return updated;
    });
    return { message: handled ? 'Marked as handled.' : 'Marked as not handled.', data: toMessage(row) };
  });

  seoRoutes(app, ctx);
}

/** `{ field: { from, to } }` for the fields whose value changed (for the audit trail). */
function changedFields<T extends object>(before: T, after: T, fields: (keyof T & string)[]) {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const from = before[field];
    const to = after[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) {
      // Long texts are recorded as changed, not copied whole into the audit log.
      const short = (value: unknown) =>
        typeof value === 'string' && value.length > 200 ? '(long text)' : value;
      changes[field] = { from: short(from), to: short(to) };
    }
  }
  return changes;
}
