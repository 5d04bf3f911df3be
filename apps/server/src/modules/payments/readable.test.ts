import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { athleteReadyToFinalize, paidAthlete } from '../../../test/registration-fixtures.js';
import { payments } from '../../db/schema/payments.js';
import { webhookSignature } from './webhook.js';

// What the administrators' payment screens and files are given must already read as words: amounts in
// rupees, India's time, the administrator named, no UUIDs or internal event names.

let t: TestContext;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestContext();
  adminId = (await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Secretary' })).id;
  adminToken = await loginAs(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, token: adminToken });
const post = (url: string, body: unknown) => t.call({ method: 'POST', url, body, token: adminToken });
const _UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A Razorpay-style notice that the attempt failed, as the gateway words it. */
function failureWebhook(orderId: string, paymentId: string) {
  const raw = JSON.stringify({
    event: 'payment.failed',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: orderId,
          error_description: 'The bank declined the payment.',
        },
      },
    },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(t.ctx.gateway.webhookSecret ?? '', raw),
      'x-razorpay-event-id': `evt_${paymentId}`,
    },
    payload: raw,
  });
}

describe("a payment's timeline", () => {
  it('says what happened with the amount and the reason, names the administrator, and drops a failure reason once paid', async () => {
    const athlete = await athleteReadyToFinalize(t);
    await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: athlete.token });
    const order = (
      await t.call({
        method: 'POST',
        url: '/api/user/create-registration-payment-order',
        token: athlete.token,
      })
    ).body.data;
    const failed = await t.call({
      method: 'POST',
      url: `/api/payments/test-gateway/orders/${order.orderId}/pay`,
      body: { outcome: 'failure' },
      token: athlete.token,
    });
    await failureWebhook(order.orderId, failed.body.data.paymentId);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.gatewayOrderId, order.orderId));
    const id = row?.id ?? '';
    const whileFailed = (await get(`/api/admin/payments/${id}`)).body.data;
    expect(whileFailed.failureReason).toBe('The bank declined the payment.');

    t.clock.advance(60_000);
    const paid = await t.call({
      method: 'POST',
      url: `/api/payments/test-gateway/orders/${order.orderId}/pay`,
      body: { outcome: 'success' },
      token: athlete.token,
    });
    await t.call({
      method: 'POST',
      url: '/api/user/verify-registration-payment',
      body: {
        orderId: order.orderId,
        paymentId: paid.body.data.paymentId,
        signature: paid.body.data.signature,
      },
      token: athlete.token,
    });
    t.clock.advance(60_000);
    await post(`/api/admin/payments/${id}/status`, {
      status: 'refunded',
      note: 'Paid twice; refunded by NEFT.',
    });

    const detail = (await get(`/api/admin/payments/${id}`)).body.data;
    expect(detail.status).toBe('refunded');
    expect(detail.failureReason).toBe('');
    const lines = detail.timeline.map(
      ({ type, detail: _stored, at: _at, gatewayPaymentId: _g, ...line }: Record<string, unknown>) => line,
    );
    const none = { reason: '', by: null, method: '', reference: '', notice: null };
    expect(lines).toEqual([
      { ...none, kind: 'order_created', amountPaise: 50_000, source: '' },
      { ...none, kind: 'gateway_notice', amountPaise: 50_000, source: 'webhook', notice: 'failed' },
      {
        ...none,
        kind: 'failed',
        amountPaise: 50_000,
        source: 'webhook',
        reason: 'The bank declined the payment.',
      },
      { ...none, kind: 'paid', amountPaise: 50_000, source: 'checkout' },
      {
        ...none,
        kind: 'refunded',
        amountPaise: 50_000,
        source: 'admin',
        reason: 'Paid twice; refunded by NEFT.',
        by: { id: adminId, name: 'Mary Secretary', email: ADMIN_EMAIL },
      },
    ]);
  });
});

describe('exports', () => {
  it("give India's times with the zone in the header, and rupees as numbers under a ₹ header", async () => {
    t.clock.set(new Date('2026-11-22T04:30:00.000Z')); // 10:00 in India
    const { user } = await paidAthlete(t);
    const search = encodeURIComponent(user.email);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments?search=${search}&format=csv`,
      headers: { 'access-token': adminToken },
    });
    const [header, line] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Receipt number,Created (IST),Paid at (IST),Payer,E-mail,Amount (₹),Status,Gateway,Method,Order id,Payment reference',
    );
    expect(line).toContain(',2026-11-22 10:00,2026-11-22 10:00,');
    expect(line).toContain(',500.00,Paid,Test gateway,');
    expect(line).not.toMatch(/T\d\d:\d\d:\d\d/);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments?search=${search}&format=xlsx`,
      headers: { 'access-token': adminToken },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payments');
    expect(sheet?.getRow(1).getCell(2).value).toBe('Created (IST)');
    expect(sheet?.getRow(1).getCell(6).value).toBe('Amount (₹)');
    // A spreadsheet date reads as its UTC fields: 10:00, India's time of the payment.
    const created = sheet?.getRow(2).getCell(2);
    expect(created?.value).toEqual(new Date('2026-11-22T10:00:00.000Z'));
    expect(created?.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet?.getRow(2).getCell(6).value).toBe(500);
  });
});
