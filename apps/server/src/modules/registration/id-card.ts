import type { CardVerification, IdentityCard } from '@para/contract';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { idCards, registrationDocuments, registrations, sports } from '../../db/schema/registration.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';

export interface CardFacts {
  card: IdentityCard;
  photoKey: string | undefined;
  status: CardVerification['status'];
}

async function sportNames(ctx: AppContext): Promise<Map<string, string>> {
  const rows = await ctx.db.select({ code: sports.code, name: sports.name }).from(sports);
  return new Map(rows.map((row) => [row.code, row.name]));
}

async function photoKeyOf(ctx: AppContext, userId: string) {
  const [photo] = await ctx.db
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

/** Everything printed on the card, from the approved registration. */
async function cardFacts(
  ctx: AppContext,
  user: UserRow,
  card: typeof idCards.$inferSelect,
): Promise<CardFacts> {
  const [registration] = await ctx.db.select().from(registrations).where(eq(registrations.userId, user.id));
  const page1 = registration?.page1;
  const page2 = registration?.page2;
  if (!page1 || !page2) throw notFound('No registration for this card.');
  const names = await sportNames(ctx);
  const now = ctx.clock.now();
  const verifyUrl = `${ctx.config.publicUrl}/verify/${card.verifyCode}`;
  return {
    card: {
      uid: user.uid ?? '',
      name: page1.fullName,
      nameInStateScript: page1.nameInStateScript ?? '',
      dateOfBirth: page1.dateOfBirth,
      gender: page1.gender,
      district: page1.address.district,
      sports: page2.sports.map((entry) => ({
        sport: names.get(entry.sport) ?? entry.sport,
        sportClass: entry.sportClass ?? '',
      })),
      bloodGroup: page1.bloodGroup,
      emergencyContact: { name: page1.emergencyContact.name, phone: page1.emergencyContact.phone },
      validUntil: card.validUntil.toISOString().slice(0, 10),
      verifyUrl,
      verifyQr: await QRCode.toDataURL(verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
      photoUrl: '/api/user/identity-card/photo',
      pdfUrl: '/api/user/identity-card.pdf',
    },
    photoKey: await photoKeyOf(ctx, user.id),
    status: card.revokedAt ? 'revoked' : card.validUntil <= now ? 'expired' : 'valid',
  };
}

export async function identityCardOf(ctx: AppContext, user: UserRow): Promise<CardFacts> {
  // Not forbidden: the card simply does not exist until the registration is approved.
  if (!user.registrationApproved)
    throw notFound(
      'No identity card yet: it is issued once your registration is approved.',
      'CARD_NOT_READY',
    );
  const [card] = await ctx.db.select().from(idCards).where(eq(idCards.userId, user.id));
  if (!card) throw notFound('No identity card has been issued yet.', 'CARD_NOT_READY');
  return cardFacts(ctx, user, card);
}

/** The public check behind the QR code: an unknown code is a plain 404. */
export async function verifyCard(
  ctx: AppContext,
  code: string,
): Promise<{ verification: CardVerification; photoKey?: string }> {
  const [row] = await ctx.db
    .select({ card: idCards, user: users })
    .from(idCards)
    .innerJoin(users, eq(users.id, idCards.userId))
    .where(eq(idCards.verifyCode, code));
  if (!row) throw notFound('This card is not known.', 'CARD_UNKNOWN');
  const facts = await cardFacts(ctx, row.user, row.card);
  return {
    verification: {
      status: facts.status,
      name: facts.card.name,
      uid: facts.card.uid,
      district: facts.card.district,
      sports: facts.card.sports,
      validUntil: facts.card.validUntil,
      photoUrl: `/api/verify/${code}/photo`,
    },
    ...(facts.photoKey && facts.status !== 'revoked' ? { photoKey: facts.photoKey } : {}),
  };
}
