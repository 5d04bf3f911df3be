import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { athleteReadyToFinalize } from '../../../test/registration-fixtures.js';
import { paymentEvents, payments, webhookEvents } from '../../db/schema/payments.js';
import { isTestGateway } from './gateway.js';
import { webhookSignature } from './webhook.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

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

describe('a webhook sent again under a new event id', () => {
  it('is recorded once per payment and event type; another event type for the same payment still counts', async () => {
    const athlete = await athleteReadyToFinalize(t);
    await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: athlete.token });
    const order = await t.call({
      method: 'POST',
      url: '/api/user/create-registration-payment-order',
      token: athlete.token,
    });
    const orderId = order.body.data.orderId as string;
    if (!isTestGateway(t.ctx.gateway)) throw new Error('test gateway expected');
    const { paymentId } = await t.ctx.gateway.pay(orderId, 'success', t.clock.now());

    const messages = [];
    for (const eventId of ['evt_first', 'evt_resent_a', 'evt_resent_b']) {
      messages.push((await webhook('payment.captured', orderId, paymentId, eventId)).json().message);
    }
    expect(messages).toEqual(['Webhook applied.', 'Webhook duplicate.', 'Webhook duplicate.']);
    expect((await webhook('order.paid', orderId, paymentId, 'evt_order_paid')).json().message).toBe(
      'Webhook applied.',
    );

    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId));
    const events = await t.ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, payment!.id));
    expect(events.filter((e) => e.type === 'webhook.payment.captured')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'webhook.order.paid')).toHaveLength(1);
    const recorded = await t.ctx.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.gatewayPaymentId, paymentId));
    expect(recorded.map((row) => row.type).sort()).toEqual(['order.paid', 'payment.captured']);
  });
});
