import { randomInt } from 'node:crypto';
import type { takeOverBody } from '@para/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { type UserRow, users } from '../../db/schema/users.js';
import { recordAudit } from '../../lib/audit.js';
import { MINUTE } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { sha256Hex } from '../../lib/crypto.js';
import { AppError, conflict, fieldError } from '../../lib/errors.js';
import type { Limit } from '../../lib/rate-limit.js';
import { findUserByEmail, hashPassword, isCommonPassword, revokeUserSessions } from '../auth/index.js';
import { assistedAthleteFor, hasRealEmail, notAssisted, refuseAdminEmail } from './assisted.js';

/**
 * Taking an assisted account over. The secretary prints or shows a one-time code (with a QR code of
 * the take-over page); the athlete enters it with the e-mail address they will sign in with and a
 * password of their own. From then on the account is the athlete's: the district can read their
 * registration but no longer change it.
 */

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
/** Long enough for an athlete to get home and find a helper; a new code can be printed any time. */
const CODE_TTL_MS = 14 * 24 * 60 * MINUTE;

/** ~49 bits: guessing is stopped long before by the per-network limit below. */
const takeOverPerIp: Limit = {
  max: 20,
  windowMs: 15 * MINUTE,
  message: 'Too many attempts from this network. Please wait a few minutes and try again.',
};

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
export const formatCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

export async function issueTakeoverCode(ctx: AppContext, secretary: UserRow, userId: string) {
  const athlete = await assistedAthleteFor(ctx, secretary, userId);
  const code = newCode();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    // Only while the district still holds the account: its owner may have proved the address meanwhile.
    const [stored] = await tx
      .update(users)
      .set({ takeoverCodeHash: sha256Hex(code), takeoverCodeExpiresAt: expiresAt })
      .where(and(eq(users.id, athlete.id), isNull(users.takenOverAt)))
      .returning({ id: users.id });
    if (!stored) throw notAssisted();
    await recordAudit(tx, {
      actorId: secretary.id,
      action: 'district.athlete.takeover_code',
      targetType: 'user',
      targetId: athlete.id,
      changes: { expiresAt: expiresAt.toISOString() },
      at: now,
    });
  });
  const url = `${ctx.config.publicUrl}/take-over?code=${formatCode(code)}`;
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { code: formatCode(code), expiresAt: expiresAt.toISOString(), url, qrSvg };
}

const invalidCode = () =>
  new AppError(
    400,
    'This take-over code is not valid. Check it, or ask your district secretary for a new one.',
    { fields: { code: 'validation.takeoverCodeInvalid' } },
    'TAKEOVER_CODE_INVALID',
  );

export async function takeOver(ctx: AppContext, ip: string, body: z.output<typeof takeOverBody>) {
  await ctx.limiter.consume(`takeover:ip:${ip}`, takeOverPerIp);
  const now = ctx.clock.now();
  const [athlete] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.takeoverCodeHash, sha256Hex(body.code)),
        gt(users.takeoverCodeExpiresAt, now),
        isNull(users.takenOverAt),
        // An address its owner has proved is theirs is never taken from them by a code (decision 34).
        isNull(users.emailVerifiedAt),
      ),
    )
    .limit(1);
  if (!athlete) throw invalidCode();
  const email = body.email;
  refuseAdminEmail(ctx, email);
  if (hasRealEmail(athlete.email)) {
    // The address the secretary gave is the one to sign in with: a second thing to know besides the code.
    if (athlete.email !== email)
      throw new AppError(
        400,
        'This is not the e-mail address your account was registered with.',
        { fields: { email: 'validation.takeoverEmailMismatch' } },
        'TAKEOVER_EMAIL_MISMATCH',
      );
  } else {
    const other = await findUserByEmail(ctx.db, email);
    if (other)
      throw conflict(
        'An account already has this e-mail address. Use another, or sign in with that account.',
        { fields: { email: 'validation.emailTaken' } },
        'EMAIL_TAKEN',
      );
  }
  if (isCommonPassword(body.password))
    throw fieldError('password', 'validation.passwordCommon', 'PASSWORD_TOO_COMMON');
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    // The update claims the code: of two take-overs sent at once with it, only one finds it unspent.
    const [claimed] = await tx
      .update(users)
      .set({
        email,
        passwordHash,
        takenOverAt: now,
        takeoverCodeHash: null,
        takeoverCodeExpiresAt: null,
        // The take-over code proves the secretary's slip, not the address: whoever holds the address
        // confirms it at the first sign-in, with a code sent to it.
        emailVerifiedAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(users.id, athlete.id),
          eq(users.takeoverCodeHash, sha256Hex(body.code)),
          isNull(users.takenOverAt),
          isNull(users.emailVerifiedAt),
        ),
      )
      .returning({ id: users.id });
    if (!claimed) throw invalidCode();
    await revokeUserSessions(tx, athlete.id, now, 'account taken over');
    await recordAudit(tx, {
      actorId: athlete.id,
      action: 'account.take_over',
      targetType: 'user',
      targetId: athlete.id,
      changes: { assistedBy: athlete.assistedBy },
      at: now,
    });
  });
  return { email };
}
