import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { signupChallenge } from '@para/contract';
import type { z } from 'zod';
import { MINUTE } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import type { Limit } from '../../lib/rate-limit.js';

/**
 * A question a person answers to sign up from a network that has used its hour's sign-ups: the sum
 * of two numbers from 1 to 9. Plain text (the client words it in the reader's language), so a screen
 * reader or a keyboard user answers it as easily as anyone, unlike a picture to decipher. It does not
 * stop a program written for this portal; what it adds is a cost per account for scripts, while the
 * ceiling per address and per phone number and the code mailed to every new address stop mass
 * account creation (decision 33).
 */
export type SignupChallenge = z.infer<typeof signupChallenge>;

export const CHALLENGE_TTL_MS = 10 * MINUTE;

export const challengeLimits = {
  /** Sign-ups one address may add in an hour by answering, beyond its ordinary allowance. */
  answeredPerIp: {
    max: 100,
    windowMs: 60 * MINUTE,
    message: 'Too many sign-ups from this network. Please try again later.',
  },
  /** Wrong answers from one address in an hour: guessing the sum is one in seventeen. */
  wrongPerIp: {
    max: 20,
    windowMs: 60 * MINUTE,
    message: 'Too many wrong answers from this network. Please try again later.',
  },
} satisfies Record<string, Limit>;

interface TokenBody {
  /** Single use: the id is spent when answered. */
  id: string;
  expiresAt: number;
  terms: number[];
}

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`signup-challenge:${payload}`).digest('base64url');

export function newChallenge(ctx: AppContext): SignupChallenge {
  const body: TokenBody = {
    id: randomUUID(),
    expiresAt: ctx.clock.now().getTime() + CHALLENGE_TTL_MS,
    terms: [randomInt(1, 10), randomInt(1, 10)],
  };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return {
    token: `${payload}.${sign(ctx.codeKey, payload)}`,
    question: { kind: 'sum', terms: body.terms },
  };
}

/** The token's content when the portal signed it, else null (changed, cut or made up). */
function readToken(key: string, token: string): TokenBody | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenBody;
    return typeof body.id === 'string' && typeof body.expiresAt === 'number' && Array.isArray(body.terms)
      ? body
      : null;
  } catch {
    return null;
  }
}

// Digits as people in the state type them: ASCII and the Indian scripts' own (Devanagari, Bengali,
// Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam), whose zeros sit 128 code points apart.
const INDIC_ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66];

/** The answer as a number, whatever digits it was typed in; null when it is not a whole number. */
export function answerValue(answer: string): number | null {
  const ascii = [...answer.trim()]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const zero = INDIC_ZEROS.find((start) => code >= start && code <= start + 9);
      return zero === undefined ? char : String(code - zero);
    })
    .join('');
  return /^\d{1,3}$/.test(ascii) ? Number(ascii) : null;
}

const refused = (ctx: AppContext) =>
  new AppError(
    400,
    'That is not the answer. Here is a new question.',
    {
      fields: { challenge: 'That is not the answer. Here is a new question.' },
      challenge: newChallenge(ctx),
    },
    'CHALLENGE_FAILED',
  );

/** Asked for when a network has used its sign-ups: a 429 that carries the way on. */
export const challengeRequired = (ctx: AppContext) =>
  new AppError(
    429,
    'Many people have signed up from this network in the last hour. Please answer the question to go on.',
    { fields: {}, challenge: newChallenge(ctx) },
    'CHALLENGE_REQUIRED',
  );

/**
 * Checks an answer: signed by this portal, not expired, not used before, and right. Any failure
 * answers with a new question; wrong answers from one address are limited, so guessing does not pay.
 */
export async function checkChallengeAnswer(
  ctx: AppContext,
  ip: string,
  given: { token: string; answer: string },
): Promise<void> {
  const body = readToken(ctx.codeKey, given.token);
  const right =
    body !== null &&
    body.expiresAt > ctx.clock.now().getTime() &&
    answerValue(given.answer) === body.terms.reduce((sum, term) => sum + term, 0);
  if (!right) {
    await ctx.limiter.consume(`signup-challenge:wrong:${ip}`, challengeLimits.wrongPerIp);
    throw refused(ctx);
  }
  try {
    await ctx.limiter.consume(`signup-challenge:used:${body.id}`, {
      max: 1,
      windowMs: CHALLENGE_TTL_MS,
      message: 'used',
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) throw refused(ctx);
    throw error;
  }
}
