import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { conflict } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail-queue.js';
import { findUserByEmail } from './auth.queries.js';
import { codeRefused, consumeCodeSend, countCodeTry, forgetCodeTries, issueCode, useCode } from './codes.js';
import { limits } from './limits.js';
import { verificationMail } from './mail.js';
import { checkCodeFromNetwork } from './network-limits.js';

/**
 * An account made by mobile number adds an e-mail address later (or any account changes it): a code is
 * mailed to the address, and only when it comes back does the address become the account's, verified.
 * From then on either contact signs in and resets the password (docs/decisions/0041).
 */
const taken = () =>
  conflict(
    'Another account already has this e-mail address.',
    { fields: { email: 'An account with this e-mail address already exists.' } },
    'EMAIL_TAKEN',
  );

export async function addEmail(ctx: AppContext, ip: string, user: UserRow, email: string): Promise<void> {
  if (user.email === email && user.emailVerifiedAt) return;
  if (await findUserByEmail(ctx.db, email)) throw taken();
  // One code a minute to an address, whoever asks (the same count as a sign-up's code to it).
  await consumeCodeSend(ctx, `resend:${email}`);
  await ctx.limiter.consume(`add-email:ip:${ip}`, limits.resendPerIp);
  const code = await issueCode(ctx, user.id, 'add_email', null, email);
  queueMail(ctx, verificationMail(email, user.name, code));
}

export async function verifyAddedEmail(
  ctx: AppContext,
  ip: string,
  user: UserRow,
  input: { email: string; otp: string },
): Promise<UserRow> {
  await checkCodeFromNetwork(ctx, ip, limits.verifyPerIp, async () => {
    await countCodeTry(ctx, input.email);
    const used = await useCode(ctx, user.id, 'add_email', input.otp);
    if (used.pendingEmail !== input.email) throw codeRefused();
  });
  const now = ctx.clock.now();
  try {
    const [row] = await ctx.db
      .update(users)
      .set({ email: input.email, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await forgetCodeTries(ctx, input.email);
    return row ?? user;
  } catch (error) {
    // Someone signed up with the address between the code and now: the unique index keeps it theirs.
    if ((await findUserByEmail(ctx.db, input.email))?.id !== user.id) throw taken();
    throw error;
  }
}
