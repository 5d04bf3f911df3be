import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestContext, type TestContext } from '../../../test/context.js';
import {
  createUser,
  expectErrorEnvelope,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../../test/factories.js';
import { limits } from './auth.limits.js';

const MINUTE = 60_000;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A 429 in the envelope, with a clear message and a Retry-After no longer than the window. */
function expectThrottled(result: CallResult, windowMs: number) {
  expectErrorEnvelope(result, 429);
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
  phone: '9876543210',
  password: STRONG_PASSWORD,
});

describe('login throttling per account', () => {
  it('refuses the 11th attempt within 15 minutes even with the right password, and works after the window', async () => {
    const user = await createUser(t);
    const { max, windowMs } = limits.loginPerAccount;
    expect(max).toBe(10);
    expect(windowMs).toBe(15 * MINUTE);
    for (let i = 0; i < max; i++) {
      // A different address each time: the limit is on the account, not the network.
      const wrong = await t.call({
        method: 'POST',
        url: '/api/login',
        body: { email: i % 2 ? user.email.toUpperCase() : user.email, password: `wrong-password-${i}` },
        ip: uniqueIp(),
      });
      expectErrorEnvelope(wrong, 401);
    }
    const right = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    expectThrottled(right, windowMs);
    expect(right.body.data).not.toHaveProperty('accessToken');

    // Another account is not affected.
    const other = await createUser(t);
    const otherLogin = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { email: other.email, password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    expect(otherLogin.status).toBe(200);

    t.clock.advance(windowMs - 2_000);
    const stillLimited = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    expectThrottled(stillLimited, windowMs);

    t.clock.advance(2_000);
    const later = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { email: user.email, password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    expect(later.status).toBe(200);
    expect(later.body.data.accessToken).toBeTruthy();
  });
});

describe('throttling per IP', () => {
  it('signup: the address over the hourly allowance gets 429, other addresses do not', async () => {
    const ip = uniqueIp();
    const { max, windowMs } = limits.signupPerIp;
    for (let i = 0; i < max; i++) {
      const result = await t.call({ method: 'POST', url: '/api/signup', body: signupBody(), ip });
      expect(result.status, result.body.message).toBe(201);
    }
    const email = uniqueEmail();
    const over = await t.call({ method: 'POST', url: '/api/signup', body: signupBody(email), ip });
    expectThrottled(over, windowMs);
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

  it('verify-email: one account gets 429 after its allowance, from any address', async () => {
    const email = uniqueEmail();
    const { max, windowMs } = limits.verifyPerAccount;
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
    expectThrottled(over, windowMs);
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
