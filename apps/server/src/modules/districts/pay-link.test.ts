import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { assistedAthlete, palakkadAndKollam } from '../../../test/district-fixtures.js';
import { createLoggedInUser, uniqueEmail, uniqueIp } from '../../../test/factories.js';
import { payLinkPerIp } from './pay-link.js';

let t: TestContext;
let adminToken: string;
let palakkad: string;
let kollam: string;
beforeAll(async () => {
  ({ t, adminToken, palakkad, kollam } = await palakkadAndKollam());
});
afterAll(() => t.close());

const makeLink = (token: string, userId: string) =>
  t.call({ method: 'POST', url: `/api/district/athletes/${userId}/pay-link`, token });
const tokenOf = (url: string) => url.replace(/^.*\/pay\//, '');
/** What the public payment page does: no session, only the link's token. */
const publicCall = (method: 'GET' | 'POST', token: string, step = '', body?: unknown, ip?: string) =>
  t.call({ method, url: `/api/pay-links/${token}${step}`, body, ip });

async function payThroughLink(token: string) {
  const order = await publicCall('POST', token, '/order');
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const paid = await publicCall('POST', token, '/test-pay', {
    orderId: order.body.data.orderId,
    outcome: 'success',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const { orderId, paymentId, signature } = paid.body.data;
  return { order, verify: await publicCall('POST', token, '/verify', { orderId, paymentId, signature }) };
}

describe('a payment link for the registration fee', () => {
  it('is e-mailed, opens without signing in, and credits the athlete’s fee once', async () => {
    const email = uniqueEmail('guardian');
    const userId = await assistedAthlete(t, palakkad, 'Palakkad', { email, name: 'Meera Palakkad' });
    const made = await makeLink(palakkad, userId);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ emailedTo: email, qrSvg: expect.stringMatching(/^<svg/) });
    const mail = await t.mailbox.waitFor(email);
    expect(mail.text).toContain(made.body.data.url);
    const token = tokenOf(made.body.data.url);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const info = await publicCall('GET', token);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ athleteFirstName: 'Meera', amountPaise: 50_000, status: 'due' });

    const { order, verify } = await payThroughLink(token);
    // Whoever holds the link does not see the athlete's contact details.
    expect(order.body.data.prefill).toEqual({ name: '', email: '', contact: '' });
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    expect(verify.body.data).toEqual({ paid: true });
    const athlete = await t.call({ method: 'GET', url: `/api/district/athletes/${userId}`, token: palakkad });
    expect(athlete.body.data.feePaid).toBe(true);
    expect((await publicCall('GET', token)).body.data.status).toBe('paid');
    // Nothing more to pay: no new order, no new link, no cash.
    expect((await publicCall('POST', token, '/order')).body.code).toBe('FEE_ALREADY_PAID');
    expect((await makeLink(palakkad, userId)).body.code).toBe('FEE_ALREADY_PAID');
    const queue = await t.call({
      method: 'GET',
      url: '/api/admin/get-users-registrations-list?search=Meera%20Palakkad',
      token: adminToken,
    });
    expect(queue.body.data.items.map((item: { userId: string }) => item.userId)).toContain(userId);

    const log = await t.call({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${userId}&action=district.athlete.pay_link`,
      token: adminToken,
    });
    expect(log.body.data.items[0]).toMatchObject({
      actorName: 'Secretary of Palakkad',
      changes: { emailed: true },
    });
  });

  it('is de-duplicated like the athlete’s own payment: money after the cash fee is kept to refund', async () => {
    const userId = await assistedAthlete(t, palakkad, 'Palakkad');
    const made = await makeLink(palakkad, userId);
    expect(made.body.data.emailedTo).toBe('');
    const token = tokenOf(made.body.data.url);
    const order = await publicCall('POST', token, '/order');
    // The same open order is reused, as for the athlete's own retries.
    expect((await publicCall('POST', token, '/order')).body.data.orderId).toBe(order.body.data.orderId);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/district/athletes/${userId}/cash-fee`,
          body: {},
          token: palakkad,
        })
      ).status,
    ).toBe(201);
    const paid = await publicCall('POST', token, '/test-pay', {
      orderId: order.body.data.orderId,
      outcome: 'success',
    });
    const { orderId, paymentId, signature } = paid.body.data;
    const late = await publicCall('POST', token, '/verify', { orderId, paymentId, signature });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('PAYMENT_NOT_NEEDED');
    const payments = await t.call({
      method: 'GET',
      url: `/api/admin/payments?search=${order.body.data.receiptNumber}`,
      token: adminToken,
    });
    expect(payments.body.data.items[0]?.status).toBe('refund_due');
  });

  it('refuses bad signatures, foreign orders, old, replaced and unknown links', async () => {
    const userId = await assistedAthlete(t, palakkad, 'Palakkad');
    const first = tokenOf((await makeLink(palakkad, userId)).body.data.url);
    const second = tokenOf((await makeLink(palakkad, userId)).body.data.url);
    const replaced = await publicCall('GET', first);
    expect(replaced.status).toBe(404);
    expect(replaced.body).toMatchObject({ success: false, code: 'PAY_LINK_INVALID' });
    expect((await publicCall('GET', `${second.slice(0, -2)}xx`)).body.code).toBe('PAY_LINK_INVALID');
    expect((await publicCall('GET', 'short')).status).toBe(400);

    const order = await publicCall('POST', second, '/order');
    const forged = await publicCall('POST', second, '/verify', {
      orderId: order.body.data.orderId,
      paymentId: 'pay_forged',
      signature: 'f'.repeat(64),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('PAYMENT_NOT_VERIFIED');
    // Another athlete's order is not this link's to pay.
    const other = await assistedAthlete(t, palakkad, 'Palakkad');
    const otherToken = tokenOf((await makeLink(palakkad, other)).body.data.url);
    const otherOrder = await publicCall('POST', otherToken, '/order');
    const crossed = await publicCall('POST', second, '/test-pay', {
      orderId: otherOrder.body.data.orderId,
      outcome: 'success',
    });
    expect(crossed.status).toBe(404);
    expect((await publicCall('POST', second, '/test-pay', { outcome: 'success' })).status).toBe(400);

    t.clock.advance(8 * 86_400_000);
    expect((await publicCall('GET', second)).body.code).toBe('PAY_LINK_INVALID');
    expect((await publicCall('POST', second, '/order')).status).toBe(404);
  });

  it('answers one address a bounded number of calls: trying tokens from it stops, the payer elsewhere goes on', async () => {
    const userId = await assistedAthlete(t, palakkad, 'Palakkad');
    const token = tokenOf((await makeLink(palakkad, userId)).body.data.url);
    const guesser = uniqueIp();
    for (let i = 0; i < payLinkPerIp.max; i++) {
      const guess = await publicCall(
        'GET',
        `${token.slice(0, -4)}${String(i).padStart(4, '0')}`,
        '',
        undefined,
        guesser,
      );
      expect(guess.status).toBe(404);
    }
    const cut = await publicCall('GET', token, '', undefined, guesser);
    expect(cut.status).toBe(429);
    expect(cut.body.code).toBe('RATE_LIMITED');
    expect((await publicCall('POST', token, '/order', undefined, guesser)).status).toBe(429);
    const payer = await publicCall('GET', token, '', undefined, uniqueIp());
    expect(payer.status).toBe(200);
    expect(payer.body.data.status).toBe('due');
  });

  it('is not made for a draft, another district’s athlete or by a removed secretary', async () => {
    const draft = await assistedAthlete(t, palakkad, 'Palakkad', { submit: false });
    expect((await makeLink(palakkad, draft)).body.code).toBe('REGISTRATION_NOT_SUBMITTED');
    const userId = await assistedAthlete(t, palakkad, 'Palakkad');
    const foreign = await makeLink(kollam, userId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('ATHLETE_NOT_FOUND');
    const former = await createLoggedInUser(t, { name: 'Former Secretary' });
    await t.call({
      method: 'POST',
      url: '/api/admin/district-secretaries',
      body: { email: former.user.email, districts: ['Palakkad'] },
      token: adminToken,
    });
    await t.call({
      method: 'DELETE',
      url: `/api/admin/district-secretaries/${former.user.id}`,
      token: adminToken,
    });
    const removed = await makeLink(former.token, userId);
    expect(removed.status).toBe(403);
    expect(removed.body.code).toBe('DISTRICT_SECRETARY_ONLY');
    const log = await t.call({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${userId}&action=district.athlete.pay_link`,
      token: adminToken,
    });
    expect(log.body.data.items).toHaveLength(0);
  });
});
