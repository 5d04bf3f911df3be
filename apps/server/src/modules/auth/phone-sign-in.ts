import { isPlaceholderEmail } from '@para/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { phoneCodes } from '../../db/schema/auth.js';
import { type UserRow, users } from '../../db/schema/users.js';
import { accountBlocked } from '../../lib/account-blocked.js';
import { claimAttempt, forgetAttempts } from '../../lib/backoff.js';
import type { AppContext } from '../../lib/context.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { requireProofOfWork } from '../../lib/proof-of-work.js';
import { type AddressProof, addressProvenColumns, recordClaimByAddress } from './address-proof.js';
import { revokeUserSessions } from './auth.queries.js';
import { codeRefused, countCodeTry, forgetCodeTries } from './codes.js';
import { limits, loginBackoff } from './limits.js';
import { checkCodeFromNetwork, consumeNetworkLimit } from './network-limits.js';
import { assertPasswordAllowed, burnPasswordCheck, hashPassword, verifyPassword } from './password-policy.js';
import { checkPhoneCode, issuePhoneCode } from './phone-codes.js';
import { accountsTheNumberProves, accountsWithNumber } from './phone-queries.js';
import { PROOF_OF_WORK_FOR_CODE } from './phone-signup.js';
import { allowSmsCode, assertSmsCountry, sendSmsCode, smsLanguageOf } from './sms-codes.js';
import { codeForUnverifiedSignIn } from './verification.js';

/**
 * Signing in by mobile number (docs/decisions/0041): with the password, or with a code by SMS that
 * proves the number. Several accounts may share a number: where more than one fits, the answer lists
 * them (`accounts: [{ _id, name }]`) and the same password or code then signs into the one chosen.
 */

export type AccountChoice = { accounts: { _id: string; name: string }[] };
const choiceOf = (accounts: UserRow[]): AccountChoice => ({
  accounts: accounts.map((account) => ({ _id: account.id, name: account.name })),
});

const WRONG_LOGIN = 'The mobile number or password is not right.';

/**
 * The account(s) of the number with this password. Each candidate's password is checked (a number
 * holds a few at most), and a number without accounts spends the same time once.
 */
export async function loginByPhone(
  ctx: AppContext,
  ip: string,
  input: { phone: string; password: string; userId?: string | undefined },
): Promise<{ user: UserRow } | AccountChoice> {
  await consumeNetworkLimit(ctx, ip, 'login', limits.loginPerIp);
  const backoffKey = `login:number-ip:${input.phone}|${ip}`;
  await claimAttempt(ctx.db, ctx.clock, backoffKey, loginBackoff);
  const candidates = (await accountsWithNumber(ctx.db, input.phone)).filter(
    (account) => !input.userId || account.id === input.userId,
  );
  if (candidates.length === 0) await burnPasswordCheck(input.password);
  const matches: UserRow[] = [];
  for (const account of candidates)
    if (await verifyPassword(account.passwordHash, input.password)) matches.push(account);
  const [user] = matches;
  if (!user) throw unauthorized(WRONG_LOGIN, 'INVALID_CREDENTIALS');
  await forgetAttempts(ctx.db, backoffKey);
  if (matches.length > 1) return choiceOf(matches);
  if (user.blockedAt) throw accountBlocked(user);
  if (!user.phoneVerifiedAt && !user.emailVerifiedAt && !isPlaceholderEmail(user.email)) {
    // An account made by e-mail, not verified yet: its code goes to the address, as when signing in by it.
    const sent = await codeForUnverifiedSignIn(ctx, user);
    throw forbidden(
      `Please verify your e-mail address first. We have sent a code to ${user.email}.`,
      { emailVerified: false, email: user.email, ...sent },
      'EMAIL_UNVERIFIED',
    );
  }
  if (!user.phoneVerifiedAt && !user.emailVerifiedAt) {
    // Its sign-up's code still proves the number; a new one goes out from the code step (it needs the
    // browser's proof of work, like any code to a number not yet proved).
    const [pending] = await ctx.db
      .select({ attemptId: phoneCodes.attemptId })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, user.id), eq(phoneCodes.purpose, 'verify_phone')))
      .limit(1);
    throw forbidden(
      'Please verify your mobile number first: enter the code we sent by SMS, or ask for a new one.',
      { phoneVerified: false, phone: user.phone, attempt: pending?.attemptId ?? '', codeSent: false },
      'PHONE_UNVERIFIED',
    );
  }
  await forgetCodeTries(ctx, input.phone);
  return { user };
}

const CODE_SENT = 'If an account has this number, we have sent a code to it by SMS.';

/**
 * A sign-in code by SMS to the number, for the accounts it proves; the same answer, and the same counts,
 * whether or not it has any. Also how a password is reset by number.
 */
export async function sendSignInCode(
  ctx: AppContext,
  ip: string,
  language: string,
  input: { phone: string; altcha?: string | undefined },
): Promise<string> {
  assertSmsCountry(ctx, input.phone);
  await requireProofOfWork(ctx, ip, input.altcha, PROOF_OF_WORK_FOR_CODE);
  const allowance = await allowSmsCode(ctx, ip, input.phone);
  const accounts = await accountsTheNumberProves(ctx.db, input.phone);
  if (accounts.length === 0) return CODE_SENT;
  const { code, id } = await issuePhoneCode(ctx, { phone: input.phone, purpose: 'sign_in' });
  await sendSmsCode(ctx, allowance, {
    kind: 'sign_in_code',
    language: smsLanguageOf(language),
    code,
    codeId: id,
  });
  return CODE_SENT;
}

/**
 * Checks a sign-in code and picks the account: the only one the number proves, or the one chosen by
 * `userId`; with several and none chosen, the list, and the code stays good for the choice.
 */
async function accountOfCode(
  ctx: AppContext,
  ip: string,
  input: { phone: string; otp: string; userId?: string | undefined },
): Promise<{ user: UserRow; codeId: string } | AccountChoice> {
  return checkCodeFromNetwork(ctx, ip, limits.verifyPerIp, async () => {
    await countCodeTry(ctx, input.phone);
    const row = await checkPhoneCode(ctx, {
      phone: input.phone,
      purpose: 'sign_in',
      code: input.otp,
      keep: true,
    });
    const accounts = await accountsTheNumberProves(ctx.db, input.phone);
    if (!input.userId && accounts.length > 1) return choiceOf(accounts);
    const user = input.userId ? accounts.find((account) => account.id === input.userId) : accounts[0];
    if (!user) throw codeRefused('sms');
    return { user, codeId: row.id };
  });
}

/** Uses the code up; false when a parallel request used it first. */
async function spendCode(ctx: AppContext, codeId: string): Promise<boolean> {
  const spent = await ctx.db
    .update(phoneCodes)
    .set({ consumedAt: ctx.clock.now() })
    .where(and(eq(phoneCodes.id, codeId), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id });
  return spent.length === 1;
}

/**
 * The number is proved for the account: it is marked so, and an account a district registered becomes
 * its owner's, as when its address is proved (decision 34): the district's hold and any take-over code
 * end in the same write, with the same `account.take_over` audit entry.
 */
async function proveNumber(
  ctx: AppContext,
  user: UserRow,
  proof: AddressProof,
  extra: { passwordHash?: string } = {},
): Promise<UserRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        phoneVerifiedAt: user.phoneVerifiedAt ?? now,
        updatedAt: now,
        ...extra,
        ...addressProvenColumns(now),
      })
      .where(eq(users.id, user.id))
      .returning();
    await recordClaimByAddress(tx, user, proof, now);
    if (extra.passwordHash) await revokeUserSessions(tx, user.id, now, 'password_changed');
    return row ?? user;
  });
}

export async function signInWithCode(
  ctx: AppContext,
  ip: string,
  input: { phone: string; otp: string; userId?: string | undefined },
): Promise<{ user: UserRow } | AccountChoice> {
  const found = await accountOfCode(ctx, ip, input);
  if ('accounts' in found) return found;
  if (!(await spendCode(ctx, found.codeId))) throw codeRefused('sms');
  const user = await proveNumber(ctx, found.user, 'sign_in_code');
  await forgetCodeTries(ctx, input.phone);
  return { user };
}

/** A new password with a code sent to the number; every earlier session of the account ends. */
export async function resetPasswordByPhone(
  ctx: AppContext,
  ip: string,
  input: { phone: string; otp: string; password: string; userId?: string | undefined },
): Promise<AccountChoice | null> {
  // A password refused before the code is looked at costs no try of it.
  assertPasswordAllowed(input.password);
  const found = await accountOfCode(ctx, ip, input);
  if ('accounts' in found) return found;
  const passwordHash = await hashPassword(input.password);
  if (!(await spendCode(ctx, found.codeId))) throw codeRefused('sms');
  await proveNumber(ctx, found.user, 'reset_by_sms', { passwordHash });
  await forgetCodeTries(ctx, input.phone);
  return null;
}
