import ExcelJS from 'exceljs';
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
