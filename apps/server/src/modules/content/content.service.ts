import type {
  ContactMessageRow,
  DistrictUnit,
  EventAdminRow,
  FaqAdminRow,
  NewsAdminRow,
  NewsCard,
  PublicEvent,
  SiteContact,
} from '@para/contract';
import { siteContact } from '@para/contract';
import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  type contactMessages,
  type districtUnits,
  type faqEntries,
  newsArticles,
  publicEvents,
  type Translations,
} from '../../db/schema/content.js';
import { readSetting } from '../../lib/settings.js';

export const SITE_CONTACT_KEY = 'site.contact';

/** Today's date in India (the association's calendar), as YYYY-MM-DD. */
export const indianToday = (now: Date): string =>
  now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** The text of `field` in `lang` when an administrator wrote one, the English text otherwise. */
export function localised(translations: Translations, lang: string, field: string, english: string): string {
  if (lang === 'en') return english;
  const value = translations[lang]?.[field]?.trim();
  return value ? value : english;
}

/** Drops empty translation fields and languages, so "present" always means "has text". */
export function cleanTranslations(input: Record<string, Record<string, string | undefined>>): Translations {
  const out: Translations = {};
  for (const [lang, fields] of Object.entries(input)) {
    if (lang === 'en') continue;
    const kept = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value && value.trim() !== ''),
    );
    if (Object.keys(kept).length > 0) out[lang] = kept;
  }
  return out;
}

/** A URL-safe slug from a title; titles without Latin letters get a dated fallback. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export async function uniqueSlug(db: DbOrTx, wanted: string, exceptId?: string): Promise<string> {
  const base = wanted || `news-${Date.now().toString(36)}`;
  for (let attempt = 1; attempt < 50; attempt += 1) {
    const candidate = attempt === 1 ? base : `${base}-${attempt}`;
    const [clash] = await db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(
        exceptId
          ? and(eq(newsArticles.slug, candidate), ne(newsArticles.id, exceptId))
          : eq(newsArticles.slug, candidate),
      );
    if (!clash) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

type NewsRow = typeof newsArticles.$inferSelect;
type EventRow = typeof publicEvents.$inferSelect;

export const coverUrl = (row: NewsRow): string =>
  row.coverKey ? `/api/content/news/${row.id}/cover?v=${row.updatedAt.getTime().toString(36)}` : '';

export const toNewsCard = (row: NewsRow, lang: string): NewsCard => ({
  _id: row.id,
  slug: row.slug,
  title: localised(row.translations, lang, 'title', row.title),
  summary: localised(row.translations, lang, 'summary', row.summary),
  publishedOn: row.publishedOn,
  coverUrl: coverUrl(row),
});

export const toNewsAdmin = (row: NewsRow): NewsAdminRow => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  publishedOn: row.publishedOn,
  status: row.status,
  coverUrl: coverUrl(row),
  translations: row.translations,
  updatedAt: row.updatedAt.toISOString(),
});

export const toPublicEvent = (row: EventRow, lang: string): PublicEvent => ({
  _id: row.id,
  title: localised(row.translations, lang, 'title', row.title),
  sports: row.sports,
  venue: localised(row.translations, lang, 'venue', row.venue),
  district: row.district,
  startDate: row.startDate,
  endDate: row.endDate,
  entryFormId: row.entryFormId,
});

export const toEventAdmin = (row: EventRow): EventAdminRow => ({
  ...toPublicEvent(row, 'en'),
  description: row.description,
  status: row.status,
  translations: row.translations,
  updatedAt: row.updatedAt.toISOString(),
});

export const toUnit = (row: typeof districtUnits.$inferSelect): DistrictUnit => ({
  _id: row.id,
  district: row.district,
  secretaryName: row.secretaryName,
  phone: row.phone,
  email: row.email,
  address: row.address,
});

export const toFaqAdmin = (row: typeof faqEntries.$inferSelect): FaqAdminRow => ({
  _id: row.id,
  question: row.question,
  answer: row.answer,
  sortOrder: row.sortOrder,
  translations: row.translations,
});

export const toMessage = (row: typeof contactMessages.$inferSelect): ContactMessageRow => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handled: row.handledAt !== null,
});

/** What the public may see: published, and the publish date has come. */
export const newsVisible = (today: string) =>
  and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedOn, today));

export async function listPublicNews(db: DbOrTx, today: string, page: number, pageSize: number) {
  const where = newsVisible(today);
  const rows = await db
    .select()
    .from(newsArticles)
    .where(where)
    .orderBy(desc(newsArticles.publishedOn), desc(newsArticles.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(newsArticles).where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Published events that have not ended, soonest first. */
export async function listUpcomingEvents(db: DbOrTx, today: string, limit = 100) {
  return db
    .select()
    .from(publicEvents)
    .where(and(eq(publicEvents.status, 'published'), gte(publicEvents.endDate, today)))
    .orderBy(asc(publicEvents.startDate), asc(publicEvents.title))
    .limit(limit);
}

export const readSiteContact = (db: DbOrTx): Promise<SiteContact> =>
  readSetting(db, SITE_CONTACT_KEY, siteContact.catch(DEFAULT_SITE_CONTACT));

/** Used until an administrator (or the first-start seed) saves the real details. */
export const DEFAULT_SITE_CONTACT: SiteContact = {
  name: 'Kerala State Para Sports Association',
  phone: '+91 471 000 0000',
  email: 'info@parasports.example.in',
  address: '',
  about: '',
  social: { twitter: '', youtube: '', facebook: '', linkedin: '', instagram: '' },
  translations: {},
};
