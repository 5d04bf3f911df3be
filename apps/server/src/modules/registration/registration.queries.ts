import { documentKinds } from '@para/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { registrationDocuments, registrationReviews, registrations } from '../../db/schema/registration.js';

export type RegistrationRow = typeof registrations.$inferSelect;
export type DocumentRow = typeof registrationDocuments.$inferSelect;

export const findRegistration = async (db: DbOrTx, userId: string) =>
  (await db.select().from(registrations).where(eq(registrations.userId, userId)).limit(1))[0];

/** The registration row locked for the rest of the transaction (two tabs, two administrators). */
export const lockRegistration = async (db: DbOrTx, userId: string) =>
  (await db.select().from(registrations).where(eq(registrations.userId, userId)).for('update').limit(1))[0];

/** The registration's own documents (a district's consent form is kept beside them, not among them). */
export const currentDocuments = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(registrationDocuments)
    .where(
      and(
        eq(registrationDocuments.userId, userId),
        isNull(registrationDocuments.replacedAt),
        inArray(registrationDocuments.kind, [...documentKinds]),
      ),
    )
    .orderBy(registrationDocuments.kind);

export const findDocument = async (db: DbOrTx, documentId: string) =>
  (await db.select().from(registrationDocuments).where(eq(registrationDocuments.id, documentId)).limit(1))[0];

export const currentDocumentOfKind = async (db: DbOrTx, userId: string, kind: string) =>
  (
    await db
      .select()
      .from(registrationDocuments)
      .where(
        and(
          eq(registrationDocuments.userId, userId),
          eq(registrationDocuments.kind, kind),
          isNull(registrationDocuments.replacedAt),
        ),
      )
      .limit(1)
  )[0];

export const latestReview = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select()
      .from(registrationReviews)
      .where(eq(registrationReviews.userId, userId))
      .orderBy(desc(registrationReviews.createdAt))
      .limit(1)
  )[0];
