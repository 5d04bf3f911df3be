import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { requireProofOfWork } from '../../lib/proof-of-work.js';
import { addressProvenColumns, recordClaimByAddress } from './address-proof.js';
import { findUserById } from './auth.queries.js';
import { codeRefused, countCodeTry, forgetCodeTries } from './codes.js';
import { limits } from './limits.js';
import { checkCodeFromNetwork } from './network-limits.js';
import { assertPasswordAllowed, hashPassword } from './password-policy.js';
import { checkPhoneCode, issuePhoneCode, newestPhoneCodeOfAttempt } from './phone-codes.js';
import { consumeSignupAllowance } from './signup-limits.js';
import { allowSmsCode, assertSmsCountry, sendSmsCode, smsLanguageOf } from './sms-codes.js';

/**
 * Accounts by mobile number (docs/decisions/0041): a sign-up with a name, a number and a password,
 * no e-mail, whose number is proved by a 6-digit code by SMS. A number may hold several accounts (a
 * parent's phone for two children, a coach's), so every sign-up makes an account of its own, and its
 * code, bound to its attempt as e-mail codes are (decision 34), verifies that account alone.
 */

/** Accounts without an e-mail address carry one that can never be mailed or typed (as a district's do). */
const noEmailAddress = () => `phone-${randomUUID()}@no-email.invalid`;

export const PROOF_OF_WORK_FOR_CODE =
  'Before a code is sent by SMS, your browser does a short check. Please send the form again with it.';

export async function signupByPhone(
  ctx: AppContext,
  ip: string,
  language: string,
  input: { name: string; phone: string; password: string; altcha?: string | undefined },
): Promise<{ email: string; phone: string; attempt: string }> {
  assertSmsCountry(ctx, input.phone);
  // A code is about to go to a number nobody has proved: the browser works for it first.
  await requireProofOfWork(ctx, ip, input.altcha, PROOF_OF_WORK_FOR_CODE);
  await consumeSignupAllowance(ctx, ip, { phone: input.phone, proofOfWorkDone: true });
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  // Refused before anything is written: a sign-up whose code cannot go out leaves nothing behind.
  const allowance = await allowSmsCode(ctx, ip, input.phone);
  const now = ctx.clock.now();
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: input.name,
      email: noEmailAddress(),
      phone: input.phone,
      passwordHash,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('account not stored');
  const attempt = randomUUID();
  const { code, id } = await issuePhoneCode(ctx, {
    phone: input.phone,
    purpose: 'verify_phone',
    userId: user.id,
    attemptId: attempt,
  });
  try {
    await sendSmsCode(ctx, allowance, {
      kind: 'verify_phone',
      language: smsLanguageOf(language),
      code,
      codeId: id,
    });
  } catch (error) {
    await ctx.db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
  return { email: '', phone: input.phone, attempt };
}

/** Proves the number of the sign-up named (or the only one waiting on it) and returns its account. */
export async function verifyPhone(
  ctx: AppContext,
  ip: string,
  input: { phone: string; otp: string; attempt?: string | undefined },
) {
  const { user } = await checkCodeFromNetwork(ctx, ip, limits.verifyPerIp, async () => {
    await countCodeTry(ctx, input.phone);
    const row = await checkPhoneCode(ctx, {
      phone: input.phone,
      purpose: 'verify_phone',
      code: input.otp,
      attemptId: input.attempt,
    });
    const user = row.userId ? await findUserById(ctx.db, row.userId) : undefined;
    // A blocked account hears why when it signs in with its password, not from a code anyone can type.
    if (!user || user.blockedAt || user.phone !== input.phone) throw codeRefused('sms');
    return { user };
  });
  const now = ctx.clock.now();
  const verified = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ phoneVerifiedAt: now, updatedAt: now, ...addressProvenColumns(now) })
      .where(eq(users.id, user.id))
      .returning();
    await recordClaimByAddress(tx, user, 'verify_phone', now);
    return row ?? user;
  });
  await forgetCodeTries(ctx, input.phone);
  return verified;
}

/**
 * A new code for the sign-up named. Nothing is sent for an attempt the number does not know or an
 * account already proved, with the same answer and the same counts as when a code goes out.
 */
export async function resendPhoneCode(
  ctx: AppContext,
  ip: string,
  language: string,
  input: { phone: string; attempt?: string | undefined; altcha?: string | undefined },
): Promise<void> {
  assertSmsCountry(ctx, input.phone);
  await requireProofOfWork(ctx, ip, input.altcha, PROOF_OF_WORK_FOR_CODE);
  const allowance = await allowSmsCode(ctx, ip, input.phone);
  const known = input.attempt ? await newestPhoneCodeOfAttempt(ctx, input.phone, input.attempt) : undefined;
  const user = known?.userId ? await findUserById(ctx.db, known.userId) : undefined;
  if (!known?.attemptId || !user || user.phoneVerifiedAt || user.blockedAt || user.phone !== input.phone)
    return;
  const { code, id } = await issuePhoneCode(ctx, {
    phone: input.phone,
    purpose: 'verify_phone',
    userId: user.id,
    attemptId: known.attemptId,
  });
  await sendSmsCode(ctx, allowance, {
    kind: 'verify_phone',
    language: smsLanguageOf(language),
    code,
    codeId: id,
  });
}
