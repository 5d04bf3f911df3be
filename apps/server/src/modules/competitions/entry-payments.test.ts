import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { expectErrorEnvelope } from '../../../test/factories.js';
import { entries } from '../../db/schema/competitions.js';
import { paymentEvents, payments } from '../../db/schema/payments.js';
import { registrations } from '../../db/schema/registration.js';
import { auditEvents } from '../../db/schema/system.js';
import { isTestGateway } from '../../lib/payment-gateway.js';
import { reconcilePendingPayments, webhookSignature } from '../payments/webhook.js';
import { adminToken, approvedAthlete, createForm, formBody, publishedEvent, submit } from './test-support.js';

// An entry's fee goes through the registration fee's payment machinery: however it is paid (twice at
// once, a webhook replayed, the browser's verify lost), one payment is credited and the entry confirmed.
let t: TestContext;
let admin: string;
let formId: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await adminToken(t);
  const eventId = (await publishedEvent(t)).id;
  formId = (await createForm(t, admin, formBody(eventId, t.clock.now(), { feePaise: 25_000 })))._id;
});
afterAll(() => t.close());

async function pendingEntry() {
  const athlete = await approvedAthlete(t);
  const result = await submit(t, athlete.token, formId, ['w100']);
  expect(result.body.data.status).toBe('pending_payment');
  return { ...athlete, entryId: result.body.data._id as string };
}
const orderFor = async (token: string, entryId: string) => {
  const result = await t.call({ method: 'POST', url: `/api/forms/submissions/${entryId}/payment`, token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data as { orderId: string; amountPaise: number; paymentId: string; description: string };
};
const gatewayPay = async (orderId: string) => {
  if (!isTestGateway(t.ctx.gateway)) throw new Error('test gateway expected');
  return t.ctx.gateway.pay(orderId, 'success', t.clock.now());
};
const verify = (token: string, orderId: string, paid: { paymentId: string; signature: string }) =>
  t.call({
    method: 'POST',
    url: '/api/forms/verify-payment',
    token,
    body: { orderId, paymentId: paid.paymentId, signature: paid.signature },
  });
async function outcome(entryId: string) {
  const rows = await t.ctx.db.select().from(payments).where(eq(payments.entryId, entryId));
  const [entry] = await t.ctx.db.select().from(entries).where(eq(entries.id, entryId));
  return { paid: rows.filter((row) => row.status === 'paid').length, entryStatus: entry?.status, rows };
}
function webhook(event: string, orderId: string, paymentId: string, eventId: string) {
  const raw = JSON.stringify({
    event,
    payload: { payment: { entity: { id: paymentId, order_id: orderId, method: 'upi' } } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(t.ctx.gateway.webhookSecret ?? '', raw),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}

describe('an entry paid once, whatever happens', () => {
  it('makes one order for two clicks, and credits one of two payments made at once', async () => {
    const athlete = await pendingEntry();
    const [a, b] = await Promise.all([
      orderFor(athlete.token, athlete.entryId),
      orderFor(athlete.token, athlete.entryId),
    ]);
    expect(a.orderId).toBe(b.orderId);
    expect(a.amountPaise).toBe(25_000);
    expect(a.description).toBe('Competition entry fee');
    // The same checkout reported at once by two browser calls and the webhook.
    const paid = await gatewayPay(a.orderId);
    const [browser, retry, hook] = await Promise.all([
      verify(athlete.token, a.orderId, paid),
      verify(athlete.token, a.orderId, paid),
      webhook('payment.captured', a.orderId, paid.paymentId, 'evt_parallel'),
    ]);
    expect([browser.status, retry.status, hook.statusCode]).toEqual([200, 200, 200]);
    expect(browser.body.data).toMatchObject({ _id: athlete.entryId, status: 'confirmed' });
    const result = await outcome(athlete.entryId);
    expect(result.paid).toBe(1);
    expect(result.entryStatus).toBe('confirmed');
    // Paying for a confirmed entry is refused.
    const again = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${athlete.entryId}/payment`,
      token: athlete.token,
    });
    expectErrorEnvelope(again, 409);
  });

  it('credits one of two orders of the same entry paid at once; the other is kept to refund', async () => {
    const athlete = await pendingEntry();
    const order = await orderFor(athlete.token, athlete.entryId);
    // A second open order for the same entry (another tab before the reuse, a race), paid at the same moment.
    await t.ctx.db.insert(payments).values({
      userId: athlete.user.id,
      purpose: 'entry',
      entryId: athlete.entryId,
      amountPaise: 25_000,
      status: 'created',
      gateway: 'test',
      gatewayOrderId: 'order_test_entry_second',
      receiptNumber: 'PSA-2026-ENTRY2',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    const [one, two] = [await gatewayPay(order.orderId), await gatewayPay('order_test_entry_second')];
    const results = await Promise.all([
      verify(athlete.token, order.orderId, one),
      verify(athlete.token, 'order_test_entry_second', two),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const result = await outcome(athlete.entryId);
    expect(result.paid).toBe(1);
    expect(result.rows.filter((row) => row.status === 'refund_due')).toHaveLength(1);
    expect(result.entryStatus).toBe('confirmed');
  });

  it('applies a replayed webhook once', async () => {
    const athlete = await pendingEntry();
    const order = await orderFor(athlete.token, athlete.entryId);
    const paid = await gatewayPay(order.orderId);
    for (const eventId of ['evt_entry_1', 'evt_entry_1', 'evt_entry_2']) {
      expect((await webhook('payment.captured', order.orderId, paid.paymentId, eventId)).statusCode).toBe(
        200,
      );
    }
    const result = await outcome(athlete.entryId);
    expect(result.paid).toBe(1);
    expect(result.entryStatus).toBe('confirmed');
    const events = await t.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, result.rows[0]!.id));
    expect(events.filter((event) => event.type === 'payment.paid')).toHaveLength(1);
    // The browser's verify arriving after the webhook changes nothing.
    expect((await verify(athlete.token, order.orderId, paid)).status).toBe(200);
    expect((await outcome(athlete.entryId)).paid).toBe(1);
  });

  it('confirms through the reconciler when the browser’s verify is lost', async () => {
    const athlete = await pendingEntry();
    const order = await orderFor(athlete.token, athlete.entryId);
    await gatewayPay(order.orderId);
    expect((await outcome(athlete.entryId)).entryStatus).toBe('pending_payment');
    t.clock.advance(16 * 60_000);
    expect(await reconcilePendingPayments(t.ctx)).toBeGreaterThanOrEqual(1);
    const result = await outcome(athlete.entryId);
    expect(result.paid).toBe(1);
    expect(result.entryStatus).toBe('confirmed');

    // Its receipt is the same receipt as the registration fee's.
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${result.rows[0]!.id}/receipt.pdf`,
      headers: { 'access-token': athlete.token },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('who may pay, and offline payments', () => {
  it('checks eligibility again at payment', async () => {
    const athlete = await pendingEntry();
    const [registration] = await t.ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.userId, athlete.user.id));
    await t.ctx.db
      .update(registrations)
      .set({
        page2: {
          ...registration!.page2!,
          sports: [{ sport: 'athletics', sportClass: 'T37', classStatus: 'confirmed' }],
        },
      })
      .where(eq(registrations.userId, athlete.user.id));
    const result = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${athlete.entryId}/payment`,
      token: athlete.token,
    });
    expectErrorEnvelope(result, 403);
    expect(result.body.code).toBe('CLASS_NOT_ELIGIBLE');
  });

  it('answers 404 for someone else’s entry, and for a registration order verified as an entry’s', async () => {
    const owner = await pendingEntry();
    const other = await approvedAthlete(t);
    expectErrorEnvelope(
      await t.call({
        method: 'POST',
        url: `/api/forms/submissions/${owner.entryId}/payment`,
        token: other.token,
      }),
      404,
    );
    expectErrorEnvelope(
      await t.call({ method: 'GET', url: `/api/forms/submissions/${owner.entryId}`, token: other.token }),
      404,
    );
    const order = await orderFor(owner.token, owner.entryId);
    const paid = await gatewayPay(order.orderId);
    expectErrorEnvelope(await verify(other.token, order.orderId, paid), 404);
    expectErrorEnvelope(
      await t.call({
        method: 'POST',
        url: '/api/user/verify-registration-payment',
        token: owner.token,
        body: { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature },
      }),
      404,
    );
    // An administrator reads it.
    expect(
      (await t.call({ method: 'GET', url: `/api/forms/submissions/${owner.entryId}`, token: admin })).status,
    ).toBe(200);
  });

  it('records an offline payment, confirming the entry, in the audit log', async () => {
    const athlete = await pendingEntry();
    const result = await t.call({
      method: 'POST',
      url: `/api/admin/forms/submissions/${athlete.entryId}/offline-payment`,
      token: admin,
      body: { method: 'cash', reference: 'CASH-0042', paidOn: '2026-11-21' },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data.status).toBe('confirmed');
    const { paid, rows } = await outcome(athlete.entryId);
    expect(paid).toBe(1);
    expect(rows[0]).toMatchObject({ gateway: 'offline', purpose: 'entry', amountPaise: 25_000 });
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'entry.payment_offline'), eq(auditEvents.targetId, athlete.entryId)));
    expect(audit).toHaveLength(1);
    const twice = await t.call({
      method: 'POST',
      url: `/api/admin/forms/submissions/${athlete.entryId}/offline-payment`,
      token: admin,
      body: { method: 'cash', reference: 'CASH-0043', paidOn: '2026-11-21' },
    });
    expectErrorEnvelope(twice, 409);
  });
});
