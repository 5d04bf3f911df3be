import { MAX_PHOTO_BYTES, type Profile } from '@para/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, badRequest, fieldError, notFound } from '../../lib/errors.js';
import { consumeUploadAllowance } from '../../lib/upload-limits.js';
import { checkUpload, normalisePhoto, readUploadedFile } from '../../lib/uploads.js';
import { revokeUserSessions } from './auth.queries.js';
import { toProfile } from './auth.service.js';
import { hashPassword, isCommonPassword, verifyPassword } from './password-policy.js';

export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: { name: string; phone: string },
): Promise<Profile> {
  const numberChanged = input.phone !== user.phone;
  // A proved number is how the account signs in by code: a new one is not proved by typing it. An
  // account with no verified e-mail would be left with no way in, so it keeps its number (decision 41).
  if (numberChanged && user.phoneVerifiedAt && !user.emailVerifiedAt)
    throw fieldError('phone', 'validation.phoneIsSignIn');
  const [updated] = await ctx.db
    .update(users)
    .set({
      name: input.name,
      phone: input.phone,
      ...(numberChanged ? { phoneVerifiedAt: null } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return toProfile(ctx, updated ?? user);
}

const PHOTO_URL_PREFIX = '/api/profile-photos/';

/** A profile photo: checked by content, re-encoded (no metadata), served from an unguessable address. */
export async function uploadProfilePhoto(
  ctx: AppContext,
  user: UserRow,
  request: FastifyRequest,
): Promise<Profile> {
  if (!request.isMultipart())
    throw new AppError(415, 'Send the photo as multipart/form-data.', null, 'NOT_MULTIPART');
  await consumeUploadAllowance(ctx, user.id);
  const part = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
  if (!part)
    throw badRequest('No photo was received.', { fields: { file: 'Choose a photo.' } }, 'FILE_MISSING');
  const checked = await checkUpload(
    await readUploadedFile(part, MAX_PHOTO_BYTES),
    ['jpg', 'png'],
    MAX_PHOTO_BYTES,
    part.filename,
  );
  const key = await ctx.storage.put('profile-photos', await normalisePhoto(checked.bytes, 400), 'jpg');
  // The photo being replaced is read under the row lock, not from the request's copy of the user:
  // with parallel uploads each would otherwise delete the same old file and leave the other's behind.
  const { updated, previous } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ profilePhoto: users.profilePhoto })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const [row] = await tx
      .update(users)
      .set({
        profilePhoto: `${PHOTO_URL_PREFIX}${key.slice('profile-photos/'.length)}`,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return { updated: row, previous: current?.profilePhoto ?? '' };
  });
  if (previous.startsWith(PHOTO_URL_PREFIX)) {
    await ctx.storage
      .remove(`profile-photos/${previous.slice(PHOTO_URL_PREFIX.length)}`)
      .catch(() => undefined);
  }
  return toProfile(ctx, updated ?? user);
}

/** Only a photo that is someone's current one is served; replaced photos are gone. */
export async function sendProfilePhoto(ctx: AppContext, year: string, file: string, reply: FastifyReply) {
  const url = `${PHOTO_URL_PREFIX}${year}/${file}`;
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.profilePhoto, url))
    .limit(1);
  if (!owner) throw notFound('No such photo.');
  return reply
    .header('Content-Type', 'image/jpeg')
    .header('Cache-Control', 'private, max-age=86400')
    .header('X-Content-Type-Options', 'nosniff')
    .send(ctx.storage.read(`profile-photos/${year}/${file}`));
}

/** Needs the current password; ends every other session so a stolen one stops working. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', 'The current password is not right.', 'WRONG_PASSWORD');
  }
  if (isCommonPassword(input.newPassword))
    throw fieldError('newPassword', 'validation.passwordCommon', 'PASSWORD_TOO_COMMON');
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now, 'password_changed', sessionId);
  });
}
