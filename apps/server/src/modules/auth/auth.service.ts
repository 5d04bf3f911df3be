import { randomUUID } from 'node:crypto';
import type { Profile, SessionRecord } from '@para/contract';
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/users.js';
import { accountBlocked } from '../../lib/account-blocked.js';
import { claimAttempt, forgetAttempts } from '../../lib/backoff.js';
import type { AppContext } from '../../lib/context.js';
import { newToken, sha256Hex } from '../../lib/crypto.js';
import { AppError, badRequest, conflict, fieldError, forbidden, unauthorized } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail-queue.js';
import { addressProvenColumns, recordClaimByAddress } from './address-proof.js';
import {
  findUserByEmail,
  insertSession,
  latestCode,
  revokeSession,
  revokeUserSessions,
} from './auth.queries.js';
import { issueCode, type PendingSignup, useCode } from './codes.js';
import { limits, loginBackoff, SESSION_TTL_MS } from './limits.js';
import { passwordResetMail, verificationMail } from './mail.js';
import { consumeNetworkLimit } from './network-limits.js';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from './password-policy.js';
import { consumeSignupAllowance } from './signup-limits.js';

export const isAdminEmail = (ctx: AppContext, email: string) => ctx.config.adminEmails.has(email);

export const toProfile = (ctx: AppContext, user: UserRow): Profile => ({
  _id: user.id,
  name: user.name,
  phone: user.phone,
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
  isAdmin: isAdminEmail(ctx, user.email),
  districts: user.secretaryDistricts,
  registrationApproved: user.registrationApproved,
  registrationCompleted: user.registrationCompleted,
  registrationPaymentCompleted: user.registrationPaymentCompleted,
  profilePhoto: user.profilePhoto,
  uid: user.uid ?? '',
});

function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password))
    throw fieldError('password', 'validation.passwordCommon', 'PASSWORD_TOO_COMMON');
}

async function startSession(ctx: AppContext, user: UserRow): Promise<SessionRecord> {
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
 * Queues a fresh verification code for mailing unless one went out less than a minute ago. Keyed by address, so the
 * answer is the same whether or not an account exists. A code for a sign-up carries that sign-up's
 * credentials and greets the name it gave.
 */
async function sendVerificationCode(
  ctx: AppContext,
  user: UserRow,
  signup: PendingSignup | null = null,
): Promise<void> {
  await ctx.limiter.consume(`resend:${user.email}`, limits.resendPerAddress);
  const code = await issueCode(ctx, user.id, 'verify_email', signup);
  queueMail(ctx, verificationMail(user.email, signup?.name ?? user.name, code));
}

export async function signup(
  ctx: AppContext,
  ip: string,
  input: {
    name: string;
    email: string;
    phone: string;
    password: string;
    challenge?: { token: string; answer: string } | undefined;
  },
): Promise<{ email: string }> {
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
  const pending: PendingSignup = {
    signupId: randomUUID(),
    name: input.name,
    phone: input.phone,
    passwordHash,
  };
  try {
    await sendVerificationCode(ctx, user, pending);
  } catch (error) {
    // Signing up again within a minute: the code already sent is still valid.
    if (!(error instanceof AppError && error.statusCode === 429)) throw error;
  }
  return { email: user.email };
}

export async function verifyEmail(ctx: AppContext, ip: string, input: { email: string; otp: string }) {
  await consumeNetworkLimit(ctx, ip, 'verify', limits.verifyPerIp);
  await ctx.limiter.consume(`verify:account:${input.email}`, limits.verifyPerAccount);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user)
    throw badRequest(
      'That code is not right. Check the e-mail and try again.',
      { reason: 'wrong_code' },
      'WRONG_CODE',
    );
  if (user.blockedAt) throw blockedError(user);
  if (user.emailVerifiedAt)
    throw badRequest(
      'This e-mail address is already verified. Please log in.',
      {
        reason: 'already_verified',
      },
      'ALREADY_VERIFIED',
    );
  const used = await useCode(ctx, user.id, 'verify_email', input.otp);
  const now = ctx.clock.now();
  const verified = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        // The sign-up this code was mailed for chose these; a code without one keeps what the account has.
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
    return row;
  });
  return startSession(ctx, verified ?? user);
}

export async function resendOtp(ctx: AppContext, ip: string, email: string): Promise<void> {
  await consumeNetworkLimit(ctx, ip, 'resend', limits.resendPerIp);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerifiedAt && !user.blockedAt) {
    // A new code for the newest sign-up, with its credentials (the address is all a resend names).
    await sendVerificationCode(ctx, user, await newestPendingSignup(ctx, user.id));
    return;
  }
  // Same throttle and answer for addresses with nothing to verify.
  await ctx.limiter.consume(`resend:${email}`, limits.resendPerAddress);
}

async function newestPendingSignup(ctx: AppContext, userId: string): Promise<PendingSignup | null> {
  const newest = await latestCode(ctx.db, userId, 'verify_email');
  if (!newest?.signupId || !newest.pendingPasswordHash) return null;
  return {
    signupId: newest.signupId,
    name: newest.pendingName ?? '',
    phone: newest.pendingPhone ?? '',
    passwordHash: newest.pendingPasswordHash,
  };
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
    try {
      await sendVerificationCode(ctx, user);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 429)) throw error;
    }
    throw forbidden(
      `Please verify your e-mail address first. We have sent a code to ${user.email}.`,
      {
        emailVerified: false,
        email: user.email,
      },
      'EMAIL_UNVERIFIED',
    );
  }
  return startSession(ctx, user);
}

const RESET_SENT = 'If an account exists for this address, we have sent a code to it.';

export async function forgotPasswordSendOtp(ctx: AppContext, ip: string, email: string): Promise<string> {
  await consumeNetworkLimit(ctx, ip, 'resend', limits.resendPerIp);
  await ctx.limiter.consume(`reset:${email}`, limits.resendPerAddress);
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
  await consumeNetworkLimit(ctx, ip, 'verify', limits.verifyPerIp);
  await ctx.limiter.consume(`verify:account:${input.email}`, limits.verifyPerAccount);
  assertPasswordAllowed(input.password);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.blockedAt) {
    throw badRequest(
      'That code is not right. Check the e-mail and try again.',
      { reason: 'wrong_code' },
      'WRONG_CODE',
    );
  }
  await useCode(ctx, user.id, 'reset_password', input.otp);
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
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.clock.now(), 'logout');
}
