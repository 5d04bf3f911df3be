import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { athleteReadyToFinalize } from '../../../test/registration-fixtures.js';
import { paymentEvents, payments } from '../../db/schema/payments.js';
import { checkoutSignature, isTestGateway } from './gateway.js';
import { reconcilePendingPayments, webhookSignature } from './webhook.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function submittedAthlete() {
  const athlete = await athleteReadyToFinalize(t);
  await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: athlete.token });
  const order = await t.call({
    method: 'POST',
    url: '/api/user/create-registration-payment-order',
    token: athlete.token,
    body: { amount: 1 },
  });
  expect(order.status).toBe(200);
  return {
    ...athlete,
    order: order.body.data as { orderId: string; amountPaise: number; paymentId: string },
  };
}

/** What the gateway's servers would do: record a captured payment and sign it. */
async function gatewayPays(orderId: string) {
  if (!isTestGateway(t.ctx.gateway)) throw new Error('test gateway expected');
  return t.ctx.gateway.pay(orderId, 'success', t.clock.now());
}

function webhook(
  event: string,
  orderId: string,
  paymentId: string,
  eventId: string,
  secret = t.ctx.gateway.webhookSecret ?? '',
) {
  const raw = JSON.stringify({
    event,
    payload: { payment: { entity: { id: paymentId, order_id: orderId, method: 'upi' } } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(secret, raw),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}

const verify = (token: string, body: unknown) =>
  t.call({ method: 'POST', url: '/api/user/verify-registration-payment', body, token });
const flagsOf = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token })).body.data
    .registrationPaymentCompleted;
const paymentRow = async (orderId: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0]!;

describe('registration fee', () => {
  it('takes the amount from the association setting, never the client, and reuses the open order', async () => {
    const { token, order } = await submittedAthlete();
    expect(order.amountPaise).toBe(50_000);
    const again = await t.call({ method: 'POST', url: '/api/user/create-registration-payment-order', token });
    expect(again.body.data.orderId).toBe(order.orderId);
    const both = await Promise.all(
      [1, 2, 3].map(() =>
        t.call({ method: 'POST', url: '/api/user/create-registration-payment-order', token }),
      ),
    );
    expect(new Set(both.map((r) => r.body.data.orderId))).toEqual(new Set([order.orderId]));
  });

  it('refuses an order before the registration is submitted', async () => {
    const { token } = await athleteReadyToFinalize(t);
    const result = await t.call({
      method: 'POST',
      url: '/api/user/create-registration-payment-order',
      token,
    });
    expect(result.status).toBe(409);
  });

  it("rejects a forged signature and someone else's order", async () => {
    const { token, order } = await submittedAthlete();
    const { paymentId } = await gatewayPays(order.orderId);
    const forged = await verify(token, {
      orderId: order.orderId,
      paymentId,
      signature: checkoutSignature('not-the-secret', order.orderId, paymentId),
    });
    expect(forged.status).toBe(400);
    expect(await flagsOf(token)).toBe(false);
    const other = await submittedAthlete();
    const signature = checkoutSignature(t.ctx.gateway.checkoutSecret, order.orderId, paymentId);
    const stolen = await verify(other.token, { orderId: order.orderId, paymentId, signature });
    expect(stolen.status).toBe(404);
    expect(await flagsOf(other.token)).toBe(false);
    expect((await paymentRow(order.orderId)).status).toBe('created');
  });

  it('marks the fee paid once, however often the browser verifies', async () => {
    const { token, order } = await submittedAthlete();
    const paid = await gatewayPays(order.orderId);
    const body = { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature };
    const results = await Promise.all([verify(token, body), verify(token, body), verify(token, body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results[0]!.body.data.registrationPaymentCompleted).toBe(true);
    const row = await paymentRow(order.orderId);
    const events = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id));
    expect(events.filter((e) => e.type === 'payment.paid')).toHaveLength(1);
    expect(
      (await t.call({ method: 'POST', url: '/api/user/create-registration-payment-order', token })).status,
    ).toBe(409);
  });

  it('credits the same webhook delivered three times once', async () => {
    const { token, order } = await submittedAthlete();
    const { paymentId } = await gatewayPays(order.orderId);
    const deliveries = [];
    for (let i = 0; i < 3; i++)
      deliveries.push(await webhook('payment.captured', order.orderId, paymentId, 'evt_same_1'));
    expect(deliveries.map((d) => d.json().message)).toEqual([
      'Webhook applied.',
      'Webhook duplicate.',
      'Webhook duplicate.',
    ]);
    expect(await flagsOf(token)).toBe(true);
    const row = await paymentRow(order.orderId);
    const events = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id));
    expect(events.filter((e) => e.type === 'payment.paid')).toHaveLength(1);
  });

  it('completes a payment whose browser verify was lost when the webhook arrives', async () => {
    const { token, order } = await submittedAthlete();
    const { paymentId } = await gatewayPays(order.orderId);
    expect((await webhook('payment.captured', order.orderId, paymentId, 'evt_lost_verify')).statusCode).toBe(
      200,
    );
    expect(await flagsOf(token)).toBe(true);
    expect((await paymentRow(order.orderId)).gatewayPaymentId).toBe(paymentId);
  });

  it('counts a webhook that comes before the verify once, and the verify still succeeds', async () => {
    const { token, order } = await submittedAthlete();
    const paid = await gatewayPays(order.orderId);
    await webhook('order.paid', order.orderId, paid.paymentId, 'evt_before_verify');
    const result = await verify(token, {
      orderId: order.orderId,
      paymentId: paid.paymentId,
      signature: paid.signature,
    });
    expect(result.status).toBe(200);
    const row = await paymentRow(order.orderId);
    const events = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.id));
    expect(events.filter((e) => e.type === 'payment.paid')).toHaveLength(1);
    expect(events.some((e) => e.type === 'payment.already_settled')).toBe(true);
  });

  it('refuses a webhook with a bad signature and never lets a failure undo a payment', async () => {
    const { token, order } = await submittedAthlete();
    const { paymentId } = await gatewayPays(order.orderId);
    const forged = await webhook('payment.captured', order.orderId, paymentId, 'evt_forged', 'wrong-secret');
    expect(forged.statusCode).toBe(400);
    expect(await flagsOf(token)).toBe(false);
    await webhook('payment.captured', order.orderId, paymentId, 'evt_ok');
    await webhook('payment.failed', order.orderId, 'pay_other', 'evt_late_failure');
    expect((await paymentRow(order.orderId)).status).toBe('paid');
  });

  it('a failed attempt can be retried on the same order', async () => {
    const { token, order } = await submittedAthlete();
    const failed = await t.call({
      method: 'POST',
      url: `/api/payments/test-gateway/orders/${order.orderId}/pay`,
      body: { outcome: 'failure' },
      token,
    });
    expect(failed.body.data).toMatchObject({ outcome: 'failure', signature: '' });
    await webhook('payment.failed', order.orderId, failed.body.data.paymentId, 'evt_fail_1');
    expect((await paymentRow(order.orderId)).status).toBe('failed');
    const retry = await t.call({ method: 'POST', url: '/api/user/create-registration-payment-order', token });
    expect(retry.body.data.orderId).toBe(order.orderId);
    const paid = await gatewayPays(order.orderId);
    expect(
      (await verify(token, { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature }))
        .status,
    ).toBe(200);
    expect((await paymentRow(order.orderId)).status).toBe('paid');
  });

  it('the reconciler settles an order the gateway has paid but nobody told us about', async () => {
    const { token, order } = await submittedAthlete();
    await gatewayPays(order.orderId);
    expect(await reconcilePendingPayments(t.ctx)).toBe(0);
    t.clock.advance(20 * 60_000);
    expect(await reconcilePendingPayments(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await flagsOf(token)).toBe(true);
  });

  it('issues a PDF receipt for a paid fee to its owner only', async () => {
    const { token, order } = await submittedAthlete();
    const paid = await gatewayPays(order.orderId);
    await verify(token, { orderId: order.orderId, paymentId: paid.paymentId, signature: paid.signature });
    const list = await t.call({ method: 'GET', url: '/api/user/registration-payments', token });
    const receiptUrl = list.body.data[0].receiptUrl as string;
    expect(list.body.data[0]).toMatchObject({
      status: 'paid',
      amountPaise: 50_000,
      receiptNumber: expect.stringMatching(/^PSA-2026-\d{6}$/),
    });
    const pdf = await t.app.inject({ method: 'GET', url: receiptUrl, headers: { 'access-token': token } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await submittedAthlete();
    expect(
      (await t.app.inject({ method: 'GET', url: receiptUrl, headers: { 'access-token': other.token } }))
        .statusCode,
    ).toBe(404);
  });
});
