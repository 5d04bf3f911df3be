import {
  type AccreditationCard,
  type AccreditationCategory,
  type AccreditationCheck,
  type AccreditationRole,
  addAccreditationFields,
  MAX_ACCREDITATION_PHOTO_BYTES,
} from '@para/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accreditationCards, accreditationPrints } from '../../db/schema/accreditation.js';
import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { checkUpload, normalisePhoto, readUploadedFile } from '../../lib/uploads.js';
import { indianToday } from '../content/calendar.js';
import {
  type CardWithToken,
  cardsOfForm,
  cardsOfUser,
  findCard,
  findCompetition,
  findPrint,
  formsWithCompetingEntry,
  listCompetitions,
  registrationPhotoKey,
} from './accreditation.queries.js';
import {
  competitionOf,
  eventOfCard,
  hasPhoto,
  toCard,
  usesRegistrationPhoto,
  zonesOf,
} from './card-shape.js';
import { drawEntryCards, insertCard, newToken } from './issue.js';

const PHOTO_MAX_SIDE = 800;

export async function competitionOr404(ctx: AppContext, formId: string) {
  const competition = await findCompetition(ctx.db, formId);
  if (!competition || competition.status === 'draft')
    throw notFound('No such competition.', 'FORM_NOT_FOUND');
  return competition;
}

/** The photo a card prints: its own upload, or an athlete's registration photo. */
export async function photoKeyOf(ctx: AppContext, { card }: CardWithToken): Promise<string | undefined> {
  if (card.photoKey) return card.photoKey;
  if (usesRegistrationPhoto(card) && card.userId) return registrationPhotoKey(ctx.db, card.userId);
  return undefined;
}

async function shaped(ctx: AppContext, row: CardWithToken): Promise<AccreditationCard> {
  return toCard(row, ctx.config.publicUrl, hasPhoto(row.card, Boolean(await photoKeyOf(ctx, row))));
}

export async function listCompetitionsWithCards(ctx: AppContext) {
  const rows = await listCompetitions(ctx.db);
  return rows.map((row) => ({ ...competitionOf(row), cards: Number(row.cards) }));
}

/** A competition's cards, after drawing those its entries call for. */
export async function competitionCards(ctx: AppContext, formId: string) {
  const competition = await competitionOr404(ctx, formId);
  await drawEntryCards(ctx, competition);
  const rows = await cardsOfForm(ctx.db, formId);
  return {
    competition: competitionOf(competition),
    cards: await Promise.all(rows.map((row) => shaped(ctx, row))),
  };
}

/** The fields of a multipart upload as plain strings (a file's own fields are not among them). */
function plainFields(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, field] of Object.entries(fields)) {
    const part = Array.isArray(field) ? field[0] : field;
    if (part && typeof part === 'object' && 'value' in part && typeof part.value === 'string')
      values[key] = part.value;
  }
  return values;
}

/** Validation refusals name their field, as the JSON routes' do. */
function invalidFields(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
  return badRequest('Some fields need attention.', { fields }, 'VALIDATION_FAILED');
}

/**
 * Adds someone who is not an athlete: the fields first, then the photo (JPEG or PNG by its bytes, up
 * to 2 MB, re-encoded without metadata). Audited with the card's number.
 */
export async function addStaffCard(
  ctx: AppContext,
  adminId: string,
  formId: string,
  request: FastifyRequest,
): Promise<AccreditationCard> {
  if (!request.isMultipart())
    throw new AppError(415, 'Send the card as multipart/form-data.', null, 'NOT_MULTIPART');
  const competition = await competitionOr404(ctx, formId);
  const part = await request.file({
    limits: { fileSize: MAX_ACCREDITATION_PHOTO_BYTES, files: 1, fields: 10 },
  });
  if (!part)
    throw badRequest(
      'No photo was received. Please choose a photo.',
      { fields: { photo: 'Choose a photo.' } },
      'FILE_MISSING',
    );
  const parsed = addAccreditationFields.safeParse(plainFields(part.fields));
  if (!parsed.success) {
    part.file.resume();
    throw invalidFields(parsed.error);
  }
  let bytes: Buffer;
  try {
    const raw = await readUploadedFile(part, MAX_ACCREDITATION_PHOTO_BYTES);
    const checked = await checkUpload(raw, ['jpg', 'png'], MAX_ACCREDITATION_PHOTO_BYTES, part.filename);
    bytes = await normalisePhoto(checked.bytes, PHOTO_MAX_SIDE);
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.statusCode, error.message, { fields: { photo: error.message } }, error.code);
    throw error;
  }
  const photoKey = await ctx.storage.put('accreditation', bytes, 'jpg');
  const now = ctx.clock.now();
  const fields = parsed.data;
  try {
    const card = await auditedWrite(
      ctx.db,
      { actorId: adminId, action: 'accreditation.add', targetType: 'accreditation_card', at: now },
      async (tx) => {
        const row = await insertCard(
          tx,
          {
            formId: competition.formId,
            source: 'staff',
            name: fields.name,
            nameInScript: fields.nameInScript,
            role: fields.role,
            category: fields.category,
            extraZones: fields.extraZones,
            photoKey,
            createdBy: adminId,
          },
          now,
        );
        if (!row) throw new Error('accreditation card not stored');
        return {
          result: row,
          targetId: row.id,
          changes: { number: row.number, role: row.role, category: row.category, formId },
        };
      },
    );
    const stored = await findCard(ctx.db, card.id);
    if (!stored) throw new Error('accreditation card not found after insert');
    return toCard(stored, ctx.config.publicUrl, true);
  } catch (error) {
    // Nothing half-written: a photo without its card is removed.
    await ctx.storage.remove(photoKey).catch(() => undefined);
    throw error;
  }
}

async function cardOr404(ctx: AppContext, cardId: string) {
  const row = await findCard(ctx.db, cardId);
  if (!row) throw notFound('No such accreditation card.');
  return row;
}

export async function revokeCard(ctx: AppContext, adminId: string, cardId: string, reason: string) {
  const row = await cardOr404(ctx, cardId);
  if (row.card.revokedAt) return shaped(ctx, row);
  const now = ctx.clock.now();
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'accreditation.revoke', targetType: 'accreditation_card', at: now },
    async (tx) => {
      await tx
        .update(accreditationCards)
        .set({ revokedAt: now, revokeReason: reason, updatedAt: now })
        .where(eq(accreditationCards.id, cardId));
      return { result: null, targetId: cardId, changes: { number: row.card.number, reason } };
    },
  );
  return shaped(ctx, await cardOr404(ctx, cardId));
}

/**
 * A new print: the version goes up and a new QR token is made; the card is valid again if it was
 * revoked. Every earlier print's token now answers "replaced".
 */
export async function reprintCard(ctx: AppContext, adminId: string, cardId: string) {
  const now = ctx.clock.now();
  await auditedWrite(
    ctx.db,
    { actorId: adminId, action: 'accreditation.reprint', targetType: 'accreditation_card', at: now },
    async (tx) => {
      // The row lock orders two reprints at once: each gets its own version.
      const [card] = await tx
        .select()
        .from(accreditationCards)
        .where(eq(accreditationCards.id, cardId))
        .for('update');
      if (!card) throw notFound('No such accreditation card.');
      const version = card.version + 1;
      await tx
        .update(accreditationCards)
        .set({ version, revokedAt: null, revokeReason: '', updatedAt: now })
        .where(eq(accreditationCards.id, cardId));
      await tx.insert(accreditationPrints).values({ token: newToken(), cardId, version, createdAt: now });
      return { result: null, targetId: cardId, changes: { number: card.number, version } };
    },
  );
  return shaped(ctx, await cardOr404(ctx, cardId));
}

/** The signed-in athlete's cards (drawn first for the competitions they hold a place in). */
export async function myCards(ctx: AppContext, userId: string) {
  for (const formId of await formsWithCompetingEntry(ctx.db, userId)) {
    const competition = await findCompetition(ctx.db, formId);
    if (competition && competition.status !== 'draft') await drawEntryCards(ctx, competition);
  }
  const rows = await cardsOfUser(ctx.db, userId);
  const result = await Promise.all(
    rows.map(async (row) => {
      const competition = await eventOf(ctx, row.card);
      return competition ? { competition, card: await shaped(ctx, row) } : null;
    }),
  );
  return result
    .filter((item) => item !== null)
    .sort((a, b) => b.competition.startDate.localeCompare(a.competition.startDate));
}

/** The event a card is for, read from its entry form or from the card itself (a holder's card). */
export async function eventOf(ctx: AppContext, card: CardWithToken['card']) {
  const competition = card.formId ? await findCompetition(ctx.db, card.formId) : undefined;
  return eventOfCard(card, competition);
}

/** One of the athlete's own cards; anyone else's is not found (not forbidden: it does not say it exists). */
export async function myCard(ctx: AppContext, userId: string, cardId: string) {
  const row = await findCard(ctx.db, cardId);
  if (!row || row.card.userId !== userId || !usesRegistrationPhoto(row.card))
    throw notFound('No such accreditation card.');
  return row;
}

/** The gate's check of a QR token, with the photo only while the card is valid. An unknown token is a plain 404. */
export async function checkToken(
  ctx: AppContext,
  token: string,
): Promise<{ check: AccreditationCheck; photoKey?: string }> {
  const found = await findPrint(ctx.db, token);
  if (!found) throw notFound('This card is not known.', 'CARD_UNKNOWN');
  const shape = await eventOf(ctx, found.card);
  if (!shape) throw notFound('This card is not known.', 'CARD_UNKNOWN');
  const today = indianToday(ctx.clock.now());
  const status = found.card.revokedAt
    ? 'revoked'
    : found.print.version !== found.card.version
      ? 'replaced'
      : shape.endDate && shape.endDate < today
        ? 'expired'
        : 'valid';
  // The photo shows the holder to the gate only while the card lets them in: a lost, replaced or
  // expired card's QR code must not keep handing out the holder's current picture.
  const photoKey = status === 'valid' ? await photoKeyOf(ctx, { card: found.card, token }) : undefined;
  return {
    check: {
      status,
      competition: shape,
      name: found.card.name,
      nameInScript: found.card.nameInScript,
      role: found.card.role as AccreditationRole,
      category: found.card.category as AccreditationCategory,
      zones: zonesOf(found.card),
      number: found.card.number,
      version: found.print.version,
      photoUrl: photoKey ? `/api/accreditation/verify/${token}/photo` : null,
    },
    ...(photoKey ? { photoKey } : {}),
  };
}
