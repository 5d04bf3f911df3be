import { routes } from '@para/contract';
import { asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessages, contentPages, districtUnits, faqEntries } from '../../db/schema/content.js';
import { recordAudit } from '../../lib/audit.js';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { addRoute } from '../../lib/route.js';
import { writeSetting } from '../../lib/settings.js';
import { changedFields } from './content.audit.js';
import {
  cleanTranslations,
  indianToday,
  readSiteContact,
  SITE_CONTACT_KEY,
  toFaqAdmin,
  toMessage,
  toUnit,
} from './content.service.js';

const _COVER_MAX_BYTES = 5 * 1024 * 1024;
const _COVER_MAX_SIDE = 1600;
/** Contact form: per client address. Generous, because schools and offices share one address. */
const _CONTACT_LIMIT = {
  max: 5,
  windowMs: 60 * 60_000,
  message: 'You have sent several messages in a short time. Please try again in an hour, or phone us.',
};

/** Administrators: district units, FAQ, pages, contact details and contact messages. */
export function contentSiteAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const _today = () => indianToday(ctx.clock.now());
  const now = () => ctx.clock.now();
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

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
}
