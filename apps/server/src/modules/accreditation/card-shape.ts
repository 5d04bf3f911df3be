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

/** The card's zones, from its category and the zones added to it. */
export const zonesOf = (card: CardRow): AccreditationZone[] =>
  zonesFor(card.category as AccreditationCategory, card.extraZones as AccreditationZone[]);

/** Whether the card has a photo to print: an uploaded one, or (athletes) the registration's. */
export const hasPhoto = (card: CardRow, registrationPhoto: boolean) =>
  card.photoKey !== null || (card.source === 'athlete' && registrationPhoto);

export function toCard({ card, token }: CardWithToken, publicUrl: string, photo: boolean): AccreditationCard {
  return {
    _id: card.id,
    formId: card.formId,
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
