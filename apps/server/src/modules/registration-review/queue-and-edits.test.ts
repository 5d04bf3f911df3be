import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { athleteReadyToFinalize, page1, page2, paidAthlete } from '../../../test/registration-fixtures.js';

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

describe('review queue', () => {
  it('lists paid, submitted registrations oldest first, filtered by district and sport', async () => {
    const first = await paidAthlete(t);
    t.clock.advance(60_000);
    const second = await paidAthlete(t);
    const unpaid = await athleteReadyToFinalize(t);
    await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: unpaid.token });
    const queue = await get('/api/admin/get-users-registrations-list');
    const ids = queue.body.data.items.map((item: { userId: string }) => item.userId);
    expect(ids.indexOf(first.user.id)).toBeLessThan(ids.indexOf(second.user.id));
    expect(ids).not.toContain(unpaid.user.id);
    expect(queue.body.data.items[0]).toMatchObject({
      district: 'Ernakulam',
      sport: 'athletics',
      paid: true,
      status: 'submitted',
    });
    expect((await get('/api/admin/get-users-registrations-list?district=Wayanad')).body.data.total).toBe(0);
    expect(
      (await get('/api/admin/get-users-registrations-list?sport=athletics')).body.data.total,
    ).toBeGreaterThanOrEqual(2);
    expect((await get('/api/admin/get-users-registrations-list?pageSize=500')).status).toBe(400);
  });
});

describe('editing a registration', () => {
  it("saves an administrator's correction and records the changed fields", async () => {
    const { user } = await paidAthlete(t);
    const result = await post('/api/admin/update-registration-page-1', {
      userId: user.id,
      page: page1({ fullName: 'Anjali K. Krishnan', address: { ...page1().address, pinCode: '683102' } }),
    });
    expect(result.status).toBe(200);
    expect(result.body.data.page1.fullName).toBe('Anjali K. Krishnan');
    const log = await get(`/api/admin/audit-log?targetId=${user.id}&action=registration.edit`);
    expect(log.body.data.items[0]).toMatchObject({
      action: 'registration.edit.page1',
      actorName: 'Mary Secretary',
    });
    expect(log.body.data.items[0].changes).toEqual({
      fullName: { from: 'Anjali Krishnan', to: 'Anjali K. Krishnan' },
      'address.pinCode': { from: '683101', to: '683102' },
    });
    const bad = await post('/api/admin/update-registration-page-2', {
      userId: user.id,
      page: page2({ districtUnit: 'Atlantis' }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('UID search', () => {
  it('finds athletes by part of their UID', async () => {
    const { user } = await paidAthlete(t);
    const approved = await post('/api/admin/approve-user-registration', { userId: user.id });
    const uid: string = approved.body.data.uid;
    const found = await get(`/api/admin/search-uid?q=${uid.slice(-5).toLowerCase()}`);
    expect(found.body.data).toEqual([
      expect.objectContaining({
        userId: user.id,
        uid,
        district: 'Ernakulam',
        status: 'approved',
        photoUrl: expect.stringMatching(/^\/api\/user\/registration-documents\/[0-9a-f-]{36}$/),
      }),
    ]);
    // The administrator can open that photo.
    const photo = await t.app.inject({
      method: 'GET',
      url: found.body.data[0].photoUrl,
      headers: { 'access-token': adminToken },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect((await get('/api/admin/search-uid?q=x')).status).toBe(400);
  });
});
