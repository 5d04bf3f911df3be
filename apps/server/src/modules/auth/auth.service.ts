import { randomUUID } from 'node:crypto';
import { type Profile, type SessionRecord, shownEmail } from '@para/contract';
import { type UserRow, users } from '../../db/schema/users.js';
import { accountBlocked } from '../../lib/account-blocked.js';
import { claimAttempt, forgetAttempts } from '../../lib/backoff.js';
import type { AppContext } from '../../lib/context.js';
import { newToken, sha256Hex } from '../../lib/crypto.js';
import { conflict, forbidden, unauthorized } from '../../lib/errors.js';
import { findUserByEmail, insertSession, revokeSession } from './auth.queries.js';
import { forgetCodeTries } from './codes.js';
import { limits, loginBackoff, SESSION_TTL_MS } from './limits.js';
import { consumeNetworkLimit } from './network-limits.js';
import { assertPasswordAllowed, burnPasswordCheck, hashPassword, verifyPassword } from './password-policy.js';
import { consumeSignupAllowance } from './signup-limits.js';
import { assertSmsCountry } from './sms-codes.js';
import {
  allowCodeSend,
  codeForUnverifiedSignIn,
  mailVerificationCode,
  verifyAddress,
} from './verification.js';

export { forgotPasswordChangePassword, forgotPasswordSendOtp } from './password-reset.js';
export { resendOtp } from './verification.js';

export const isAdminEmail = (ctx: AppContext, email: string) => ctx.config.adminEmails.has(email);

export const toProfile = (ctx: AppContext, user: UserRow): Profile => ({
  _id: user.id,
  name: user.name,
  phone: user.phone,
  // An account without an address (by number, or a district's) carries a placeholder nobody sees.
  email: shownEmail(user.email),
  emailVerified: user.emailVerifiedAt !== null,
  phoneVerified: user.phoneVerifiedAt !== null,
  isAdmin: isAdminEmail(ctx, user.email),
  districts: user.secretaryDistricts,
  registrationApproved: user.registrationApproved,
  registrationCompleted: user.registrationCompleted,
  registrationPaymentCompleted: user.registrationPaymentCompleted,
  profilePhoto: user.profilePhoto,
  uid: user.uid ?? '',
});

export async function startSession(ctx: AppContext, user: UserRow): Promise<SessionRecord> {
  const token = newToken();
  const now = ctx.clock.now();
  await insertSession(ctx.db, {
    userId: user.id,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { ...toProfile(ctx, user), accessToken: token };
}

/**
 * Starts an attempt at the address and mails its code; the answer names the attempt, which the client
 * sends back with the code. When a code went to the address less than a minute ago the sign-up is
 * refused, saying so (429 `CODE_SENT_RECENTLY`), and nothing of it is kept.
 */
export async function signup(
  ctx: AppContext,
  ip: string,
  input: {
    name: string;
    email: string;
    phone: string;
    password: string;
    altcha?: string | undefined;
  },
): Promise<{ email: string; phone: string; attempt: string }> {
  assertSmsCountry(ctx, input.phone);
  await consumeSignupAllowance(ctx, ip, input);
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing?.emailVerifiedAt) {
    throw conflict(
      'An account with this e-mail address already exists. Log in, or reset your password.',
      {
        fields: { email: 'An account with this e-mail address already exists.' },
      },
      'EMAIL_TAKEN',
    );
  }
  // Refused before anything is written: a sign-up whose code cannot go out now leaves nothing behind.
  await allowCodeSend(ctx, input.email);
  // An unverified account is left as it is: this sign-up's credentials wait on its own code, and only
  // that code (mailed to the address) makes them the account's. Earlier sign-ups' codes keep theirs.
  const [user] = existing
    ? [existing]
    : await ctx.db
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
  if (!user)
    throw conflict(
      'An account with this e-mail address was just created. Log in, or reset your password.',
      null,
      'EMAIL_TAKEN',
    );
  const attempt = { id: randomUUID(), name: input.name, phone: input.phone, passwordHash };
  await mailVerificationCode(ctx, user, attempt);
  return { email: user.email, phone: '', attempt: attempt.id };
}

/** Verifies the address with a code of the attempt named (or the only one waiting) and signs in. */
export async function verifyEmail(
  ctx: AppContext,
  ip: string,
  input: { email: string; otp: string; attempt?: string | undefined },
): Promise<SessionRecord> {
  return startSession(ctx, await verifyAddress(ctx, ip, input));
}

const blockedError = (user: UserRow) => accountBlocked(user);

const WRONG_LOGIN = 'The e-mail address or password is not right.';

export async function login(ctx: AppContext, ip: string, input: { email: string; password: string }) {
  await consumeNetworkLimit(ctx, ip, 'login', limits.loginPerIp);
  // Per account and client together, counted before the password is checked (parallel guesses count too).
  const backoffKey = `login:account-ip:${input.email}|${ip}`;
  await claimAttempt(ctx.db, ctx.clock, backoffKey, loginBackoff);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw unauthorized(WRONG_LOGIN, 'INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw unauthorized(WRONG_LOGIN, 'INVALID_CREDENTIALS');
  await forgetAttempts(ctx.db, backoffKey);
  if (user.blockedAt) throw blockedError(user);
  if (!user.emailVerifiedAt) {
    const sent = await codeForUnverifiedSignIn(ctx, user);
    throw forbidden(
      sent.codeSent
        ? `Please verify your e-mail address first. We have sent a code to ${user.email}.`
        : `Please verify your e-mail address first. A code went to ${user.email} less than a minute ago: use it, or ask for a new one in a minute.`,
      { emailVerified: false, email: user.email, ...sent },
      'EMAIL_UNVERIFIED',
    );
  }
  // The owner of a verified address, with its password: wrong codes tried today no longer hold it back.
  await forgetCodeTries(ctx, user.email);
  return startSession(ctx, user);
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.clock.now(), 'logout');
}
