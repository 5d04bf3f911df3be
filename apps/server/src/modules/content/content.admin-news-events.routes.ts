import { routes } from '@para/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newsArticles, publicEvents } from '../../db/schema/content.js';
import { recordAudit } from '../../lib/audit.js';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { addRoute } from '../../lib/route.js';
import { checkUpload, normalisePhoto } from '../../lib/uploads.js';
import { changedFields } from './content.audit.js';
import {
  cleanTranslations,
  indianToday,
  slugify,
  toEventAdmin,
  toNewsAdmin,
  uniqueSlug,
} from './content.service.js';

const COVER_MAX_BYTES = 5 * 1024 * 1024;
const COVER_MAX_SIDE = 1600;
/** Contact form: per client address. Generous, because schools and offices share one address. */
const _CONTACT_LIMIT = {
  max: 5,
  windowMs: 60 * 60_000,
  message: 'You have sent several messages in a short time. Please try again in an hour, or phone us.',
};

/** Administrators: news articles (with covers) and public events. */
export function contentNewsEventsAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const _today = () => indianToday(ctx.clock.now());
  const now = () => ctx.clock.now();
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
}
