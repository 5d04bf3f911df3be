import { errorCodes } from '@para/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../test/context.js';
import {
  createLoggedInUser,
  createUser,
  expectErrorEnvelope,
  loginAs,
  STRONG_PASSWORD,
  uniqueIp,
} from '../../test/factories.js';
import { users } from '../db/schema/users.js';

// A blocked athlete whose page is still open must be told the block and its reason (with a stable
// code the web app translates), not just that the profile could not be loaded.

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await createLoggedInUser(t, { email: ADMIN_EMAIL })).token;
});
afterAll(() => t.close());

const block = (userId: string, blocked: boolean, reason = '') =>
  t.call({
    method: 'POST',
    url: '/api/admin/update-user-block-status',
    body: blocked ? { userId, blocked, reason } : { userId, blocked },
    token: adminToken,
  });
const profile = (token: string) => t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token });

describe('a blocked account with an open session', () => {
  it('gets 403 with the code and the reason on signed-in calls', async () => {
    const athlete = await createUser(t);
    const token = await loginAs(t, athlete.email);
    expect((await block(athlete.id, true, 'Documents did not match')).status).toBe(200);

    const refused = await profile(token);
    expectErrorEnvelope(refused, 403);
    expect(refused.body.code).toBe('ACCOUNT_BLOCKED');
    expect(refused.body.data).toEqual({
      code: errorCodes.accountBlocked,
      blocked: true,
      reason: 'Documents did not match',
    });
    expect(refused.body.message).toContain('Documents did not match');
    const registration = await t.call({ method: 'GET', url: '/api/user/get-user-registration-data', token });
    expect(registration.status).toBe(403);
    expect(registration.body.data.code).toBe(errorCodes.accountBlocked);
  });

  it('gets the same code at log-in', async () => {
    const athlete = await createUser(t, { blockedReason: 'Duplicate account' });
    const refused = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { email: athlete.email, password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    expectErrorEnvelope(refused, 403);
    expect(refused.body.data).toMatchObject({ code: errorCodes.accountBlocked, reason: 'Duplicate account' });
  });

  it('is an ended session again once unblocked, and other ended sessions say nothing of a block', async () => {
    const athlete = await createUser(t);
    const token = await loginAs(t, athlete.email);
    await block(athlete.id, true, 'Spam');
    await block(athlete.id, false);
    expectErrorEnvelope(await profile(token), 401);

    // A session ended by logging out, for an account blocked later, stays a plain ended session.
    const other = await createUser(t);
    const loggedOut = await loginAs(t, other.email);
    expect((await t.call({ method: 'POST', url: '/api/logout', token: loggedOut })).status).toBe(200);
    await t.ctx.db
      .update(users)
      .set({ blockedAt: t.clock.now(), blockedReason: 'x' })
      .where(eq(users.id, other.id));
    expectErrorEnvelope(await profile(loggedOut), 401);
  });
});
