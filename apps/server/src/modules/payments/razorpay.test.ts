import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { athleteReadyToFinalize } from '../../../test/registration-fixtures.js';
import { paymentEvents, payments } from '../../db/schema/payments.js';
import { checkoutSignature } from '../../lib/payment-gateway.js';
import { type RazorpayStandIn, startRazorpayStandIn } from './razorpay-stand-in.test-support.js';
import { reconcilePendingPayments } from './webhook.js';

// The real Razorpay adapter, over HTTP, against a local stand-in of Razorpay's API: money the bank has
// only authorized is never credited; it is credited once captured, however the capture is heard of.
let t: TestContext;
let razorpay: RazorpayStandIn;
beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  t = await createTestContext(razorpay.env);
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

async function athleteWithOrder() {
  const athlete = await athleteReadyToFinalize(t);
  await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: athlete.token });
  const order = await t.call({
    method: 'POST',
    url: '/api/user/create-registration-payment-order',
    token: athlete.token,
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return { ...athlete, orderId: order.body.data.orderId as string };
}

const verify = (token: string, orderId: string, paid: { paymentId: string; signature: string }) =>
  t.call({
    method: 'POST',
    url: '/api/user/verify-registration-payment',
    token,
    body: { orderId, paymentId: paid.paymentId, signature: paid.signature },
  });

const deliver = (message: { raw: string; signature: string }, eventId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': message.signature,
      'x-razorpay-event-id': eventId,
    },
    payload: message.raw,
  });

const feePaid = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token })).body.data
    .registrationPaymentCompleted as boolean;
const paymentRow = async (orderId: string) =>
  (await t.ctx.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0]!;
const eventTypes = async (orderId: string) =>
  (
    await t.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, (await paymentRow(orderId)).id))
  ).map((event) => event.type);

describe('Razorpay: only captured money is credited', () => {
  it('makes the order on Razorpay with its key pair, asking for automatic capture', async () => {
    const { orderId } = await athleteWithOrder();
    expect(razorpay.orders.get(orderId)).toMatchObject({
      amount: 50_000,
      currency: 'INR',
      receipt: expect.stringMatching(/^PSA-2026-\d{6}$/),
      payment_capture: 1,
    });
    expect(razorpay.calls.every((call) => call.authenticated)).toBe(true);
  });

  it('does not credit a payment Checkout reports while it is only authorized; its capture does', async () => {
    const { token, orderId } = await athleteWithOrder();
    const paid = razorpay.authorize(orderId);

    const early = await verify(token, orderId, paid);
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(early.body).toMatchObject({ success: false, code: 'PAYMENT_NOT_CAPTURED' });
    expect(razorpay.calls.at(-1)).toEqual({
      method: 'GET',
      path: `/v1/payments/${paid.paymentId}`,
      authenticated: true,
    });
    expect(await feePaid(token)).toBe(false);
    expect((await paymentRow(orderId)).status).toBe('attempted');

    razorpay.capture(paid.paymentId);
    expect(
      (await deliver(razorpay.webhook('payment.captured', paid.paymentId), 'evt_cap_1')).statusCode,
    ).toBe(200);
    expect(await feePaid(token)).toBe(true);
    expect(await paymentRow(orderId)).toMatchObject({ status: 'paid', gatewayPaymentId: paid.paymentId });
    // The browser asking again now hears it is paid; the fee was credited once.
    expect((await verify(token, orderId, paid)).status).toBe(200);
    expect((await eventTypes(orderId)).filter((type) => type === 'payment.paid')).toHaveLength(1);
  });

  it('does not credit the payment.authorized webhook; order.paid after the capture does', async () => {
    const { token, orderId } = await athleteWithOrder();
    const paid = razorpay.authorize(orderId);
    const authorized = await deliver(razorpay.webhook('payment.authorized', paid.paymentId), 'evt_auth_2');
    expect(authorized.statusCode).toBe(200);
    expect(await feePaid(token)).toBe(false);
    expect((await paymentRow(orderId)).status).toBe('attempted');

    razorpay.capture(paid.paymentId);
    expect((await deliver(razorpay.webhook('order.paid', paid.paymentId), 'evt_paid_2')).statusCode).toBe(
      200,
    );
    expect(await feePaid(token)).toBe(true);
    expect(await paymentRow(orderId)).toMatchObject({ status: 'paid', gatewayPaymentId: paid.paymentId });
  });

  it('credits at checkout a payment Razorpay holds captured', async () => {
    const { token, orderId } = await athleteWithOrder();
    const paid = razorpay.authorize(orderId);
    razorpay.capture(paid.paymentId);
    const verified = await verify(token, orderId, paid);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.registrationPaymentCompleted).toBe(true);
    expect((await paymentRow(orderId)).method).toBe('upi');
  });

  it('the reconciler leaves an authorized payment uncredited and credits it once captured', async () => {
    const { token, orderId } = await athleteWithOrder();
    const paid = razorpay.authorize(orderId);
    t.clock.advance(16 * 60_000);
    await reconcilePendingPayments(t.ctx);
    expect(await feePaid(token)).toBe(false);
    expect((await paymentRow(orderId)).status).toBe('attempted');

    razorpay.capture(paid.paymentId);
    t.clock.advance(5 * 60_000);
    expect(await reconcilePendingPayments(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await feePaid(token)).toBe(true);
    expect(await paymentRow(orderId)).toMatchObject({ status: 'paid', gatewayPaymentId: paid.paymentId });
  });

  it('refuses a signed payment Razorpay does not hold (400), and answers 503 while Razorpay is down', async () => {
    const { token, orderId } = await athleteWithOrder();
    const unknown = await verify(token, orderId, {
      paymentId: 'pay_unknown0001',
      signature: checkoutSignature(razorpay.keySecret, orderId, 'pay_unknown0001'),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('PAYMENT_NOT_VERIFIED');

    const paid = razorpay.authorize(orderId);
    razorpay.capture(paid.paymentId);
    razorpay.outage = true;
    try {
      const down = await verify(token, orderId, paid);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      razorpay.outage = false;
    }
    expect(await feePaid(token)).toBe(false);
    expect((await verify(token, orderId, paid)).status).toBe(200);
    expect(await feePaid(token)).toBe(true);
  });
});
