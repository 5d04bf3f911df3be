import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { MINUTE } from './clock.js';
import type { AppContext } from './context.js';
import { AppError } from './errors.js';
import type { Limit } from './rate-limit.js';

/**
 * A proof of work in ALTCHA's format (altcha-lib), asked before the portal spends an SMS on a number it
 * has not seen proved and when a network has used its hour's sign-ups (docs/decisions/0041). The
 * browser finds a number by trying up to `maxnumber` SHA-256 hashes: a moment for a person's phone,
 * nothing to read or type, and a cost on every code for a script that pumps SMS. Self-hosted: the
 * challenge is signed with a key derived from the portal's own, and nothing leaves the server.
 */

export const PROOF_OF_WORK_TTL_MS = 10 * MINUTE;

const limits = {
  /** Solutions that fail from one address in an hour (a person's browser does not fail). */
  wrongPerIp: {
    max: 20,
    windowMs: 60 * MINUTE,
    message: 'Too many failed checks from this network. Please try again later.',
  },
} satisfies Record<string, Limit>;

/** Its own key, so a challenge's signature cannot stand for anything else the code key signs. */
const hmacKey = (ctx: AppContext) => createHmac('sha256', ctx.codeKey).update('proof-of-work').digest('hex');

export async function newProofOfWorkChallenge(ctx: AppContext) {
  const challenge = await createChallenge({
    hmacKey: hmacKey(ctx),
    maxnumber: ctx.config.sms.proofOfWorkMaxNumber,
    expires: new Date(ctx.clock.now().getTime() + PROOF_OF_WORK_TTL_MS),
  });
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    salt: challenge.salt,
    signature: challenge.signature,
    maxnumber: challenge.maxnumber ?? ctx.config.sms.proofOfWorkMaxNumber,
  };
}

/** 429 CHALLENGE_REQUIRED with a fresh challenge: the call goes through once sent again with its solution. */
export async function proofOfWorkRequired(ctx: AppContext, message: string) {
  return new AppError(
    429,
    message,
    { fields: {}, challenge: await newProofOfWorkChallenge(ctx) },
    'CHALLENGE_REQUIRED',
  );
}

async function refused(ctx: AppContext) {
  return new AppError(
    400,
    'The check of this browser did not go through. Please try again.',
    { fields: { altcha: 'The check did not go through.' }, challenge: await newProofOfWorkChallenge(ctx) },
    'CHALLENGE_FAILED',
  );
}

function decode(altcha: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Asks for a proof of work, or checks the one sent: signed by this portal, solved, not expired (by the
 * portal's clock) and not used before. Each solution is good for one call.
 */
export async function requireProofOfWork(
  ctx: AppContext,
  ip: string,
  altcha: string | undefined,
  message: string,
): Promise<void> {
  if (altcha === undefined) throw await proofOfWorkRequired(ctx, message);
  const payload = decode(altcha);
  const expires = payload ? Number(extractParams(payload as never).expires) : Number.NaN;
  const valid =
    payload !== null &&
    typeof payload.signature === 'string' &&
    Number.isFinite(expires) &&
    expires * 1000 > ctx.clock.now().getTime() &&
    (await verifySolution(payload as never, hmacKey(ctx), false).catch(() => false));
  if (!valid) {
    await ctx.limiter.consume(`proof-of-work:wrong:${ip}`, limits.wrongPerIp);
    throw await refused(ctx);
  }
  try {
    await ctx.limiter.consume(`proof-of-work:used:${payload.signature}`, {
      max: 1,
      windowMs: PROOF_OF_WORK_TTL_MS,
      message: 'used',
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) throw await refused(ctx);
    throw error;
  }
}
