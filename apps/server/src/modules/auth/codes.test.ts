import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import {
  createUser,
  expectErrorEnvelope,
  otherCode,
  signUp,
  uniqueEmail,
  uniqueIp,
} from '../../../test/factories.js';
import { type CodePurpose, oneTimeCodes, sessions } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';
import { CODE_MAX_FAILED_ATTEMPTS, limits } from './limits.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const NEW_PASSWORD = 'tabla-marathon-5820';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const verify = (email: string, otp: string, attempt?: string) =>
  t.call({ method: 'POST', url: '/api/verify-email', body: { email, otp, attempt }, ip: uniqueIp() });
const resend = (email: string) =>
  t.call({ method: 'POST', url: '/api/resend-otp', body: { email }, ip: uniqueIp() });
const sendReset = (email: string) =>
  t.call({ method: 'POST', url: '/api/forgot-password-send-otp', body: { email }, ip: uniqueIp() });
const changePassword = (email: string, otp: string, password = NEW_PASSWORD) =>
  t.call({
    method: 'POST',
    url: '/api/forgot-password-change-password',
    body: { email, otp, password },
    ip: uniqueIp(),
  });
const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/login', body: { email, password }, ip: uniqueIp() });

const userByEmail = async (email: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
const codesOf = async (userId: string, purpose: CodePurpose) =>
  t.ctx.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(oneTimeCodes.createdAt);

/** A verified user with a fresh password-reset code in the mailbox. */
async function userWithResetCode() {
  const user = await createUser(t);
  const sent = await sendReset(user.email);
  expect(sent.status).toBe(200);
  return { user, code: await t.mailbox.latestCode(user.email) };
}

describe('e-mail verification code', () => {
  it('still works 9 minutes 59 seconds after it was sent', async () => {
    const { email, code } = await signUp(t);
    t.clock.advance(9 * MINUTE + 59 * SECOND);
    const result = await verify(email, code);
    expect(result.status).toBe(200);
    expect(result.body.data.emailVerified).toBe(true);
    expect((await userByEmail(email)).emailVerifiedAt).not.toBeNull();
  });

  it('has expired at 10:00 and later', async () => {
    const { email, code } = await signUp(t);
    t.clock.advance(10 * MINUTE);
    const atTen = await verify(email, code);
    expectErrorEnvelope(atTen, 400);
    // The answer of every refused code (see "answers that do not tell which accounts exist").
    expect(atTen.body.message).toMatch(/no longer valid/i);
    expect(atTen.body.code).toBe('WRONG_CODE');

    t.clock.advance(5 * MINUTE);
    const later = await verify(email, code);
    expectErrorEnvelope(later, 400);
    expect((await userByEmail(email)).emailVerifiedAt).toBeNull();

    // A new code fixes it.
    expect((await resend(email)).status).toBe(200);
    const fresh = await t.mailbox.latestCode(email);
    expect((await verify(email, fresh)).status).toBe(200);
  });

  it('allows 5 wrong tries, then refuses even the right code until a new one is sent', async () => {
    const { email, code } = await signUp(t);
    const wrong = otherCode(code);
    for (let attempt = 1; attempt <= CODE_MAX_FAILED_ATTEMPTS; attempt++) {
      const result = await verify(email, wrong);
      expectErrorEnvelope(result, 400);
      expect(result.body.code).toBe('WRONG_CODE');
    }
    const user = await userByEmail(email);
    const [stored] = await codesOf(user.id, 'verify_email');
    expect(stored?.failedAttempts).toBe(CODE_MAX_FAILED_ATTEMPTS);

    const right = await verify(email, code);
    expectErrorEnvelope(right, 400);
    expect(right.body.message).toMatch(/ask for a new code/i);
    expect((await userByEmail(email)).emailVerifiedAt).toBeNull();

    t.clock.advance(61 * SECOND);
    expect((await resend(email)).status).toBe(200);
    const fresh = await t.mailbox.latestCode(email);
    // The old code stays dead; the new one works.
    if (fresh !== code) expectErrorEnvelope(await verify(email, code), 400);
    const ok = await verify(email, fresh);
    expect(ok.status).toBe(200);
  });

  it('allows one resend a minute: a second within 60 s gets 429 with Retry-After; later the old code stops working', async () => {
    const { email, code: first } = await signUp(t);
    t.clock.advance(61 * SECOND);
    const resent = await resend(email);
    expect(resent.status).toBe(200);
    expect(resent.body.success).toBe(true);
    expect(t.mailbox.countFor(email)).toBe(2);
    const second = await t.mailbox.latestCode(email);

    t.clock.advance(30 * SECOND);
    const tooSoon = await resend(email);
    expectErrorEnvelope(tooSoon, 429);
    expect(tooSoon.body.message).toMatch(/wait/i);
    const retryAfter = Number(tooSoon.response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(t.mailbox.countFor(email)).toBe(2);

    t.clock.advance(61 * SECOND);
    expect((await resend(email)).status).toBe(200);
    expect(t.mailbox.countFor(email)).toBe(3);
    const third = await t.mailbox.latestCode(email);

    for (const old of [first, second]) {
      if (old === third) continue;
      const result = await verify(email, old);
      expectErrorEnvelope(result, 400);
    }
    expect((await userByEmail(email)).emailVerifiedAt).toBeNull();
    const ok = await verify(email, third);
    expect(ok.status).toBe(200);
  });

  it('works once: the same code a second time fails and starts no session', async () => {
    const { email, code } = await signUp(t);
    expect((await verify(email, code)).status).toBe(200);
    const again = await verify(email, code);
    expectErrorEnvelope(again, 400);
    const user = await userByEmail(email);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    const [stored] = await codesOf(user.id, 'verify_email');
    expect(stored?.consumedAt).not.toBeNull();
  });

  it('is stored hashed: neither the code nor its plain SHA-256', async () => {
    const { email, code } = await signUp(t);
    const user = await userByEmail(email);
    const rows = await codesOf(user.id, 'verify_email');
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.codeHash;
    expect(stored).not.toBe(code);
    expect(stored).not.toContain(code);
    expect(stored).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(stored.length).toBeGreaterThanOrEqual(32);
  });
});

describe('wrong codes sent in parallel', () => {
  it('are compared at most 5 times in all: the count is taken before comparing, atomically', async () => {
    const { email, code } = await signUp(t);
    const wrong = otherCode(code);
    // 9: within the address's tries of a day, with one left for the right code.
    const tries = limits.codeTriesPerAddress.max - 1;
    const results = await Promise.all(Array.from({ length: tries }, () => verify(email, wrong)));
    for (const result of results) expectErrorEnvelope(result, 400);
    // Every try that got as far as comparing is counted on the code, and no more than 5 got there.
    const user = await userByEmail(email);
    const [stored] = await codesOf(user.id, 'verify_email');
    expect(stored?.failedAttempts).toBe(CODE_MAX_FAILED_ATTEMPTS);

    const right = await verify(email, code);
    expectErrorEnvelope(right, 400);
    expect((await userByEmail(email)).emailVerifiedAt).toBeNull();
  });
});

describe('password-reset code', () => {
  it('still works 9 minutes 59 seconds after it was sent', async () => {
    const { user, code } = await userWithResetCode();
    t.clock.advance(9 * MINUTE + 59 * SECOND);
    expect((await changePassword(user.email, code)).status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('has expired at 10:00, and the password stays as it was', async () => {
    const { user, code } = await userWithResetCode();
    t.clock.advance(10 * MINUTE);
    const result = await changePassword(user.email, code);
    expectErrorEnvelope(result, 400);
    expect(result.body.code).toBe('WRONG_CODE');
    expectErrorEnvelope(await login(user.email, NEW_PASSWORD), 401);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('allows 5 wrong tries, then refuses the right code until a new one is sent', async () => {
    const { user, code } = await userWithResetCode();
    const wrong = otherCode(code);
    for (let attempt = 1; attempt <= CODE_MAX_FAILED_ATTEMPTS; attempt++) {
      expectErrorEnvelope(await changePassword(user.email, wrong), 400);
    }
    const right = await changePassword(user.email, code);
    expectErrorEnvelope(right, 400);
    expect(right.body.message).toMatch(/ask for a new code/i);
    expectErrorEnvelope(await login(user.email, NEW_PASSWORD), 401);

    t.clock.advance(61 * SECOND);
    expect((await sendReset(user.email)).status).toBe(200);
    const fresh = await t.mailbox.latestCode(user.email);
    expect((await changePassword(user.email, fresh)).status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('allows one request a minute (429 with Retry-After); after that the old code stops working', async () => {
    const { user, code: first } = await userWithResetCode();
    const tooSoon = await sendReset(user.email);
    expectErrorEnvelope(tooSoon, 429);
    expect(Number(tooSoon.response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(t.mailbox.countFor(user.email)).toBe(1);

    t.clock.advance(61 * SECOND);
    expect((await sendReset(user.email)).status).toBe(200);
    expect(t.mailbox.countFor(user.email)).toBe(2);
    const second = await t.mailbox.latestCode(user.email);
    if (first !== second) expectErrorEnvelope(await changePassword(user.email, first), 400);
    expect((await changePassword(user.email, second)).status).toBe(200);
  });

  it('works once: the same reset code a second time fails', async () => {
    const { user, code } = await userWithResetCode();
    expect((await changePassword(user.email, code)).status).toBe(200);
    const again = await changePassword(user.email, code, 'second-choice-kabaddi-42');
    expectErrorEnvelope(again, 400);
    expect(again.body.message).toMatch(/no longer be used|new code/i);
    expectErrorEnvelope(await login(user.email, 'second-choice-kabaddi-42'), 401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('is stored hashed: neither the code nor its plain SHA-256', async () => {
    const { user, code } = await userWithResetCode();
    const rows = await codesOf(user.id, 'reset_password');
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.codeHash;
    expect(stored).not.toBe(code);
    expect(stored).not.toContain(code);
    expect(stored).not.toBe(createHash('sha256').update(code).digest('hex'));
  });

  it('is not accepted as an e-mail verification code, nor the other way round', async () => {
    const email = uniqueEmail();
    const { code: verifyCode } = await signUp(t, { email });
    t.clock.advance(61 * SECOND);
    expect((await sendReset(email)).status).toBe(200);
    const resetCode = await t.mailbox.latestCode(email);
    if (resetCode !== verifyCode) {
      expectErrorEnvelope(await verify(email, resetCode), 400);
      expectErrorEnvelope(await changePassword(email, verifyCode), 400);
    }
    expect((await verify(email, verifyCode)).status).toBe(200);
  });
});

describe('failed tries per address and day', () => {
  const DAY = 24 * 60 * MINUTE;
  const CAP = limits.codeTriesPerAddress.max;

  /** Sends `count` wrong codes for the address, half with its verification code, half with reset codes. */
  async function wrongTries(email: string, count: number) {
    for (let done = 0; done < count; ) {
      t.clock.advance(61 * SECOND);
      expect((await sendReset(email)).status).toBe(200);
      const code = await t.mailbox.latestCode(email);
      for (let onThisCode = 0; onThisCode < CODE_MAX_FAILED_ATTEMPTS && done < count; onThisCode++, done++) {
        expectErrorEnvelope(await changePassword(email, otherCode(code)), 400);
      }
    }
  }

  it('stop at the cap whatever new codes are sent, verification and reset together, until the day is over', async () => {
    const user = await createUser(t, { verified: false });
    // A sign-in of the unverified account mails a verification code; wrong tries at it count too.
    const unverified = await login(user.email, user.password);
    const verifyCode = await t.mailbox.latestCode(user.email);
    for (let i = 0; i < 2; i++) expectErrorEnvelope(await verify(user.email, otherCode(verifyCode)), 400);
    await wrongTries(user.email, CAP - 2);

    // The right code of a fresh reset mail, past the cap: refused, and the password stays.
    t.clock.advance(61 * SECOND);
    expect((await sendReset(user.email)).status).toBe(200);
    const capped = await changePassword(user.email, await t.mailbox.latestCode(user.email));
    expectErrorEnvelope(capped, 429);
    expect(capped.body.code).toBe('CODE_TRIES_USED_UP');
    const retryAfter = Number(capped.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(DAY / 1000 - 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(DAY / 1000);
    expectErrorEnvelope(await verify(user.email, verifyCode, unverified.body.data.attempt), 429);
    expectErrorEnvelope(await login(user.email, NEW_PASSWORD), 401);

    // The day over, the owner's code works.
    t.clock.advance(retryAfter * SECOND);
    expect((await sendReset(user.email)).status).toBe(200);
    expect((await changePassword(user.email, await t.mailbox.latestCode(user.email))).status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('are counted for an address with no account as for one with an account', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < CAP; i++) expectErrorEnvelope(await changePassword(nobody, '123456'), 400);
    const capped = await changePassword(nobody, '123456');
    expectErrorEnvelope(capped, 429);
    expect(capped.body.code).toBe('CODE_TRIES_USED_UP');
  });

  it('lift at once when the owner signs in with the password', async () => {
    const user = await createUser(t);
    await wrongTries(user.email, CAP);
    t.clock.advance(61 * SECOND);
    expect((await sendReset(user.email)).status).toBe(200);
    expectErrorEnvelope(await changePassword(user.email, await t.mailbox.latestCode(user.email)), 429);
    expect((await login(user.email, user.password)).status).toBe(200);
    t.clock.advance(61 * SECOND);
    expect((await sendReset(user.email)).status).toBe(200);
    expect((await changePassword(user.email, await t.mailbox.latestCode(user.email))).status).toBe(200);
  });
});

describe('answers that do not tell which accounts exist', () => {
  const sameAnswer = (results: Awaited<ReturnType<typeof verify>>[]) => {
    for (const result of results) expectErrorEnvelope(result, 400);
    expect(new Set(results.map((result) => JSON.stringify(result.body))).size).toBe(1);
    expect(results[0]!.body.code).toBe('WRONG_CODE');
  };

  it('verification: no account, a verified one, one with no open code, a code expired or wrong — one answer', async () => {
    const verified = await createUser(t);
    const noCode = await createUser(t, { verified: false });
    const blocked = await createUser(t, { verified: false, blockedReason: 'Duplicate account' });
    const pending = await signUp(t);
    const expiring = await signUp(t);
    t.clock.advance(10 * MINUTE);
    const fresh = await signUp(t);
    sameAnswer([
      await verify(uniqueEmail('nobody'), '123456'),
      await verify(verified.email, '123456'),
      await verify(noCode.email, '123456'),
      await verify(blocked.email, '123456'),
      await verify(pending.email, otherCode(pending.code)),
      await verify(expiring.email, expiring.code),
      await verify(fresh.email, otherCode(fresh.code)),
    ]);
  });

  it('password reset: no account, a blocked one, one with no open code, a code expired or wrong — one answer', async () => {
    const noCode = await createUser(t);
    const blocked = await createUser(t, { blockedReason: 'Duplicate account' });
    const { user: expiring, code: expiredCode } = await userWithResetCode();
    t.clock.advance(10 * MINUTE);
    const { user: waiting, code } = await userWithResetCode();
    sameAnswer([
      await changePassword(uniqueEmail('nobody'), '123456'),
      await changePassword(noCode.email, '123456'),
      await changePassword(blocked.email, '123456'),
      await changePassword(expiring.email, expiredCode),
      await changePassword(waiting.email, otherCode(code)),
    ]);
  });
});
