import { randomBytes } from 'node:crypto';
import { defaultCategoryOf, type EscortAnswer } from '@para/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accreditationCards, accreditationPrints } from '../../db/schema/accreditation.js';
import type { AppContext } from '../../lib/context.js';
import { queueNotices } from '../notices/index.js';
import { nextCounter } from '../registration/uid.js';
import { type CompetitionRow, competingEntries, liveEntryCards } from './accreditation.queries.js';

/** A print's QR secret: 16 random bytes, 22 base64url characters. Not guessable from the number. */
export const newToken = () => randomBytes(16).toString('base64url');

/** `PSA-A-<year>-<6 digits>`: unique, never reused (a rolled-back insert gives its number back). */
export async function nextCardNumber(db: DbOrTx, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const value = await nextCounter(db, `accreditation:${year}`);
  return `PSA-A-${year}-${String(value).padStart(6, '0')}`;
}

export type NewCard = Omit<
  typeof accreditationCards.$inferInsert,
  'id' | 'number' | 'version' | 'createdAt' | 'updatedAt'
>;

/** Inserts a card with its first print; undefined when the entry already has this card. */
export async function insertCard(tx: DbOrTx, values: NewCard, at: Date) {
  const number = await nextCardNumber(tx, at);
  const [card] = await tx
    .insert(accreditationCards)
    .values({ ...values, number, version: 1, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  if (!card) return undefined;
  await tx
    .insert(accreditationPrints)
    .values({ token: newToken(), cardId: card.id, version: 1, createdAt: at });
  return card;
}

const isEscort = (value: unknown): value is EscortAnswer =>
  typeof value === 'object' && value !== null && typeof (value as EscortAnswer).name === 'string';

/**
 * Draws the cards the entries call for: one for each athlete holding a paid (or free) place, and one
 * for each guide or escort named in that entry's answers. Running it again adds nobody twice (unique
 * index on entry, source and question). A card whose entry no longer competes (withdrawn, places
 * released) is revoked, so its QR code fails at the gate.
 */
export async function drawEntryCards(ctx: AppContext, competition: CompetitionRow): Promise<void> {
  const now = ctx.clock.now();
  const escortKeys = competition.fields.filter((field) => field.type === 'escort').map((field) => field.key);
  const competing = await competingEntries(ctx.db, competition.formId);
  const live = await liveEntryCards(ctx.db, competition.formId);
  const competingIds = new Set(competing.map((entry) => entry.entryId));
  const stale = live.filter((card) => card.entryId === null || !competingIds.has(card.entryId));
  const withCards = new Set(live.map((card) => card.entryId));
  const missing = competing.filter((entry) => !withCards.has(entry.entryId));
  if (missing.length === 0 && stale.length === 0) return;

  await ctx.db.transaction(async (tx) => {
    // Each athlete is told the card is ready, by a notice written with the card (decision 42).
    await queueNotices(
      tx,
      missing.map((entry) => ({
        userId: entry.userId,
        kind: 'accreditation_ready' as const,
        data: {
          name: entry.userName,
          form: { en: competition.title, hi: competition.titleHi || competition.title },
          path: '/user/accreditation-card',
        },
        idempotencyKey: `accreditation_ready:${entry.entryId}`,
        at: now,
      })),
    );
    for (const entry of missing) {
      const name = entry.page1?.fullName || entry.userName;
      await insertCard(
        tx,
        {
          formId: competition.formId,
          source: 'athlete',
          entryId: entry.entryId,
          userId: entry.userId,
          uid: entry.uid ?? '',
          name,
          nameInScript: entry.page1?.nameInStateScript ?? '',
          role: 'athlete',
          category: 'athlete',
        },
        now,
      );
      for (const key of escortKeys) {
        const escort = entry.answers[key];
        if (!isEscort(escort)) continue;
        await insertCard(
          tx,
          {
            formId: competition.formId,
            source: 'guide',
            entryId: entry.entryId,
            fieldKey: key,
            name: escort.name,
            role: 'guide',
            category: defaultCategoryOf.guide,
          },
          now,
        );
      }
    }
    if (stale.length > 0) {
      await tx
        .update(accreditationCards)
        .set({ revokedAt: now, revokeReason: 'The entry no longer holds a place.', updatedAt: now })
        .where(
          and(
            inArray(
              accreditationCards.id,
              stale.map((card) => card.id),
            ),
            isNull(accreditationCards.revokedAt),
          ),
        );
    }
  });
}
