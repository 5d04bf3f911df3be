import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accreditationCards, accreditationPrints } from '../../db/schema/accreditation.js';
import { entries, entryDisciplines, entryForms } from '../../db/schema/competitions.js';
import { publicEvents } from '../../db/schema/content.js';
import { registrationDocuments, registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';

export type CardRow = typeof accreditationCards.$inferSelect;

/** A card with the token of its current print. */
export interface CardWithToken {
  card: CardRow;
  token: string | null;
}

/** A competition as cards print it: the form's title and its event's dates. */
export async function findCompetition(db: DbOrTx, formId: string) {
  const [row] = await db
    .select({
      formId: entryForms.id,
      title: entryForms.title,
      titleHi: entryForms.titleHi,
      status: entryForms.status,
      fields: entryForms.fields,
      startDate: publicEvents.startDate,
      endDate: publicEvents.endDate,
    })
    .from(entryForms)
    .leftJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .where(eq(entryForms.id, formId));
  return row;
}
export type CompetitionRow = NonNullable<Awaited<ReturnType<typeof findCompetition>>>;

/** Published competitions (not drafts), latest first, with their number of cards. */
export function listCompetitions(db: DbOrTx) {
  return db
    .select({
      formId: entryForms.id,
      title: entryForms.title,
      titleHi: entryForms.titleHi,
      startDate: publicEvents.startDate,
      endDate: publicEvents.endDate,
      cards: sql<number>`(select count(*)::int from ${accreditationCards} c where c.form_id = ${entryForms.id})`,
    })
    .from(entryForms)
    .leftJoin(publicEvents, eq(publicEvents.id, entryForms.eventId))
    .where(ne(entryForms.status, 'draft'))
    .orderBy(desc(publicEvents.startDate), desc(entryForms.createdAt));
}

const withToken = (db: DbOrTx) =>
  db
    .select({ card: accreditationCards, token: accreditationPrints.token })
    .from(accreditationCards)
    .leftJoin(
      accreditationPrints,
      and(
        eq(accreditationPrints.cardId, accreditationCards.id),
        eq(accreditationPrints.version, accreditationCards.version),
      ),
    );

export const cardsOfForm = (db: DbOrTx, formId: string): Promise<CardWithToken[]> =>
  withToken(db)
    .where(eq(accreditationCards.formId, formId))
    .orderBy(accreditationCards.source, accreditationCards.name, accreditationCards.number);

export async function findCard(db: DbOrTx, cardId: string): Promise<CardWithToken | undefined> {
  const [row] = await withToken(db).where(eq(accreditationCards.id, cardId));
  return row;
}

export const cardsOfUser = (db: DbOrTx, userId: string): Promise<CardWithToken[]> =>
  withToken(db).where(
    and(eq(accreditationCards.userId, userId), inArray(accreditationCards.source, ['athlete', 'holder'])),
  );

/** The cards issued for holders of a kind another feature names, by holder. */
export const cardsOfHolders = (db: DbOrTx, kind: string, ids: string[]): Promise<CardWithToken[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : withToken(db)
        .where(and(eq(accreditationCards.holderKind, kind), inArray(accreditationCards.holderId, ids)))
        .orderBy(accreditationCards.name, accreditationCards.number);

/** The print a QR token names, with its card. */
export async function findPrint(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ print: accreditationPrints, card: accreditationCards })
    .from(accreditationPrints)
    .innerJoin(accreditationCards, eq(accreditationCards.id, accreditationPrints.cardId))
    .where(eq(accreditationPrints.token, token));
  return row;
}

/**
 * Entries that compete: not withdrawn and holding a place paid for (or free), as the start list
 * counts them; with the athlete's name, script name and UID from the registration.
 */
export function competingEntries(db: DbOrTx, formId: string) {
  return db
    .select({
      entryId: entries.id,
      userId: entries.userId,
      answers: entries.answers,
      uid: users.uid,
      userName: users.name,
      page1: registrations.page1,
    })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(registrations, eq(registrations.userId, entries.userId))
    .where(
      and(
        eq(entries.formId, formId),
        ne(entries.status, 'withdrawn'),
        sql`exists (select 1 from ${entryDisciplines} d where d.entry_id = ${entries.id} and d.status = 'entered' and d.settled)`,
      ),
    );
}

/** Forms in which the athlete holds a competing entry. */
export async function formsWithCompetingEntry(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ formId: entries.formId })
    .from(entries)
    .where(
      and(
        eq(entries.userId, userId),
        ne(entries.status, 'withdrawn'),
        sql`exists (select 1 from ${entryDisciplines} d where d.entry_id = ${entries.id} and d.status = 'entered' and d.settled)`,
      ),
    );
  return rows.map((row) => row.formId);
}

/** Cards drawn from entries of this form that are still valid, to compare with the competing entries. */
export const liveEntryCards = (db: DbOrTx, formId: string) =>
  db
    .select({ id: accreditationCards.id, entryId: accreditationCards.entryId })
    .from(accreditationCards)
    .where(
      and(
        eq(accreditationCards.formId, formId),
        inArray(accreditationCards.source, ['athlete', 'guide']),
        isNull(accreditationCards.revokedAt),
      ),
    );

export async function registrationPhotoKey(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [photo] = await db
    .select({ key: registrationDocuments.storageKey })
    .from(registrationDocuments)
    .where(
      and(
        eq(registrationDocuments.userId, userId),
        eq(registrationDocuments.kind, 'photo'),
        isNull(registrationDocuments.replacedAt),
      ),
    );
  return photo?.key;
}
