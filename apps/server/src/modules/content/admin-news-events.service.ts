import type { ErrorCode, eventInput, newsInput } from '@para/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { checkUpload, normalisePhoto } from '../../lib/uploads.js';
import {
  deleteEvent,
  deleteNews,
  findEvent,
  findNews,
  insertEvent,
  insertNews,
  listEvents,
  listNews,
  setNewsCover,
  updateEvent,
  updateNews,
} from './admin-news-events.queries.js';
import { toEventAdmin, toNewsAdmin } from './api-shapes.js';
import { auditedChange, auditedDelete, auditedUpdate } from './audit-entry.js';
import { slugify, uniqueSlug } from './slug.js';
import { cleanTranslations } from './translations.js';

// Administrators' changes to news articles (with their covers) and public events. Every change is
// written together with its audit entry.

type NewsInput = z.output<typeof newsInput>;
type EventInput = z.output<typeof eventInput>;

const COVER_MAX_BYTES = 5 * 1024 * 1024;
const COVER_MAX_SIDE = 1600;

const noSuchArticle = () => notFound('There is no such news article.', 'NEWS_NOT_FOUND');
const noSuchEvent = () => notFound('There is no such event.', 'EVENT_NOT_FOUND');

export async function newsForAdministrators(ctx: AppContext) {
  return (await listNews(ctx.db)).map(toNewsAdmin);
}

export async function newsForEditing(ctx: AppContext, id: string) {
  const row = await findNews(ctx.db, id);
  if (!row) throw noSuchArticle();
  return toNewsAdmin(row);
}

/** A new article; without a slug of its own it gets one from its title. */
export async function createNews(ctx: AppContext, actorId: string, input: NewsInput) {
  const { slug, translations, ...fields } = input;
  const audit = auditedChange(ctx, actorId, 'content.news.create', 'news');
  const row = await auditedWrite(ctx.db, audit, async (tx) => {
    const values = {
      ...fields,
      slug: await uniqueSlug(tx, slug || slugify(fields.title)),
      translations: cleanTranslations(translations),
    };
    const created = await insertNews(tx, values, audit.at);
    const changes = { title: created.title, status: created.status };
    return { result: created, targetId: created.id, changes };
  });
  return toNewsAdmin(row);
}

/** Saves an article; an emptied slug keeps the one it had. */
export async function updateNewsArticle(ctx: AppContext, actorId: string, id: string, input: NewsInput) {
  const { slug, translations, ...fields } = input;
  const audit = auditedChange(ctx, actorId, 'content.news.update', 'news');
  const row = await auditedUpdate(ctx, audit, {
    find: (tx: DbOrTx) => findNews(tx, id),
    write: async (tx, before) => {
      const values = {
        ...fields,
        slug: await uniqueSlug(tx, slug || before.slug, before.id),
        translations: cleanTranslations(translations),
      };
      return updateNews(tx, before.id, values, audit.at);
    },
    fields: ['title', 'slug', 'summary', 'body', 'publishedOn', 'status'],
    missing: noSuchArticle,
  });
  return toNewsAdmin(row);
}

/** Deletes an article, then its cover file (a file left behind is harmless; a lost article is not). */
export async function removeNews(ctx: AppContext, actorId: string, id: string): Promise<string> {
  const audit = auditedChange(ctx, actorId, 'content.news.delete', 'news');
  const removed = await auditedDelete(ctx, audit, {
    remove: (tx: DbOrTx) => deleteNews(tx, id),
    describe: (article) => ({ title: article.title }),
    missing: noSuchArticle,
  });
  if (removed.coverKey) await ctx.storage.remove(removed.coverKey).catch(() => undefined);
  return removed.id;
}

/**
 * An article's new cover: a JPG or PNG by its content, re-encoded as a JPEG without metadata and at
 * most 1600 pixels a side. `readUpload` gives the uploaded bytes, read only once the article is known.
 */
export async function saveNewsCover(
  ctx: AppContext,
  actorId: string,
  id: string,
  readUpload: () => Promise<Buffer>,
) {
  const before = await findNews(ctx.db, id);
  if (!before) throw noSuchArticle();
  const photo = await coverPhoto(await readUpload());
  const key = await ctx.storage.put('covers', photo, 'jpg');
  const audit = auditedChange(ctx, actorId, 'content.news.cover', 'news');
  const row = await auditedWrite(ctx.db, audit, async (tx) => {
    const updated = await setNewsCover(tx, before.id, key, audit.at);
    if (!updated) throw noSuchArticle();
    return { result: updated, targetId: updated.id, changes: { bytes: photo.length } };
  });
  if (before.coverKey) await ctx.storage.remove(before.coverKey).catch(() => undefined);
  return toNewsAdmin(row);
}

/** The upload checks refuse with generic codes; a refused cover gets the cover's own. */
const COVER_CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'COVER_FILE_MISSING',
  413: 'COVER_TOO_LARGE',
  415: 'COVER_NOT_AN_IMAGE',
};

async function coverPhoto(bytes: Buffer): Promise<Buffer> {
  try {
    const checked = await checkUpload(bytes, ['jpg', 'png'], COVER_MAX_BYTES);
    return await normalisePhoto(checked.bytes, COVER_MAX_SIDE);
  } catch (error) {
    const code = error instanceof AppError ? COVER_CODE_BY_STATUS[error.statusCode] : undefined;
    if (!(error instanceof AppError) || !code) throw error;
    throw new AppError(error.statusCode, error.message, error.data, code);
  }
}

export async function eventsForAdministrators(ctx: AppContext) {
  return (await listEvents(ctx.db)).map(toEventAdmin);
}

export async function eventForEditing(ctx: AppContext, id: string) {
  const row = await findEvent(ctx.db, id);
  if (!row) throw noSuchEvent();
  return toEventAdmin(row);
}

export async function createEvent(ctx: AppContext, actorId: string, input: EventInput) {
  const { translations, ...fields } = input;
  const audit = auditedChange(ctx, actorId, 'content.event.create', 'public_event');
  const row = await auditedWrite(ctx.db, audit, async (tx) => {
    const values = { ...fields, translations: cleanTranslations(translations) };
    const created = await insertEvent(tx, values, audit.at);
    const changes = { title: created.title, status: created.status };
    return { result: created, targetId: created.id, changes };
  });
  return toEventAdmin(row);
}

export async function updateEventDetails(ctx: AppContext, actorId: string, id: string, input: EventInput) {
  const { translations, ...fields } = input;
  const audit = auditedChange(ctx, actorId, 'content.event.update', 'public_event');
  const values = { ...fields, translations: cleanTranslations(translations) };
  const row = await auditedUpdate(ctx, audit, {
    find: (tx: DbOrTx) => findEvent(tx, id),
    write: (tx, before) => updateEvent(tx, before.id, values, audit.at),
    fields: ['title', 'venue', 'district', 'startDate', 'endDate', 'status'],
    missing: noSuchEvent,
  });
  return toEventAdmin(row);
}

export async function removeEvent(ctx: AppContext, actorId: string, id: string): Promise<string> {
  const audit = auditedChange(ctx, actorId, 'content.event.delete', 'public_event');
  const removed = await auditedDelete(ctx, audit, {
    remove: (tx: DbOrTx) => deleteEvent(tx, id),
    describe: (event) => ({ title: event.title }),
    missing: noSuchEvent,
  });
  return removed.id;
}
