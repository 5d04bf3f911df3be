import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail-queue.js';
import { addressProvenColumns, recordClaimByAddress } from './address-proof.js';
import { type CodeRow, findUserByEmail, latestCode, newestCodeOfAttempt } from './auth.queries.js';
import {
  type Attempt,
  codeRefused,
  consumeCodeSend,
  countCodeTry,
  forgetCodeTries,
  issueCode,
  useCode,
} from './codes.js';
import { limits } from './limits.js';
import { verificationMail } from './mail.js';
import { checkCodeFromNetwork, consumeNetworkLimit } from './network-limits.js';

/**
 * E-mail verification: codes mailed for an attempt at the address (a sign-up, or the sign-in of an
 * unverified account), each verifying only its own attempt, with that attempt's credentials
 * (docs/decisions/0017, 0034).
 */

/** One code mailed to an address a minute, whatever asked for it; keyed by address, account or not. */
const sendKey = (email: string) => `resend:${email}`;

/** Counts a code to the address against its minute; 429 `CODE_SENT_RECENTLY` when one went within it. */
export const allowCodeSend = (ctx: AppContext, email: string) => consumeCodeSend(ctx, sendKey(email));

/** Mails a new code for the attempt (its minute already counted). */
export async function mailVerificationCode(ctx: AppContext, user: UserRow, attempt: Attempt): Promise<void> {
  const code = await issueCode(ctx, user.id, 'verify_email', attempt);
  queueMail(ctx, verificationMail(user.email, attempt.name, code));
}

async function sendVerificationCode(ctx: AppContext, user: UserRow, attempt: Attempt): Promise<void> {
  await allowCodeSend(ctx, user.email);
  await mailVerificationCode(ctx, user, attempt);
}

/** The attempt a stored code belongs to, when it carries credentials (codes from before 0034 may not). */
function attemptOf(row: CodeRow | undefined): Attempt | null {
  if (!row?.signupId || !row.pendingPasswordHash) return null;
  return {
    id: row.signupId,
    name: row.pendingName ?? '',
    phone: row.pendingPhone ?? '',
    passwordHash: row.pendingPasswordHash,
  };
}

/**
 * What a verification code mailed after a sign-in with the right password stands for: the attempt that
 * gave the account that password (the first sign-up, whose codes stay usable with it), else a new one
 * keeping the account as it is. Either way the code keeps the password the sign-in proved.
 */
async function signInAttempt(ctx: AppContext, user: UserRow): Promise<{ attempt: Attempt; known: boolean }> {
  const known = attemptOf(await newestCodeOfAttempt(ctx.db, user.id, { passwordHash: user.passwordHash }));
  if (known) return { attempt: known, known: true };
  return {
    attempt: { id: randomUUID(), name: user.name, phone: user.phone, passwordHash: user.passwordHash },
    known: false,
  };
}

/**
 * The sign-in of an unverified account with its password: a code for its attempt, unless one went to the
 * address within the minute, which the answer then says. A new attempt is stored even then (with a code
 * nobody is sent), so that asking for its code again later works.
 */
export async function codeForUnverifiedSignIn(ctx: AppContext, user: UserRow) {
  const { attempt, known } = await signInAttempt(ctx, user);
  try {
    await sendVerificationCode(ctx, user, attempt);
    return { attempt: attempt.id, codeSent: true as const };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CODE_SENT_RECENTLY')) throw error;
    if (!known) await issueCode(ctx, user.id, 'verify_email', attempt);
    const retryAfterSeconds = Number(error.data?.retryAfterSeconds ?? 60);
    return { attempt: attempt.id, codeSent: false as const, retryAfterSeconds };
  }
}

export async function verifyAddress(
  ctx: AppContext,
  ip: string,
  input: { email: string; otp: string; attempt?: string | undefined },
) {
  const { user, used } = await checkCodeFromNetwork(ctx, ip, limits.verifyPerIp, async () => {
    await countCodeTry(ctx, input.email);
    const user = await findUserByEmail(ctx.db, input.email);
    // A blocked account hears why when it signs in with its password, not from a code anyone can type.
    if (!user || user.blockedAt || user.emailVerifiedAt) throw codeRefused();
    return { user, used: await useCode(ctx, user.id, 'verify_email', input.otp, input.attempt) };
  });
  const now = ctx.clock.now();
  const verified = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        // The attempt this code was mailed for chose these; a code from before 0034 keeps what the account has.
        ...(used.pendingPasswordHash
          ? {
              name: used.pendingName ?? user.name,
              phone: used.pendingPhone ?? user.phone,
              passwordHash: used.pendingPasswordHash,
            }
          : {}),
        emailVerifiedAt: now,
        updatedAt: now,
        ...addressProvenColumns(now),
      })
      .where(eq(users.id, user.id))
      .returning();
    await recordClaimByAddress(tx, user, 'verify_email', now);
    return row ?? user;
  });
  await forgetCodeTries(ctx, input.email);
  return verified;
}

/**
 * A new code for the attempt named, or without one for the newest attempt that carries credentials.
 * Nothing is sent for an address with nothing to verify or an attempt it does not know, with the same
 * answer and the same minute counted as when a code goes out.
 */
export async function resendOtp(
  ctx: AppContext,
  ip: string,
  input: { email: string; attempt?: string | undefined },
): Promise<void> {
  await consumeNetworkLimit(ctx, ip, 'resend', limits.resendPerIp);
  const user = await findUserByEmail(ctx.db, input.email);
  const waiting = user && !user.emailVerifiedAt && !user.blockedAt;
  const attempt = waiting
    ? attemptOf(
        input.attempt
          ? await newestCodeOfAttempt(ctx.db, user.id, { id: input.attempt })
          : await latestCode(ctx.db, user.id, 'verify_email'),
      )
    : null;
  if (user && attempt) {
    await sendVerificationCode(ctx, user, attempt);
    return;
  }
  await allowCodeSend(ctx, input.email);
}
