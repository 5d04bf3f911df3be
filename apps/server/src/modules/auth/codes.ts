import type { CodePurpose } from '../../db/schema/auth.js';
import { forgetAttempts } from '../../lib/backoff.js';
import type { AppContext } from '../../lib/context.js';
import { hmacHex, newOtp, safeEqual } from '../../lib/crypto.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { type CodeRow, claimTry, consumeCode, openCodes, replaceCode } from './auth.queries.js';
import { CODE_MAX_FAILED_ATTEMPTS, CODE_TTL_MS, limits } from './limits.js';

/**
 * One attempt at owning an address: a sign-up with the credentials it chose, or a sign-in of an
 * unverified account with the password it proved. Its verification codes carry those credentials, and
 * they take effect only when one of its own codes is used (docs/decisions/0017, 0034).
 */
export interface Attempt {
  id: string;
  name: string;
  phone: string;
  passwordHash: string;
}

/** Keyed hash: the stored value is useless without the server's key, and differs per user and purpose. */
const hashCode = (ctx: AppContext, userId: string, purpose: CodePurpose, code: string) =>
  hmacHex(ctx.codeKey, `${purpose}:${userId}:${code}`);

/**
 * Creates a fresh code and returns it in clear for the e-mail only. It replaces the earlier unused codes
 * of the same purpose and the same attempt: a new attempt's code leaves other attempts' codes as they are.
 */
export async function issueCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
  attempt: Attempt | null = null,
  pendingEmail: string | null = null,
): Promise<string> {
  const code = newOtp();
  const now = ctx.clock.now();
  await replaceCode(ctx.db, {
    userId,
    purpose,
    codeHash: hashCode(ctx, userId, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    signupId: attempt?.id ?? null,
    pendingName: attempt?.name ?? null,
    pendingPhone: attempt?.phone ?? null,
    pendingPasswordHash: attempt?.passwordHash ?? null,
    pendingEmail,
  });
  return code;
}

/**
 * The one answer to a code that does not work, whatever the reason: no account, a blocked or already
 * verified one, no code open, expired, tried too often, another attempt's, or simply wrong. Each of
 * those told apart would tell whether an account exists to anyone who can ask for a code to be sent.
 */
export const codeRefused = (channel: 'email' | 'sms' = 'email') =>
  badRequest(
    `That code is not right, or it is no longer valid. Check the newest ${channel === 'sms' ? 'SMS' : 'e-mail'} from us, or ask for a new code.`,
    { reason: 'wrong_code' },
    'WRONG_CODE',
  );

/**
 * Checks and uses up a code: valid 10 minutes, single use, 5 tries then a new one is needed. Several
 * codes can be open at once (one per attempt); the one that matches is used and returned, so the caller
 * applies that attempt's credentials and no other's. `attemptId` names the attempt the client started:
 * only its codes count. Without it a code counts only while a single attempt waits, since the server
 * cannot tell which of several is this client's.
 */
export async function useCode(
  ctx: AppContext,
  userId: string,
  purpose: CodePurpose,
  code: string,
  attemptId?: string,
): Promise<CodeRow> {
  const now = ctx.clock.now();
  const open = await openCodes(ctx.db, userId, purpose);
  if (!open.some((row) => row.expiresAt > now)) throw codeRefused();
  // Each try is counted before any comparison, in one UPDATE whose WHERE holds the limit: parallel
  // requests cannot all read the same count and compare more often than the limit allows. A try counts
  // against every open code, so more pending attempts do not mean more tries.
  const claimed = await claimTry(ctx.db, userId, purpose, now, CODE_MAX_FAILED_ATTEMPTS);
  const waiting = new Set(claimed.map((row) => row.signupId));
  const candidates = attemptId
    ? claimed.filter((row) => row.signupId === attemptId)
    : waiting.size === 1
      ? claimed
      : [];
  const hash = hashCode(ctx, userId, purpose, code);
  const match = candidates.find((row) => safeEqual(row.codeHash, hash));
  if (!match || !(await consumeCode(ctx.db, match.id, now))) throw codeRefused();
  return match;
}

/** Keyed by the address or the number the codes went to. */
const codeTriesKey = (email: string) => `code-tries:${email}`;

/**
 * Counts one try of a code for the address against the day's allowance, before anything is looked up
 * (so an address without an account counts alike); 429 `CODE_TRIES_USED_UP` once it is used up.
 */
export async function countCodeTry(ctx: AppContext, email: string): Promise<void> {
  try {
    await ctx.limiter.consume(codeTriesKey(email), limits.codeTriesPerAddress);
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 429)) throw error;
    throw new AppError(429, error.message, error.data, 'CODE_TRIES_USED_UP');
  }
}

/** A right code, or the owner's sign-in with the password: the day's count for the address starts again. */
export const forgetCodeTries = (ctx: AppContext, email: string) =>
  forgetAttempts(ctx.db, codeTriesKey(email));

/**
 * Counts a code mailed to the address against its one a minute (whatever the purpose's key), and says
 * so when it is used up: 429 `CODE_SENT_RECENTLY`, never a quiet "sent" (docs/decisions/0034).
 */
export async function consumeCodeSend(ctx: AppContext, key: string): Promise<void> {
  try {
    await ctx.limiter.consume(key, limits.resendPerAddress);
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 429)) throw error;
    throw new AppError(429, error.message, error.data, 'CODE_SENT_RECENTLY');
  }
}
