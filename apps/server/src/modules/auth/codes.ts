import type { CodePurpose } from '../../db/schema/auth.js';
import type { AppContext } from '../../lib/context.js';
import { hmacHex, newOtp, safeEqual } from '../../lib/crypto.js';
import { badRequest } from '../../lib/errors.js';
import { type CodeRow, claimTry, consumeCode, openCodes, replaceCode } from './auth.queries.js';
import { CODE_MAX_FAILED_ATTEMPTS, CODE_TTL_MS } from './limits.js';

/** The credentials a sign-up chose; they wait on its code and take effect only when that code is used. */
export interface PendingSignup {
  signupId: string;
  name: string;
  phone: string;
  passwordHash: string;
}

/** Keyed hash: the stored value is useless without the server's key, and differs per user and purpose. */
const hashCode = (ctx: AppContext, userId: string, purpose: CodePurpose, code: string) =>
  hmacHex(ctx.codeKey, `${purpose}:${userId}:${code}`);

/**
 * Creates a fresh code and returns it in clear for the e-mail only. It replaces the earlier unused codes
 * of the same purpose and the same sign-up: a new sign-up's code leaves other sign-ups' codes as they are.
 */
export async function issueCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
  signup: PendingSignup | null = null,
): Promise<string> {
  const code = newOtp();
  const now = ctx.clock.now();
  await replaceCode(ctx.db, {
    userId,
    purpose,
    codeHash: hashCode(ctx, userId, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    signupId: signup?.signupId ?? null,
    pendingName: signup?.name ?? null,
    pendingPhone: signup?.phone ?? null,
    pendingPasswordHash: signup?.passwordHash ?? null,
  });
  return code;
}

const NEED_NEW_CODE = 'This code can no longer be used. Ask for a new code.';

/**
 * Checks and uses up a code: valid 10 minutes, single use, 5 tries then a new one is needed. Several
 * codes can be open at once (one per pending sign-up); the one that matches is used and returned, so the
 * caller applies that sign-up's credentials and no other's.
 */
export async function useCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeRow> {
  const now = ctx.clock.now();
  const open = await openCodes(ctx.db, userId, purpose);
  if (open.length === 0) throw badRequest(NEED_NEW_CODE, { reason: 'no_active_code' }, 'NO_ACTIVE_CODE');
  const live = open.filter((row) => row.expiresAt > now);
  if (live.length === 0)
    throw badRequest('This code has expired. Ask for a new code.', { reason: 'expired' }, 'CODE_EXPIRED');
  // Each try is counted before any comparison, in one UPDATE whose WHERE holds the limit: parallel
  // requests cannot all read the same count and compare more often than the limit allows.
  const claimed = await claimTry(ctx.db, userId, purpose, now, CODE_MAX_FAILED_ATTEMPTS);
  if (claimed.length === 0) {
    throw badRequest(
      'Too many wrong tries. Ask for a new code.',
      { reason: 'too_many_attempts' },
      'TOO_MANY_ATTEMPTS',
    );
  }
  const hash = hashCode(ctx, userId, purpose, code);
  const match = claimed.find((row) => safeEqual(row.codeHash, hash));
  if (!match) {
    // A try counts against every open code, so more pending sign-ups do not mean more tries.
    const newest = claimed.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
    const left = CODE_MAX_FAILED_ATTEMPTS - newest.failedAttempts;
    throw badRequest(
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'Too many wrong tries. Ask for a new code.',
      { reason: left > 0 ? 'wrong_code' : 'too_many_attempts', triesLeft: left },
      left > 0 ? 'WRONG_CODE' : 'TOO_MANY_ATTEMPTS',
    );
  }
  if (!(await consumeCode(ctx.db, match.id, now)))
    throw badRequest(NEED_NEW_CODE, { reason: 'no_active_code' }, 'NO_ACTIVE_CODE');
  return match;
}
