import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import {
  createLoggedInUser,
  createUser,
  expectErrorEnvelope,
  loginAs,
  uniqueIp,
} from '../../../test/factories.js';
import { sessions } from '../../db/schema/auth.js';
import { SESSION_TTL_MS } from './limits.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const profile = (token: string) => t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token });
const logout = (token?: string, headers?: Record<string, string>) =>
  t.call({
    method: 'POST',
    url: '/api/logout',
    ...(token ? { token } : {}),
    ...(headers ? { headers } : {}),
  });
const sessionsOf = (userId: string) => t.ctx.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('session tokens', () => {
  it('are stored only as a hash: no column holds the token', async () => {
    const { user, token } = await createLoggedInUser(t);
    const rows = await sessionsOf(user.id);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.tokenHash).not.toBe(token);
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    // The stored hash itself is not a token.
    expectErrorEnvelope(await profile(row.tokenHash), 401);
  });

  it('are random and different for each login', async () => {
    const user = await createUser(t);
    const first = await loginAs(t, user.email);
    const second = await loginAs(t, user.email);
    expect(first).not.toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
  });

  it('stop working on logout, while other sessions of the same user keep working', async () => {
    const user = await createUser(t);
    const phone = await loginAs(t, user.email);
    const laptop = await loginAs(t, user.email);
    const result = await logout(phone);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: expect.any(String), data: null });

    const after = await profile(phone);
    expectErrorEnvelope(after, 401);
    expect(after.body.message).toMatch(/log in/i);
    expect((await profile(laptop)).status).toBe(200);

    const rows = await sessionsOf(user.id);
    const ended = rows.filter((row) => row.revokedAt !== null);
    expect(ended).toHaveLength(1);
    expect(ended[0]!.revokedReason).toBe('logout');
    expect(ended[0]!.tokenHash).toBe(createHash('sha256').update(phone).digest('hex'));

    // Logging out again with the dead token is refused.
    expectErrorEnvelope(await logout(phone), 401);
  });

  it('logout accepts an empty body sent as JSON', async () => {
    const { token } = await createLoggedInUser(t);
    const result = await logout(token, { 'content-type': 'application/json' });
    expect(result.status).toBe(200);
    expectErrorEnvelope(await profile(token), 401);
  });

  it('logout without a token is 401', async () => {
    expectErrorEnvelope(await logout(), 401);
  });

  it('all stop working when the password is changed with a reset code', async () => {
    const user = await createUser(t);
    const tokens = [await loginAs(t, user.email), await loginAs(t, user.email)];
    await t.call({
      method: 'POST',
      url: '/api/forgot-password-send-otp',
      body: { email: user.email },
      ip: uniqueIp(),
    });
    const otp = await t.mailbox.latestCode(user.email);
    const changed = await t.call({
      method: 'POST',
      url: '/api/forgot-password-change-password',
      body: { email: user.email, otp, password: 'veena-harbour-2291' },
      ip: uniqueIp(),
    });
    expect(changed.status).toBe(200);
    for (const token of tokens) expectErrorEnvelope(await profile(token), 401);
    const rows = await sessionsOf(user.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.revokedAt).not.toBeNull();
      expect(row.revokedReason).toBe('password_changed');
    }
  });

  it('expire after the session lifetime', async () => {
    const { token } = await createLoggedInUser(t);
    t.clock.advance(SESSION_TTL_MS - 60_000);
    expect((await profile(token)).status).toBe(200);
    t.clock.advance(60_000);
    expectErrorEnvelope(await profile(token), 401);
  });
});
