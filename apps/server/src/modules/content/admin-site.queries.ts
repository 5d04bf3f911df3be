import type { districtUnitInput } from '@para/contract';
import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages, contentPages, districtUnits, faqEntries } from '../../db/schema/content.js';

type UnitValues = z.output<typeof districtUnitInput>;
type FaqValues = Omit<typeof faqEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type PageValues = Omit<typeof contentPages.$inferInsert, 'key'>;

export async function insertUnit(db: DbOrTx, values: UnitValues, at: Date) {
  const [row] = await db
    .insert(districtUnits)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('unit not created');
  return row;
}

export async function findUnit(db: DbOrTx, id: string) {
  const [row] = await db.select().from(districtUnits).where(eq(districtUnits.id, id));
  return row;
}

export async function updateUnit(db: DbOrTx, id: string, values: UnitValues, at: Date) {
  const [row] = await db
    .update(districtUnits)
    .set({ ...values, updatedAt: at })
    .where(eq(districtUnits.id, id))
    .returning();
  return row;
}

export async function deleteUnit(db: DbOrTx, id: string) {
  const [row] = await db.delete(districtUnits).where(eq(districtUnits.id, id)).returning();
  return row;
}

export async function insertFaq(db: DbOrTx, values: FaqValues, at: Date) {
  const [row] = await db
    .insert(faqEntries)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('faq not created');
  return row;
}

export async function findFaq(db: DbOrTx, id: string) {
  const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
  return row;
}

export async function updateFaq(db: DbOrTx, id: string, values: FaqValues, at: Date) {
  const [row] = await db
    .update(faqEntries)
    .set({ ...values, updatedAt: at })
    .where(eq(faqEntries.id, id))
    .returning();
  return row;
}

export async function deleteFaq(db: DbOrTx, id: string) {
  const [row] = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning();
  return row;
}

/** Writes a page, creating it the first time it is saved. */
export async function upsertPage(db: DbOrTx, key: string, values: PageValues) {
  const [row] = await db
    .insert(contentPages)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: contentPages.key, set: values })
    .returning();
  if (!row) throw new Error('page not saved');
  return row;
}

/** One page of contact messages, newest first; `handled` undefined lists both kinds. */
export async function listMessages(db: DbOrTx, handled: boolean | undefined, page: number, pageSize: number) {
  const where =
    handled === true
      ? isNotNull(contactMessages.handledAt)
      : handled === false
        ? isNull(contactMessages.handledAt)
        : undefined;
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(contactMessages).where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Marks a message handled by `actorId` at `at`, or clears the mark. */
export async function setMessageHandled(db: DbOrTx, id: string, handled: boolean, actorId: string, at: Date) {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? at : null, handledBy: handled ? actorId : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
