import {
  type AccreditationCard,
  type AccreditationCompetition,
  type AccreditationRole,
  defaultCategoryOf,
} from '@para/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accreditationCards, accreditationPrints } from '../../db/schema/accreditation.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { type CardWithToken, cardsOfHolders } from './accreditation.queries.js';
import { photoKeyOf } from './accreditation.service.js';
import { accreditationCardPdf, accreditationSheetPdf, type PrintableCard } from './card-pdf.js';
import { eventOfCard, hasPhoto, toCard } from './card-shape.js';
import { insertCard, newToken } from './issue.js';
import { printable } from './printing.js';

/**
 * Cards for holders another feature names (decision 19: accreditation offers the way to issue a card,
 * and never learns the other feature's kinds). The feature gives a kind (`selection_team_member`), the
 * holder's id, who they are and the event; the card is drawn, printed and checked at the gate like
 * every other card, so a revoked or reprinted one fails the check the same way.
 */

/** An event a holder's card is for, as the issuing feature describes it. */
export interface HolderEvent {
  id: string;
  title: string;
  titleHi: string;
  startDate: string;
  endDate: string;
}

export interface Holder {
  kind: string;
  id: string;
  /** The holder's account, when they have one: they see the card in their area, with their photo. */
  userId: string | null;
  uid: string;
  name: string;
  nameInScript: string;
  role: AccreditationRole;
}

const eventColumns = (event: HolderEvent) => ({
  eventId: event.id,
  eventTitle: event.title,
  eventTitleHi: event.titleHi,
  eventStart: event.startDate,
  eventEnd: event.endDate,
});

/**
 * Issues each holder's card in the caller's transaction: a new card for a holder without one, and a
 * new print (a new QR token, valid again) for one whose card was revoked. A holder with a valid card
 * keeps it as it is. Returns the numbers issued or printed again.
 */
export async function issueHolderCards(
  tx: DbOrTx,
  event: HolderEvent,
  holders: Holder[],
  at: Date,
): Promise<string[]> {
  const issued: string[] = [];
  for (const holder of holders) {
    const [existing] = await tx
      .select()
      .from(accreditationCards)
      .where(and(eq(accreditationCards.holderKind, holder.kind), eq(accreditationCards.holderId, holder.id)))
      .for('update');
    if (existing && !existing.revokedAt) continue;
    if (existing) {
      const version = existing.version + 1;
      await tx
        .update(accreditationCards)
        .set({ version, revokedAt: null, revokeReason: '', updatedAt: at, ...eventColumns(event) })
        .where(eq(accreditationCards.id, existing.id));
      await tx
        .insert(accreditationPrints)
        .values({ token: newToken(), cardId: existing.id, version, createdAt: at });
      issued.push(existing.number);
      continue;
    }
    const card = await insertCard(
      tx,
      {
        formId: null,
        source: 'holder',
        holderKind: holder.kind,
        holderId: holder.id,
        ...eventColumns(event),
        userId: holder.userId,
        uid: holder.uid,
        name: holder.name,
        nameInScript: holder.nameInScript,
        role: holder.role,
        category: defaultCategoryOf[holder.role],
      },
      at,
    );
    if (card) issued.push(card.number);
  }
  return issued;
}

/** Revokes a holder's card (in the caller's transaction), so its QR code fails at the gate. */
export async function revokeHolderCard(tx: DbOrTx, kind: string, id: string, reason: string, at: Date) {
  await tx
    .update(accreditationCards)
    .set({ revokedAt: at, revokeReason: reason, updatedAt: at })
    .where(
      and(
        eq(accreditationCards.holderKind, kind),
        eq(accreditationCards.holderId, id),
        isNull(accreditationCards.revokedAt),
      ),
    );
}

/** The cards of these holders, by holder id. */
export async function holderCards(
  ctx: AppContext,
  kind: string,
  ids: string[],
): Promise<Map<string, AccreditationCard>> {
  const rows = await cardsOfHolders(ctx.db, kind, ids);
  const cards = new Map<string, AccreditationCard>();
  for (const row of rows) {
    if (!row.card.holderId) continue;
    const photo = hasPhoto(row.card, Boolean(await photoKeyOf(ctx, row)));
    cards.set(row.card.holderId, toCard(row, ctx.config.publicUrl, photo));
  }
  return cards;
}

const competitionOfRow = (row: CardWithToken): AccreditationCompetition => {
  const event = eventOfCard(row.card, undefined);
  if (!event) throw new Error('a holder card without its event');
  return event;
};

/** One holder's card as a PDF; not found when the holder has no card. */
export async function holderCardPdf(ctx: AppContext, kind: string, id: string) {
  const [row] = await cardsOfHolders(ctx.db, kind, [id]);
  if (!row) throw notFound('No accreditation card has been issued for this person.', 'CARD_NOT_ISSUED');
  const bytes = await accreditationCardPdf(await printable(ctx, row, competitionOfRow(row)));
  return { bytes, fileName: `accreditation-${row.card.number}-print-${row.card.version}.pdf` };
}

/** The valid cards of these holders on A4 sheets (revoked ones must not be handed out). */
export async function holderSheetPdf(ctx: AppContext, kind: string, ids: string[], event: HolderEvent) {
  const rows = (await cardsOfHolders(ctx.db, kind, ids)).filter((row) => !row.card.revokedAt);
  const shape: AccreditationCompetition = { formId: event.id, ...event };
  const cards: PrintableCard[] = [];
  for (const row of rows) cards.push(await printable(ctx, row, competitionOfRow(row)));
  return { bytes: await accreditationSheetPdf(shape, cards), count: cards.length };
}
