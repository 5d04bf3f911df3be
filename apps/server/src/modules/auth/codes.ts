import type { CodePurpose } from '../../db/schema/auth.js';
import type { AppContext } from '../../lib/context.js';
import { hmacHex, newOtp, safeEqual } from '../../lib/crypto.js';
import { badRequest } from '../../lib/errors.js';
import { CODE_MAX_FAILED_ATTEMPTS, CODE_TTL_MS } from './auth.limits.js';
import { consumeCode, countFailedAttempt, latestCode, replaceCode } from './auth.queries.js';

/** Keyed hash: the stored value is useless without the server's key, and differs per user and purpose. */
const hashCode = (ctx: AppContext, userId: string, purpose: CodePurpose, code: string) =>
  hmacHex(ctx.codeKey, `${purpose}:${userId}:${code}`);

/** Creates a fresh code (replacing earlier ones) and returns it in clear for the e-mail only. */
export async function issueCode(ctx: AppContext, userId: string, purpose: CodePurpose): Promise<string> {
  const code = newOtp();
  const now = ctx.clock.now();
  await replaceCode(ctx.db, {
    userId,
    purpose,
    codeHash: hashCode(ctx, userId, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

const NEED_NEW_CODE = 'This code can no longer be used. Ask for a new code.';

/** Checks and uses up a code: valid 10 minutes, single use, 5 wrong tries then a new one is needed. */
export async function useCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const now = ctx.clock.now();
  const current = await latestCode(ctx.db, userId, purpose);
  if (!current || current.consumedAt) throw badRequest(NEED_NEW_CODE, { reason: 'no_active_code' });
  if (current.expiresAt <= now)
    throw badRequest('This code has expired. Ask for a new code.', { reason: 'expired' });
  if (current.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) {
    throw badRequest('Too many wrong tries. Ask for a new code.', { reason: 'too_many_attempts' });
  }
  if (!safeEqual(current.codeHash, hashCode(ctx, userId, purpose, code))) {
    const failed = current.failedAttempts + 1;
    await countFailedAttempt(ctx.db, current.id, failed);
    const left = CODE_MAX_FAILED_ATTEMPTS - failed;
    throw badRequest(
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'Too many wrong tries. Ask for a new code.',
      { reason: left > 0 ? 'wrong_code' : 'too_many_attempts', triesLeft: left },
    );
  }
  if (!(await consumeCode(ctx.db, current.id, now)))
    throw badRequest(NEED_NEW_CODE, { reason: 'no_active_code' });
}
