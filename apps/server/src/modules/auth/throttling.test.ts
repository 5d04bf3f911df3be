import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type CallResult, createTestContext, type TestContext } from '../../../test/context.js';
import {
  createUser,
  expectErrorEnvelope,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../../../test/factories.js';
import { issueCode } from './codes.js';
import { limits, loginBackoff } from './limits.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A 429 in the envelope, with a clear message and a Retry-After no longer than the window. */
function expectThrottled(result: CallResult, windowMs: number, code = 'RATE_LIMITED') {
  expectErrorEnvelope(result, 429);
  expect(result.body.code).toBe(code);
  expect(result.body.message).toMatch(/too many|wait|try again later/i);
  const header = result.response.headers['retry-after'];
  expect(header, 'Retry-After header').toBeDefined();
  const seconds = Number(header);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  expect(result.body.data.retryAfterSeconds).toBe(seconds);
}

const signupBody = (email = uniqueEmail()) => ({
  name: 'Throttle Test',
  email,
  phone: uniquePhone(),
  password: STRONG_PASSWORD,
});

describe('login throttling per account and network', () => {
  const login = (email: string, password: string, ip: string) =>
    t.call({ method: 'POST', url: '/api/login', body: { email, password }, ip });

  it('lets the owner (an administrator) in at once from another network after many wrong passwords', async () => {
    const admin = await createUser(t, { email: ADMIN_EMAIL });
    // Wrong passwords from many networks, and a run of them from one.
    for (let i = 0; i < 10; i++)
      expectErrorEnvelope(await login(admin.email, `wrong-password-${i}`, uniqueIp()), 401);
    const attacker = uniqueIp();
    for (let i = 0; i < loginBackoff.free; i++) {
      expectErrorEnvelope(await login(admin.email, `wrong-again-${i}`, attacker), 401);
    }
    expectThrottled(await login(admin.email, 'wrong-once-more', attacker), loginBackoff.maxDelayMs);

    const owner = await login(admin.email, STRONG_PASSWORD, uniqueIp());
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(owner.body.data.isAdmin).toBe(true);
  });

  it('slows one network down with growing waits; the right password after the wait gets in and starts afresh', async () => {
    const user = await createUser(t);
    const ip = uniqueIp();
    for (let i = 0; i < loginBackoff.free; i++) {
      expectErrorEnvelope(await login(user.email, `wrong-password-${i}`, ip), 401);
    }
    const first = await login(user.email, STRONG_PASSWORD, ip);
    expectThrottled(first, loginBackoff.maxDelayMs);
    const firstWait = Number(first.response.headers['retry-after']);
    expect(firstWait).toBe(loginBackoff.firstDelayMs / 1000);

    t.clock.advance(firstWait * 1000);
    expectErrorEnvelope(await login(user.email, 'wrong-after-wait', ip), 401);
    const second = await login(user.email, STRONG_PASSWORD, ip);
    expectThrottled(second, loginBackoff.maxDelayMs);
    const secondWait = Number(second.response.headers['retry-after']);
    expect(secondWait).toBe(2 * firstWait);

    t.clock.advance(secondWait * 1000 - 1000);
    expectThrottled(await login(user.email, STRONG_PASSWORD, ip), loginBackoff.maxDelayMs);
    t.clock.advance(1000);
    const right = await login(user.email, STRONG_PASSWORD, ip);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    // The run is forgotten: the next mistake is not slowed down.
    expectErrorEnvelope(await login(user.email, 'an-honest-typo', ip), 401);
  });

  it('counts parallel wrong passwords from one network before checking them', async () => {
    const user = await createUser(t);
    const ip = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(user.email, `parallel-wrong-${i}`, ip)),
    );
    const checked = results.filter((result) => result.status === 401);
    expect(checked.length).toBeLessThanOrEqual(loginBackoff.free);
    expect(results.filter((result) => result.status === 429).length).toBe(12 - checked.length);
  });
});

describe('throttling per IP', () => {
  it('signup: the address over the hourly allowance is asked a question (429), other addresses are not', async () => {
    const ip = uniqueIp();
    const { max, windowMs } = limits.signupPerIp;
    for (let i = 0; i < max; i++) {
      const result = await t.call({ method: 'POST', url: '/api/signup', body: signupBody(), ip });
      expect(result.status, result.body.message).toBe(201);
    }
    const email = uniqueEmail();
    const over = await t.call({ method: 'POST', url: '/api/signup', body: signupBody(email), ip });
    // The way on past the allowance is answering it (signup-challenge.test.ts); no account meanwhile.
    expectErrorEnvelope(over, 429);
    expect(over.body.code).toBe('CHALLENGE_REQUIRED');
    expect(t.mailbox.countFor(email)).toBe(0);

    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/signup',
      body: signupBody(),
      ip: uniqueIp(),
    });
    expect(elsewhere.status).toBe(201);

    t.clock.advance(windowMs);
    const later = await t.call({ method: 'POST', url: '/api/signup', body: signupBody(), ip });
    expect(later.status).toBe(201);
  });

  it('verify-email: the address over its allowance gets 429 whatever the account', async () => {
    const ip = uniqueIp();
    const { max, windowMs } = limits.verifyPerIp;
    for (let i = 0; i < max; i++) {
      const result = await t.call({
        method: 'POST',
        url: '/api/verify-email',
        body: { email: uniqueEmail(), otp: '123456' },
        ip,
      });
      expectErrorEnvelope(result, 400);
    }
    const over = await t.call({
      method: 'POST',
      url: '/api/verify-email',
      body: { email: uniqueEmail(), otp: '123456' },
      ip,
    });
    expectThrottled(over, windowMs);

    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/verify-email',
      body: { email: uniqueEmail(), otp: '123456' },
      ip: uniqueIp(),
    });
    expectErrorEnvelope(elsewhere, 400);

    t.clock.advance(windowMs);
    const later = await t.call({
      method: 'POST',
      url: '/api/verify-email',
      body: { email: uniqueEmail(), otp: '123456' },
      ip,
    });
    expectErrorEnvelope(later, 400);
  });

  it('verify-email: right codes never count against the network’s allowance of code tries', async () => {
    // A deadline day at a camp nobody opened: more athletes than the network's allowance of code tries
    // verify their addresses from one address within ten minutes, each with the right code.
    const camp = uniqueIp();
    const { max } = limits.verifyPerIp;
    for (let i = 0; i < max + 2; i++) {
      // Each signed up elsewhere: the code is issued as a sign-up's is (without an argon2 hash each).
      const athlete = await createUser(t, { verified: false });
      const attempt = {
        id: randomUUID(),
        name: athlete.name,
        phone: athlete.phone,
        passwordHash: athlete.passwordHash,
      };
      const otp = await issueCode(t.ctx, athlete.id, 'verify_email', attempt);
      const verified = await t.call({
        method: 'POST',
        url: '/api/verify-email',
        body: { email: athlete.email, otp, attempt: attempt.id },
        ip: camp,
      });
      expect(verified.status, `athlete ${i + 1}: ${JSON.stringify(verified.body)}`).toBe(200);
    }
    // Wrong codes from one network are still limited: the test before this one.
  });

  it('verify-email: one address gets 429 after its day’s tries, from any network', async () => {
    const email = uniqueEmail();
    const { max, windowMs } = limits.codeTriesPerAddress;
    for (let i = 0; i < max; i++) {
      const result = await t.call({
        method: 'POST',
        url: '/api/verify-email',
        body: { email, otp: '123456' },
        ip: uniqueIp(),
      });
      expectErrorEnvelope(result, 400);
    }
    const over = await t.call({
      method: 'POST',
      url: '/api/verify-email',
      body: { email, otp: '123456' },
      ip: uniqueIp(),
    });
    expectThrottled(over, windowMs, 'CODE_TRIES_USED_UP');
  });

  it('resend-otp: the address over its allowance gets 429 whatever the e-mail', async () => {
    const ip = uniqueIp();
    const { max, windowMs } = limits.resendPerIp;
    for (let i = 0; i < max; i++) {
      const result = await t.call({
        method: 'POST',
        url: '/api/resend-otp',
        body: { email: uniqueEmail() },
        ip,
      });
      expect(result.status, result.body.message).toBe(200);
    }
    const over = await t.call({ method: 'POST', url: '/api/resend-otp', body: { email: uniqueEmail() }, ip });
    expectThrottled(over, windowMs);

    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/resend-otp',
      body: { email: uniqueEmail() },
      ip: uniqueIp(),
    });
    expect(elsewhere.status).toBe(200);

    t.clock.advance(windowMs);
    const later = await t.call({
      method: 'POST',
      url: '/api/resend-otp',
      body: { email: uniqueEmail() },
      ip,
    });
    expect(later.status).toBe(200);
  });

  it('login: the address over its allowance gets 429 whatever the account', async () => {
    const ip = uniqueIp();
    const { max, windowMs } = limits.loginPerIp;
    for (let i = 0; i < max; i++) {
      const result = await t.call({
        method: 'POST',
        url: '/api/login',
        body: { email: uniqueEmail(), password: 'whatever-password' },
        ip,
      });
      expectErrorEnvelope(result, 401);
    }
    const user = await createUser(t);
    const over = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: STRONG_PASSWORD },
      ip,
    });
    expectThrottled(over, windowMs);
    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('the sign-up allowance per network is a setting', () => {
  it('SIGNUPS_PER_NETWORK_PER_HOUR sets how many sign-ups one address gets', async () => {
    const camp = await createTestContext({ SIGNUPS_PER_NETWORK_PER_HOUR: '2' });
    try {
      const ip = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await camp.call({ method: 'POST', url: '/api/signup', body: signupBody(), ip })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await camp.close();
    }
  });
});
