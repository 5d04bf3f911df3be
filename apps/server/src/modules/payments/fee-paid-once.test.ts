import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { athleteReadyToFinalize } from '../../../test/registration-fixtures.js';
import { paymentEvents, payments } from '../../db/schema/payments.js';
import { isTestGateway } from './gateway.js';
import { reconcilePendingPayments, webhookSignature } from './webhook.js';

// The fee must be credited once, whatever happens to old orders: the fee changing under an open
// checkout, a second tab, an offline payment recorded while an order was open.
let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Secretary' });
  adminToken = await loginAs(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const setFee = async (rupees: number) => {
  const result = await t.call({
    method: 'PUT',
    url: '/api/admin/settings',
    token: adminToken,
    body: { registrationFeeRupees: rupees, registrationsOpen: true },
  });
  expect(result.status).toBe(200);
};

async function submittedAthlete() {
  const athlete = await athleteReadyToFinalize(t);
  await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: athlete.token });
  return athlete;
}

const newOrder = async (token: string) => {
  const order = await t.call({ method: 'POST', url: '/api/user/create-registration-payment-order', token });
  expect(order.status).toBe(200);
  return order.body.data as { orderId: string; amountPaise: number };
};

/** The athlete completes a checkout for this order (the gateway takes the money) and the browser verifies. */
async function payAndVerify(token: string, orderId: string) {
  if (!isTestGateway(t.ctx.gateway)) throw new Error('test gateway expected');
  const paid = await t.ctx.gateway.pay(orderId, 'success', t.clock.now());
  return t.call({
    method: 'POST',
    url: '/api/user/verify-registration-payment',
    token,
    body: { orderId, paymentId: paid.paymentId, signature: paid.signature },
  });
}

const statusOf = async (orderId: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0]?.status;
const paidCount = async (userId: string) =>
  (
    await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')))
  ).length;

describe('a fee paid twice', () => {
  it('cancels the order made before the fee changed, and money paid on it is kept to refund', async () => {
    await setFee(500);
    const { user, token } = await submittedAthlete();
    const oldOrder = await newOrder(token);
    await setFee(700);
    const current = await newOrder(token);
    expect(current.amountPaise).toBe(70_000);
    expect(current.orderId).not.toBe(oldOrder.orderId);
    expect(await statusOf(oldOrder.orderId)).toBe('cancelled');

    // A checkout for the old order was still open in another tab and is paid there.
    const late = await payAndVerify(token, oldOrder.orderId);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/refund/);
    expect(await statusOf(oldOrder.orderId)).toBe('refund_due');
    expect(await paidCount(user.id)).toBe(0);

    expect((await payAndVerify(token, current.orderId)).status).toBe(200);
    expect(await statusOf(current.orderId)).toBe('paid');
    expect(await paidCount(user.id)).toBe(1);
    await setFee(500);
  });

  it('never credits a second payment for a fee already paid, and shows it to administrators', async () => {
    const { user, token } = await submittedAthlete();
    const first = await newOrder(token);
    // An order left open from before this rule existed (or by a race) is paid after the fee.
    const [stale] = await t.ctx.db
      .insert(payments)
      .values({
        userId: user.id,
        purpose: 'registration',
        amountPaise: 50_000,
        status: 'created',
        gateway: 'test',
        gatewayOrderId: 'order_test_stale_open',
        receiptNumber: 'PSA-2026-STALE1',
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning();
    expect((await payAndVerify(token, first.orderId)).status).toBe(200);
    const second = await payAndVerify(token, 'order_test_stale_open');
    expect(second.status).toBe(409);
    expect(await statusOf('order_test_stale_open')).toBe('refund_due');
    expect(await paidCount(user.id)).toBe(1);

    const list = await t.call({
      method: 'GET',
      url: '/api/admin/payments?status=refund_due',
      token: adminToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((item: { _id: string }) => item._id)).toContain(stale!.id);
    const events = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, stale!.id));
    expect(events.map((e) => e.type)).toContain('payment.overpaid');
    // The administrator refunds it; the credited payment is untouched.
    const refunded = await t.call({
      method: 'POST',
      url: `/api/admin/payments/${stale!.id}/status`,
      token: adminToken,
      body: { status: 'refunded', note: 'Paid twice; refunded by UPI' },
    });
    expect(refunded.status).toBe(200);
    expect(await paidCount(user.id)).toBe(1);
  });

  it('an offline payment recorded while an order is open: the webhook for that order is kept to refund', async () => {
    const { user, token } = await submittedAthlete();
    const open = await newOrder(token);
    const offline = await t.call({
      method: 'POST',
      url: '/api/admin/payments',
      token: adminToken,
      body: { userId: user.id, method: 'cash', reference: 'Receipt book 1/1', paidOn: '2026-11-21' },
    });
    expect(offline.status).toBe(201);
    if (!isTestGateway(t.ctx.gateway)) throw new Error('test gateway expected');
    const { paymentId } = await t.ctx.gateway.pay(open.orderId, 'success', t.clock.now());
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: open.orderId, method: 'upi' } } },
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(t.ctx.gateway.webhookSecret ?? '', raw),
        'x-razorpay-event-id': 'evt_after_offline',
      },
      payload: raw,
    });
    expect(delivered.statusCode).toBe(200);
    expect(await statusOf(open.orderId)).toBe('refund_due');
    expect(await paidCount(user.id)).toBe(1);
  });

  it('the reconciler finds money paid on a cancelled order and keeps it to refund', async () => {
    await setFee(500);
    const { user, token } = await submittedAthlete();
    const oldOrder = await newOrder(token);
    await setFee(600);
    await newOrder(token);
    if (!isTestGateway(t.ctx.gateway)) throw new Error('test gateway expected');
    await t.ctx.gateway.pay(oldOrder.orderId, 'success', t.clock.now());
    t.clock.advance(20 * 60_000);
    await reconcilePendingPayments(t.ctx);
    expect(await statusOf(oldOrder.orderId)).toBe('refund_due');
    expect(await paidCount(user.id)).toBe(0);
    await setFee(500);
  });

  it('the database itself refuses a second paid payment for the same purpose', async () => {
    const { user, token } = await submittedAthlete();
    const order = await newOrder(token);
    expect((await payAndVerify(token, order.orderId)).status).toBe(200);
    await expect(
      t.ctx.db.insert(payments).values({
        userId: user.id,
        purpose: 'registration',
        amountPaise: 50_000,
        status: 'paid',
        gateway: 'offline',
        receiptNumber: 'PSA-2026-DOUBLE',
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      }),
    ).rejects.toThrow();
  });
});
