import ExcelJS from 'exceljs';
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

describe('payments', () => {
  it('lists with filters and totals, and exports the filtered list as CSV and Excel', async () => {
    await paidAthlete(t);
    const list = await get('/api/admin/payments?status=paid&gateway=test');
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThanOrEqual(1);
    expect(list.body.data.paidTotalPaise).toBe(list.body.data.total * 50_000);
    expect(list.body.data.items.every((item: { status: string }) => item.status === 'paid')).toBe(true);
    expect((await get('/api/admin/payments?from=2030-01-01')).body.data.total).toBe(0);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=paid&format=csv',
      headers: { 'access-token': adminToken },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Receipt number,Created (IST),Paid at (IST),Payer,E-mail,Amount (₹),Status,Gateway,Method,Order id,Payment reference',
    );
    expect(lines).toHaveLength(list.body.data.total + 1);
    expect(lines[1]).toContain(',500.00,Paid,Test gateway,');

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=paid&format=xlsx',
      headers: { 'access-token': adminToken },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payments');
    expect(sheet?.rowCount).toBe(list.body.data.total + 1);
    expect(sheet?.getRow(2).getCell(6).value).toBe(500);
  });

  it('records an offline payment that completes the fee, and shows its timeline', async () => {
    const athlete = await athleteReadyToFinalize(t);
    await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: athlete.token });
    const result = await post('/api/admin/payments', {
      userId: athlete.user.id,
      method: 'cash',
      reference: 'Receipt book 12/044',
      paidOn: '2026-11-21',
    });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      status: 'paid',
      gateway: 'offline',
      method: 'cash',
      amountPaise: 50_000,
    });
    expect(result.body.data.timeline.map((event: { type: string }) => event.type)).toEqual([
      'offline.recorded',
    ]);
    const profile = await t.call({
      method: 'GET',
      url: '/api/user/get-user-profile-data',
      token: athlete.token,
    });
    expect(profile.body.data.registrationPaymentCompleted).toBe(true);
    expect(
      (
        await post('/api/admin/payments', {
          userId: athlete.user.id,
          method: 'upi',
          reference: 'x1',
          paidOn: '2026-11-21',
        })
      ).status,
    ).toBe(409);
  });

  it('moves a status only along allowed transitions', async () => {
    const { orderId } = await paidAthlete(t);
    const list = await get(`/api/admin/payments?search=${orderId}`);
    const id = list.body.data.items[0]._id;
    const detail = await get(`/api/admin/payments/${id}`);
    expect(detail.body.data.timeline.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['order.created', 'payment.paid']),
    );
    expect(
      (await post(`/api/admin/payments/${id}/status`, { status: 'failed', note: 'Not allowed' })).status,
    ).toBe(409);
    const refund = await post(`/api/admin/payments/${id}/status`, {
      status: 'refunded',
      note: 'Paid twice; refunded by bank transfer.',
    });
    expect(refund.status).toBe(200);
    expect(refund.body.data.status).toBe('refunded');
    expect(
      (await post(`/api/admin/payments/${id}/status`, { status: 'refunded', note: 'Again' })).status,
    ).toBe(409);
    const log = await get(`/api/admin/audit-log?targetId=${id}`);
    expect(log.body.data.items.map((item: { action: string }) => item.action)).toEqual(['payment.refunded']);
  });
});

describe('settings, dashboard, search', () => {
  it('changes the fee for new orders and records the change', async () => {
    const before = await get('/api/admin/settings');
    expect(before.body.data).toEqual({ registrationFeeRupees: 500, registrationsOpen: true });
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
