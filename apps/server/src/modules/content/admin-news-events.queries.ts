import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newsArticles, publicEvents } from '../../db/schema/content.js';

type NewsValues = Omit<typeof newsArticles.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'coverKey'>;
type EventValues = Omit<typeof publicEvents.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const listNews = (db: DbOrTx) =>
  db.select().from(newsArticles).orderBy(desc(newsArticles.publishedOn), desc(newsArticles.createdAt));

export async function findNews(db: DbOrTx, id: string) {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  return row;
}

/** Whether another article than `exceptId` already has `slug`. */
export async function slugInUse(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [clash] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(
      exceptId
        ? and(eq(newsArticles.slug, slug), ne(newsArticles.id, exceptId))
        : eq(newsArticles.slug, slug),
    );
  return clash !== undefined;
}

export async function insertNews(db: DbOrTx, values: NewsValues, at: Date) {
  const [row] = await db
    .insert(newsArticles)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('news not created');
  return row;
}

export async function updateNews(db: DbOrTx, id: string, values: NewsValues, at: Date) {
  const [row] = await db
    .update(newsArticles)
    .set({ ...values, updatedAt: at })
    .where(eq(newsArticles.id, id))
    .returning();
  return row;
}

export async function setNewsCover(db: DbOrTx, id: string, coverKey: string, at: Date) {
  const [row] = await db
    .update(newsArticles)
    .set({ coverKey, updatedAt: at })
    .where(eq(newsArticles.id, id))
    .returning();
  return row;
}

export async function deleteNews(db: DbOrTx, id: string) {
  const [row] = await db.delete(newsArticles).where(eq(newsArticles.id, id)).returning();
  return row;
}

export const listEvents = (db: DbOrTx) =>
  db.select().from(publicEvents).orderBy(desc(publicEvents.startDate));

export async function findEvent(db: DbOrTx, id: string) {
  const [row] = await db.select().from(publicEvents).where(eq(publicEvents.id, id));
  return row;
}

export async function insertEvent(db: DbOrTx, values: EventValues, at: Date) {
  const [row] = await db
    .insert(publicEvents)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('event not created');
  return row;
}

export async function updateEvent(db: DbOrTx, id: string, values: EventValues, at: Date) {
  const [row] = await db
    .update(publicEvents)
    .set({ ...values, updatedAt: at })
    .where(eq(publicEvents.id, id))
    .returning();
  return row;
}

export async function deleteEvent(db: DbOrTx, id: string) {
  const [row] = await db.delete(publicEvents).where(eq(publicEvents.id, id)).returning();
  return row;
}
