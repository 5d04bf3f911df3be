import {
  type AccreditationCard,
  type AccreditationCategory,
  type AccreditationCompetition,
  type AccreditationRole,
  type AccreditationZone,
  zonesFor,
} from '@para/contract';
import type { CardRow, CardWithToken, CompetitionRow } from './accreditation.queries.js';

/** Where a print's QR code leads. */
export const accreditationVerifyUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/verify/accreditation/${token}`;

export const competitionOf = (
  row: Pick<CompetitionRow, 'formId' | 'title' | 'titleHi' | 'startDate' | 'endDate'>,
): AccreditationCompetition => ({
  formId: row.formId,
  title: row.title,
  titleHi: row.titleHi,
  startDate: row.startDate ?? '',
  endDate: row.endDate ?? row.startDate ?? '',
});

/**
 * The event a card is for: its competition's (read from the entry form), or, on a card issued for
 * another feature's holder, the event that feature described when issuing it.
 */
export const eventOfCard = (
  card: CardRow,
  competition: CompetitionRow | undefined,
): AccreditationCompetition | undefined => {
  if (competition) return competitionOf(competition);
  if (card.formId !== null || card.eventId === null) return undefined;
  return {
    formId: card.eventId,
    title: card.eventTitle ?? '',
    titleHi: card.eventTitleHi ?? '',
    startDate: card.eventStart ?? '',
    endDate: card.eventEnd ?? card.eventStart ?? '',
  };
};

/** The card's zones, from its category and the zones added to it. */
export const zonesOf = (card: CardRow): AccreditationZone[] =>
  zonesFor(card.category as AccreditationCategory, card.extraZones as AccreditationZone[]);

/** Whether a card prints its holder's registration photo: an athlete's, or a holder with an account. */
export const usesRegistrationPhoto = (card: CardRow) =>
  card.userId !== null && (card.source === 'athlete' || card.source === 'holder');

/** Whether the card has a photo to print: an uploaded one, or (athletes) the registration's. */
export const hasPhoto = (card: CardRow, registrationPhoto: boolean) =>
  card.photoKey !== null || (usesRegistrationPhoto(card) && registrationPhoto);

export function toCard({ card, token }: CardWithToken, publicUrl: string, photo: boolean): AccreditationCard {
  return {
    _id: card.id,
    // A holder's card has no entry form: it names the event it was issued for instead.
    formId: card.formId ?? card.eventId ?? '',
    number: card.number,
    version: card.version,
    source: card.source,
    name: card.name,
    nameInScript: card.nameInScript,
    role: card.role as AccreditationRole,
    category: card.category as AccreditationCategory,
    extraZones: card.extraZones as AccreditationZone[],
    zones: zonesOf(card),
    status: card.revokedAt ? 'revoked' : 'valid',
    revokedAt: card.revokedAt?.toISOString() ?? null,
    revokeReason: card.revokeReason,
    hasPhoto: photo,
    uid: card.uid,
    verifyUrl: token ? accreditationVerifyUrl(publicUrl, token) : '',
    createdAt: card.createdAt.toISOString(),
  };
}
