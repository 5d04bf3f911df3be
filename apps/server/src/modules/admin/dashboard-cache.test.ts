import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { DASHBOARD_MAX_AGE_MS, DASHBOARD_REFRESH_AFTER_MS } from './dashboard-cache.js';

// The dashboard's figures are kept for a while (they cost over 100 ms with 100,000 athletes), but
// never served more than a minute old, and this instance's administrators' own changes clear them.

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Secretary' });
  adminToken = await loginAs(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const signupsToday = async (): Promise<number> => {
  const result = await t.call({ method: 'GET', url: '/api/admin/dashboard', token: adminToken });
  expect(result.status).toBe(200);
  return result.body.data.newSignupsToday;
};

describe('dashboard figures kept in memory', () => {
  it('are served from memory within the refresh age, and never past a minute', async () => {
    // The bounds the decision record promises.
    expect(DASHBOARD_MAX_AGE_MS).toBeLessThanOrEqual(60_000);
    expect(DASHBOARD_REFRESH_AFTER_MS).toBeLessThan(DASHBOARD_MAX_AGE_MS);

    const first = await signupsToday();
    await createUser(t);
    // Kept: the new sign-up is not counted yet.
    t.clock.advance(DASHBOARD_REFRESH_AFTER_MS - 1_000);
    expect(await signupsToday()).toBe(first);

    // Past the maximum age the caller waits for fresh figures.
    t.clock.advance(DASHBOARD_MAX_AGE_MS - DASHBOARD_REFRESH_AFTER_MS + 1_000);
    expect(await signupsToday()).toBe(first + 1);
  });

  it('between the refresh age and a minute, serve the kept figures and refresh them behind', async () => {
    const first = await signupsToday();
    await createUser(t);
    expect(await signupsToday()).toBe(first);
    t.clock.advance(DASHBOARD_REFRESH_AFTER_MS + 1_000);
    // This answer is the kept one (at most a minute old) ...
    expect(await signupsToday()).toBe(first);
    // ... and the refresh it started brings the new sign-up in without waiting for the minute.
    await vi.waitFor(async () => expect(await signupsToday()).toBe(first + 1));
  });

  it("are cleared by an administrator's change", async () => {
    const first = await signupsToday();
    await createUser(t);
    expect(await signupsToday()).toBe(first);
    const saved = await t.call({
      method: 'PUT',
      url: '/api/admin/settings',
      token: adminToken,
      body: { registrationFeeRupees: 500, registrationsOpen: true },
    });
    expect(saved.status).toBe(200);
    expect(await signupsToday()).toBe(first + 1);
  });
});
