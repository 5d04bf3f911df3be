import type { contactInput } from '@para/contract';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import {
  contactMessages,
  contentPages,
  districtUnits,
  faqEntries,
  newsArticles,
  publicEvents,
} from '../../db/schema/content.js';

/** What the public may see of the news: published, and the publish date has come. */
const newsVisible = (today: string) =>
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

export async function findVisibleNews(db: DbOrTx, slug: string, today: string) {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), newsVisible(today)));
  return row;
}

/** The stored cover of a visible article: a draft's cover stays as private as the draft. */
export async function findVisibleCoverKey(db: DbOrTx, id: string, today: string) {
  const [row] = await db
    .select({ coverKey: newsArticles.coverKey })
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), newsVisible(today)));
  return row?.coverKey ?? null;
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

/** A published event, ended or not: past events keep their page, drafts do not exist publicly. */
export async function findPublishedEvent(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(publicEvents)
    .where(and(eq(publicEvents.id, id), eq(publicEvents.status, 'published')));
  return row;
}

export const listDistrictUnits = (db: DbOrTx) =>
  db.select().from(districtUnits).orderBy(asc(districtUnits.district));

export const listFaqEntries = (db: DbOrTx) =>
  db.select().from(faqEntries).orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt));

export async function findPage(db: DbOrTx, key: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.key, key));
  return row;
}

export async function insertContactMessage(
  db: DbOrTx,
  message: z.output<typeof contactInput>,
  at: Date,
): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, createdAt: at })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not stored');
  return row.id;
}

/** The visible articles and the published events, for the sitemap (at most 5000 of each). */
export async function listSitemapEntries(db: DbOrTx, today: string) {
  const [news, events] = await Promise.all([
    db
      .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
      .from(newsArticles)
      .where(newsVisible(today))
      .orderBy(desc(newsArticles.publishedOn))
      .limit(5000),
    db
      .select({ id: publicEvents.id, updatedAt: publicEvents.updatedAt })
      .from(publicEvents)
      .where(eq(publicEvents.status, 'published'))
      .limit(5000),
  ]);
  return { news, events };
}
