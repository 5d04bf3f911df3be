import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { queueMail } from '../../lib/mail-queue.js';
import { addressProvenColumns, recordClaimByAddress } from './address-proof.js';
import { findUserByEmail, revokeUserSessions } from './auth.queries.js';
import { codeRefused, consumeCodeSend, countCodeTry, forgetCodeTries, issueCode, useCode } from './codes.js';
import { limits } from './limits.js';
import { passwordResetMail } from './mail.js';
import { checkCodeFromNetwork, consumeNetworkLimit } from './network-limits.js';
import { assertPasswordAllowed, hashPassword } from './password-policy.js';

const RESET_SENT = 'If an account exists for this address, we have sent a code to it.';

/** The same answer, and the same minute counted, whether or not the address has an account. */
export async function forgotPasswordSendOtp(ctx: AppContext, ip: string, email: string): Promise<string> {
  await consumeNetworkLimit(ctx, ip, 'resend', limits.resendPerIp);
  await consumeCodeSend(ctx, `reset:${email}`);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.blockedAt) {
    const code = await issueCode(ctx, user.id, 'reset_password');
    queueMail(ctx, passwordResetMail(user.email, user.name, code));
  }
  return RESET_SENT;
}

export async function forgotPasswordChangePassword(
  ctx: AppContext,
  ip: string,
  input: { email: string; otp: string; password: string },
): Promise<void> {
  // A password refused before the code is looked at costs no try of it.
  assertPasswordAllowed(input.password);
  const user = await checkCodeFromNetwork(ctx, ip, limits.verifyPerIp, async () => {
    await countCodeTry(ctx, input.email);
    const user = await findUserByEmail(ctx.db, input.email);
    if (!user || user.blockedAt) throw codeRefused();
    await useCode(ctx, user.id, 'reset_password', input.otp);
    return user;
  });
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // The code proved the address, so it also counts as verifying it.
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        updatedAt: now,
        ...addressProvenColumns(now),
      })
      .where(eq(users.id, user.id));
    await recordClaimByAddress(tx, user, 'reset_password', now);
    await revokeUserSessions(tx, user.id, now, 'password_changed');
  });
  await forgetCodeTries(ctx, input.email);
}
