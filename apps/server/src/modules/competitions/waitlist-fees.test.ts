import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { expectErrorEnvelope } from '../../../test/factories.js';
import { entries, entryDisciplines } from '../../db/schema/competitions.js';
import { payments } from '../../db/schema/payments.js';
import { isTestGateway } from '../../lib/payment-gateway.js';
import { ENTRY_PAYMENT_HOLD_MS } from './places.js';
import { approvedAthlete, competitionsContext, createForm, formBody, submit } from './test-support.js';
import { releaseUnpaidEntries } from './withdrawal.js';

// A waiting-list place costs nothing until it is granted; then it is charged on its own, paid as a
// payment of its own, and given up alone if that payment does not come in time.
let t: TestContext;
let admin: string;
let eventId: string;

beforeAll(async () => {
  ({ t, admin, eventId } = await competitionsContext());
});
afterAll(() => t.close());

/** 100 m with one place, 200 m without a limit; ₹100 a discipline. */
const onePlaceForm = () =>
  createForm(
    t,
    admin,
    formBody(eventId, t.clock.now(), {
      feePaise: 10_000,
      disciplines: [
        {
          key: 'w100',
          name: "Women's 100 m",
          sport: 'athletics',
          gender: 'female',
          classes: [],
          capacity: 1,
        },
        { key: 'w200', name: "Women's 200 m", sport: 'athletics', gender: 'female', classes: [] },
      ],
    }),
  );

const orderFor = (token: string, entryId: string) =>
  t.call({ method: 'POST', url: `/api/forms/submissions/${entryId}/payment`, token });

async function payByGateway(token: string, entryId: string) {
  const order = await orderFor(token, entryId);
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  if (!isTestGateway(t.ctx.gateway)) throw new Error('test gateway expected');
  const paid = await t.ctx.gateway.pay(order.body.data.orderId, 'success', t.clock.now());
  const verified = await t.call({
    method: 'POST',
    url: '/api/forms/verify-payment',
    token,
    body: { orderId: order.body.data.orderId, paymentId: paid.paymentId, signature: paid.signature },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { order: order.body.data as { orderId: string; amountPaise: number }, entry: verified.body.data };
}

async function paidOffline(entryId: string) {
  const result = await t.call({
    method: 'POST',
    url: `/api/admin/forms/submissions/${entryId}/offline-payment`,
    token: admin,
    body: { method: 'upi', reference: `UPI-${entryId.slice(0, 8)}`, paidOn: '2026-11-22' },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
}

const withdraw = (token: string, entryId: string) =>
  t.call({ method: 'POST', url: `/api/forms/submissions/${entryId}/withdraw`, token, body: { reason: '' } });

async function stored(entryId: string) {
  const [entry] = await t.ctx.db.select().from(entries).where(eq(entries.id, entryId));
  const places = await t.ctx.db
    .select()
    .from(entryDisciplines)
    .where(eq(entryDisciplines.entryId, entryId))
    .orderBy(entryDisciplines.disciplineKey);
  const paid = await t.ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.entryId, entryId), eq(payments.status, 'paid')))
    .orderBy(payments.entryStep);
  return {
    status: entry?.status,
    amountPaise: entry?.amountPaise,
    paidPaise: entry?.paidPaise,
    holdUntil: entry?.holdUntil,
    places: places.map((row) => `${row.disciplineKey}:${row.status}${row.settled ? ':paid' : ''}`),
    payments: paid.map((row) => `${row.entryStep}:${row.amountPaise}`),
  };
}

/** A form with its one 100 m place taken and paid, and a climber who paid for 200 m and waits for 100 m. */
async function climberWaiting() {
  const form = await onePlaceForm();
  const holder = await approvedAthlete(t);
  const held = (await submit(t, holder.token, form._id, ['w100'])).body.data;
  await paidOffline(held._id);
  t.clock.advance(1000);
  const climber = await approvedAthlete(t);
  const entered = await submit(t, climber.token, form._id, ['w200', 'w100']);
  expect(entered.status).toBe(201);
  // Only the place held is charged at entry.
  expect(entered.body.data).toMatchObject({ status: 'pending_payment', amountPaise: 10_000, paidPaise: 0 });
  const first = await payByGateway(climber.token, entered.body.data._id);
  expect(first.order.amountPaise).toBe(10_000);
  expect(first.entry).toMatchObject({ status: 'confirmed', paidPaise: 10_000 });
  return { form, holder, held, climber, entryId: entered.body.data._id as string };
}

describe('fees of waiting-list places', () => {
  it('charges nothing for an entry only on a waiting list, and asks for no payment', async () => {
    const form = await onePlaceForm();
    await paidOffline((await submit(t, (await approvedAthlete(t)).token, form._id, ['w100'])).body.data._id);
    const waiting = await approvedAthlete(t);
    const entry = (await submit(t, waiting.token, form._id, ['w100'])).body.data;
    expect(entry).toMatchObject({
      status: 'confirmed',
      amountPaise: 0,
      paidPaise: 0,
      disciplines: [{ key: 'w100', status: 'waitlisted' }],
    });
    expect((await stored(entry._id)).holdUntil).toBeNull();
    expectErrorEnvelope(await orderFor(waiting.token, entry._id), 409);
  });

  it('charges a granted place on its own, and a second payment for it confirms the entry', async () => {
    const { holder, held, climber, entryId } = await climberWaiting();
    const seen = t.mailbox.countFor(climber.user.email);
    expect((await withdraw(holder.token, held._id)).status).toBe(200);

    const moved = await stored(entryId);
    expect(moved).toMatchObject({
      status: 'pending_payment',
      amountPaise: 20_000,
      paidPaise: 10_000,
      places: ['w100:entered', 'w200:entered:paid'],
    });
    expect(moved.holdUntil?.getTime()).toBe(t.clock.now().getTime() + ENTRY_PAYMENT_HOLD_MS);
    const mail = await t.mailbox.waitFor(climber.user.email, seen);
    expect(mail.subject).toMatch(/place is yours/);
    // The mail asks for what is left to pay, not the whole entry's fee.
    expect(mail.text).toContain('₹100 to confirm');

    const second = await payByGateway(climber.token, entryId);
    expect(second.order.amountPaise).toBe(10_000);
    expect(second.entry).toMatchObject({ status: 'confirmed', amountPaise: 20_000, paidPaise: 20_000 });
    expect(await stored(entryId)).toMatchObject({
      places: ['w100:entered:paid', 'w200:entered:paid'],
      payments: ['0:10000', '1:10000'],
      holdUntil: null,
    });
  });

  it('gives up only the granted place not paid in time; the place paid for stands', async () => {
    const { form, holder, held, climber, entryId } = await climberWaiting();
    t.clock.advance(1000);
    const next = await approvedAthlete(t);
    const nextEntry = (await submit(t, next.token, form._id, ['w100'])).body.data;
    expect(nextEntry).toMatchObject({ status: 'confirmed', amountPaise: 0 });
    expect((await withdraw(holder.token, held._id)).status).toBe(200);
    // The climber opens a checkout for the granted place and never finishes it.
    const stale = await orderFor(climber.token, entryId);
    expect(stale.status, JSON.stringify(stale.body)).toBe(200);
    expect(stale.body.data.amountPaise).toBe(10_000);

    t.clock.advance(ENTRY_PAYMENT_HOLD_MS + 60_000);
    const seenClimber = t.mailbox.countFor(climber.user.email);
    const seenNext = t.mailbox.countFor(next.user.email);
    expect(await releaseUnpaidEntries(t.ctx)).toBe(1);
    expect(await stored(entryId)).toMatchObject({
      status: 'confirmed',
      amountPaise: 10_000,
      paidPaise: 10_000,
      places: ['w200:entered:paid'],
      holdUntil: null,
    });
    expect((await t.mailbox.waitFor(climber.user.email, seenClimber)).subject).toMatch(
      /did not pay for is released/,
    );
    // The place goes to the next waiting, who is now charged for it.
    expect(await stored(nextEntry._id)).toMatchObject({
      status: 'pending_payment',
      amountPaise: 10_000,
      places: ['w100:entered'],
    });
    expect((await t.mailbox.waitFor(next.user.email, seenNext)).subject).toMatch(/place is yours/);

    // Money arriving late on the abandoned checkout is kept to refund, never credited.
    if (!isTestGateway(t.ctx.gateway)) throw new Error('test gateway expected');
    const late = await t.ctx.gateway.pay(stale.body.data.orderId, 'success', t.clock.now());
    await t.call({
      method: 'POST',
      url: '/api/forms/verify-payment',
      token: climber.token,
      body: { orderId: stale.body.data.orderId, paymentId: late.paymentId, signature: late.signature },
    });
    const [abandoned] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, stale.body.data.paymentId));
    expect(abandoned?.status).toBe('refund_due');
    expect(await stored(entryId)).toMatchObject({ paidPaise: 10_000, payments: ['0:10000'] });
  });

  it('puts an entry on the start list in the places it paid for, not yet in a granted one', async () => {
    const { form, holder, held, climber, entryId } = await climberWaiting();
    await withdraw(holder.token, held._id);
    expect((await stored(entryId)).status).toBe('pending_payment');
    await t.call({
      method: 'PATCH',
      url: `/api/admin/forms/${form._id}`,
      token: admin,
      body: { status: 'closed' },
    });
    const list = async (discipline: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/forms/${form._id}/start-list?discipline=${discipline}&format=csv`,
          headers: { 'access-token': admin },
        })
      ).body;
    const name = climber.user.name;
    expect(await list('w200')).toContain(`1,${name}`);
    expect(await list('w100')).not.toContain(name);
  });

  it('withdraws an entry whose fee an administrator refunds, and gives its place to the first waiting', async () => {
    const { climber, entryId } = await climberWaiting();
    const [payment] = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.entryId, entryId), eq(payments.status, 'paid')));
    const seen = t.mailbox.countFor(climber.user.email);
    const refunded = await t.call({
      method: 'POST',
      url: `/api/admin/payments/${payment!.id}/status`,
      token: admin,
      body: { status: 'refunded', note: 'Athlete injured, fee returned by UPI' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.status).toBe('refunded');
    const [entry] = await t.ctx.db.select().from(entries).where(eq(entries.id, entryId));
    expect(entry).toMatchObject({
      status: 'withdrawn',
      withdrawReason: 'Fee refunded: Athlete injured, fee returned by UPI',
    });
    expect((await t.mailbox.waitFor(climber.user.email, seen)).subject).toMatch(/withdrawn/);
    // Refunding it again is refused; the entry stays as it is.
    const again = await t.call({
      method: 'POST',
      url: `/api/admin/payments/${payment!.id}/status`,
      token: admin,
      body: { status: 'refunded', note: 'Twice' },
    });
    expectErrorEnvelope(again, 409);
  });

  it('moves the waiting list up when a place holder’s fee is refunded', async () => {
    const { held, climber, entryId } = await climberWaiting();
    const [payment] = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.entryId, held._id), eq(payments.status, 'paid')));
    const seen = t.mailbox.countFor(climber.user.email);
    const refunded = await t.call({
      method: 'POST',
      url: `/api/admin/payments/${payment!.id}/status`,
      token: admin,
      body: { status: 'refunded', note: 'Duplicate registration' },
    });
    expect(refunded.status).toBe(200);
    expect((await stored(held._id)).status).toBe('withdrawn');
    expect(await stored(entryId)).toMatchObject({ status: 'pending_payment', amountPaise: 20_000 });
    expect((await t.mailbox.waitFor(climber.user.email, seen)).subject).toMatch(/place is yours/);
  });
});
