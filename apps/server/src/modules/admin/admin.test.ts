import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { athleteReadyToFinalize, paidAthlete } from '../../../test/registration-fixtures.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Secretary' });
  adminToken = await loginAs(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, token: adminToken });
const post = (url: string, body: unknown) => t.call({ method: 'POST', url, body, token: adminToken });

describe('settings and dashboard', () => {
  it('changes the fee for new orders and records the change', async () => {
    const before = await get('/api/admin/settings');
    expect(before.body.data).toEqual({
      registrationFeeRupees: 500,
      registrationsOpen: true,
      districtCheckFirst: false,
    });
    const saved = await t.call({
      method: 'PUT',
      url: '/api/admin/settings',
      body: { registrationFeeRupees: 750, registrationsOpen: true },
      token: adminToken,
    });
    expect(saved.body.data.registrationFeeRupees).toBe(750);
    const athlete = await athleteReadyToFinalize(t);
    await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: athlete.token });
    const order = await t.call({
      method: 'POST',
      url: '/api/user/create-registration-payment-order',
      token: athlete.token,
    });
    expect(order.body.data.amountPaise).toBe(75_000);
    const log = await get('/api/admin/audit-log?action=settings');
    expect(log.body.data.items[0].changes).toEqual({ registrationFeeRupees: { from: 500, to: 750 } });
    await t.call({
      method: 'PUT',
      url: '/api/admin/settings',
      body: { registrationFeeRupees: 500, registrationsOpen: true },
      token: adminToken,
    });
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/admin/settings',
          body: { registrationFeeRupees: 0, registrationsOpen: true },
          token: adminToken,
        })
      ).status,
    ).toBe(400);
  });

  it('counts what matters today from SQL aggregates', async () => {
    // One athlete left waiting for review, one approved.
    await paidAthlete(t);
    const { user } = await paidAthlete(t);
    t.clock.advance(1_000);
    await post('/api/admin/approve-user-registration', { userId: user.id });
    const stats = await get('/api/admin/dashboard');
    expect(stats.status).toBe(200);
    expect(stats.body.data.approved).toBeGreaterThanOrEqual(1);
    expect(stats.body.data.awaitingReview).toBeGreaterThanOrEqual(1);
    expect(
      stats.body.data.byDistrict.find((row: { district: string }) => row.district === 'Ernakulam').count,
    ).toBeGreaterThan(1);
    expect(stats.body.data.bySport[0]).toMatchObject({ sport: 'Para athletics' });
    expect(stats.body.data.latestActions[0].action).toBe('registration.approve');
  });
});
