import { expect } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { isTestGateway } from '../../lib/payment-gateway.js';
import { createForm, formBody } from '../competitions/test-support.js';
import { webhookSignature } from '../payments/webhook.js';

/** Test helpers for district team entries: a secretary, a form, the team's call and its payment. */
export function teamSupport(context: () => { t: TestContext; admin: string; eventId: string }) {
  const get = context;
  async function secretaryOf(...districts: string[]) {
    const account = await createLoggedInUser(get().t, { name: 'Suresh Menon' });
    const appointed = await get().t.call({
      method: 'POST',
      url: '/api/admin/district-secretaries',
      token: get().admin,
      body: { email: account.user.email, districts },
    });
    expect(appointed.status, JSON.stringify(appointed.body)).toBe(200);
    return account;
  }

  const enterTeam = (token: string, formId: string, team: { userId: string; disciplines: string[] }[]) =>
    get().t.call({ method: 'POST', url: '/api/district/entries', token, body: { formId, entries: team } });

  const anyone100 = (capacity: number | null = null) => [
    { key: 'x100', name: '100 m', sport: 'athletics', gender: 'any' as const, classes: [], capacity },
  ];

  async function paidForm(feePaise = 20_000, capacity: number | null = null) {
    return (
      await createForm(
        get().t,
        get().admin,
        formBody(get().eventId, get().t.clock.now(), { feePaise, disciplines: anyone100(capacity) }),
      )
    )._id;
  }

  const gatewayPay = async (orderId: string) => {
    const { gateway } = get().t.ctx;
    if (!isTestGateway(gateway)) throw new Error('test gateway expected');
    return gateway.pay(orderId, 'success', get().t.clock.now());
  };

  const teamOrder = async (token: string, teamId: string) => {
    const result = await get().t.call({
      method: 'POST',
      url: `/api/district/teams/${teamId}/payment`,
      token,
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.data as { orderId: string; amountPaise: number; paymentId: string };
  };

  function webhook(event: string, orderId: string, paymentId: string, eventId: string) {
    const raw = JSON.stringify({
      event,
      payload: { payment: { entity: { id: paymentId, order_id: orderId, method: 'upi' } } },
    });
    return get().t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(get().t.ctx.gateway.webhookSecret ?? '', raw),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });
  }

  const verify = (token: string, orderId: string, paid: { paymentId: string; signature: string }) =>
    get().t.call({
      method: 'POST',
      url: '/api/district/verify-payment',
      token,
      body: { orderId, paymentId: paid.paymentId, signature: paid.signature },
    });

  return { secretaryOf, enterTeam, anyone100, paidForm, gatewayPay, teamOrder, webhook, verify };
}
