import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { entries, entryDisciplines, entryTeams } from '../../db/schema/competitions.js';
import { payments } from '../../db/schema/payments.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import { isTestGateway } from '../../lib/payment-gateway.js';
import { reconcilePendingPayments, webhookSignature } from '../payments/webhook.js';
import {
  approvedAthlete,
  competitionsContext,
  createForm,
  formBody,
  submit,
} from '../competitions/test-support.js';

// A secretary's team entry is made of the athletes' own entries: under the same lock, with the same
// places and waiting lists; paid once for the team, each athlete's share credited or given back.
let t: TestContext;
let admin: string;
let eventId: string;

beforeAll(async () => {
  ({ t, admin, eventId } = await competitionsContext());
});
afterAll(() => t.close());

async function secretaryOf(...districts: string[]) {
  const account = await createLoggedInUser(t, { name: 'Suresh Menon' });
  const appointed = await t.call({
    method: 'POST',
    url: '/api/admin/district-secretaries',
    token: admin,
    body: { email: account.user.email, districts },
  });
  expect(appointed.status, JSON.stringify(appointed.body)).toBe(200);
  return account;
}

const enterTeam = (token: string, formId: string, team: { userId: string; disciplines: string[] }[]) =>
  t.call({ method: 'POST', url: '/api/district/entries', token, body: { formId, entries: team } });

const anyone100 = (capacity: number | null = null) => [
  { key: 'x100', name: '100 m', sport: 'athletics', gender: 'any' as const, classes: [], capacity },
];

async function paidForm(feePaise = 20_000) {
  return (
    await createForm(t, admin, formBody(eventId, t.clock.now(), { feePaise, disciplines: anyone100() }))
  )._id;
}

const gatewayPay = async (orderId: string) => {
  if (!isTestGateway(t.ctx.gateway)) throw new Error('test gateway expected');
  return t.ctx.gateway.pay(orderId, 'success', t.clock.now());
};

const teamOrder = async (token: string, teamId: string) => {
  const result = await t.call({ method: 'POST', url: `/api/district/teams/${teamId}/payment`, token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data as { orderId: string; amountPaise: number; paymentId: string };
};

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

const verify = (token: string, orderId: string, paid: { paymentId: string; signature: string }) =>
  t.call({
    method: 'POST',
    url: '/api/district/verify-payment',
    token,
    body: { orderId, paymentId: paid.paymentId, signature: paid.signature },
  });

describe('a team entry', () => {
  it('fills 10 places among 30 with athletes entering themselves at once: none lost, none doubled', async () => {
    const formId = (
      await createForm(t, admin, formBody(eventId, t.clock.now(), { disciplines: anyone100(10) }))
    )._id;
    const secretary = await secretaryOf('Kollam');
    const team = await Promise.all(
      Array.from({ length: 15 }, () => approvedAthlete(t, { district: 'Kollam' })),
    );
    const own = await Promise.all(
      Array.from({ length: 15 }, () => approvedAthlete(t, { district: 'Kollam' })),
    );
    const [teamResult, ...ownResults] = await Promise.all([
      enterTeam(
        secretary.token,
        formId,
        team.map((athlete) => ({ userId: athlete.user.id, disciplines: ['x100'] })),
      ),
      ...own.map((athlete) => submit(t, athlete.token, formId, ['x100'])),
    ]);
    expect(teamResult?.status, JSON.stringify(teamResult?.body)).toBe(201);
    expect(ownResults.map((result) => result.status)).toEqual(Array(15).fill(201));
    expect(teamResult?.body.data.entries).toHaveLength(15);
    expect(teamResult?.body.data.amountPaise).toBe(0);

    const rows = await t.ctx.db
      .select({ userId: entries.userId, status: entryDisciplines.status, teamId: entries.teamId })
      .from(entryDisciplines)
      .innerJoin(entries, eq(entries.id, entryDisciplines.entryId))
      .where(eq(entryDisciplines.formId, formId));
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(30);
    expect(rows.filter((row) => row.status === 'entered')).toHaveLength(10);
    expect(rows.filter((row) => row.status === 'waitlisted')).toHaveLength(20);
    expect(rows.filter((row) => row.teamId !== null)).toHaveLength(15);

    // An athlete who holds a place withdraws: exactly one of those waiting moves up.
    const holder = [...team, ...own].find((athlete) =>
      rows.some((row) => row.userId === athlete.user.id && row.status === 'entered'),
    )!;
    const [held] = await t.ctx.db
      .select()
      .from(entries)
      .where(and(eq(entries.userId, holder.user.id), eq(entries.formId, formId)));
    const out = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${held!.id}/withdraw`,
      token: holder.token,
      body: { reason: '' },
    });
    expect(out.status).toBe(200);
    const form = await t.call({ method: 'GET', url: `/api/admin/forms/${formId}`, token: admin });
    expect(form.body.data.counts).toEqual([{ key: 'x100', entered: 10, waitlisted: 19 }]);
  });

  it('is the athletes’ own: they see it on their page and withdraw it, and the next waiting moves up', async () => {
    const formId = (
      await createForm(t, admin, formBody(eventId, t.clock.now(), { disciplines: anyone100(1) }))
    )._id;
    const secretary = await secretaryOf('Palakkad');
    const [first, second] = [
      await approvedAthlete(t, { district: 'Palakkad' }),
      await approvedAthlete(t, { district: 'Palakkad' }),
    ];
    const result = await enterTeam(secretary.token, formId, [
      { userId: first.user.id, disciplines: ['x100'] },
      { userId: second.user.id, disciplines: ['x100'] },
    ]);
    expect(result.status).toBe(201);
    expect(
      result.body.data.entries.map(
        (entry: { disciplines: { status: string }[] }) => entry.disciplines[0]?.status,
      ),
    ).toEqual(['entered', 'waitlisted']);
    const list = await t.call({ method: 'GET', url: '/api/forms/my-submissions', token: first.token });
    const mine = list.body.data.find((item: { formId: string }) => item.formId === formId);
    expect(mine).toMatchObject({ status: 'confirmed', userId: first.user.id });
    const out = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${mine._id}/withdraw`,
      token: first.token,
      body: { reason: '' },
    });
    expect(out.status).toBe(200);
    const [moved] = await t.ctx.db
      .select({ status: entryDisciplines.status })
      .from(entryDisciplines)
      .innerJoin(entries, eq(entries.id, entryDisciplines.entryId))
      .where(eq(entries.userId, second.user.id));
    expect(moved?.status).toBe('entered');
    // The district's list shows the entries as they stand.
    const district = await t.call({
      method: 'GET',
      url: `/api/district/entry-forms/${formId}/entries`,
      token: secretary.token,
    });
    expect(district.body.data.entries).toEqual([
      expect.objectContaining({ userId: second.user.id, disciplines: [{ key: 'x100', status: 'entered' }] }),
    ]);
  });

  it('refuses all of the team, naming each athlete refused, and keeps none of it', async () => {
    const formId = (
      await createForm(
        t,
        admin,
        formBody(eventId, t.clock.now(), {
          disciplines: [
            {
              key: 'w100',
              name: "Women's 100 m",
              sport: 'athletics',
              gender: 'female',
              classes: ['T42-T47'],
            },
          ],
        }),
      )
    )._id;
    const secretary = await secretaryOf('Kannur');
    const fine = await approvedAthlete(t, { district: 'Kannur' });
    const man = await approvedAthlete(t, { district: 'Kannur', gender: 'male' });
    const waiting = await approvedAthlete(t, { district: 'Kannur', approved: false });
    const refused = await enterTeam(secretary.token, formId, [
      { userId: fine.user.id, disciplines: ['w100'] },
      { userId: man.user.id, disciplines: ['w100'] },
      { userId: waiting.user.id, disciplines: ['w100'] },
    ]);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TEAM_ENTRY_REFUSED');
    expect(Object.keys(refused.body.data.fields).sort()).toEqual([man.user.id, waiting.user.id].sort());
    expect(refused.body.data.refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: man.user.id, code: 'GENDER_NOT_ELIGIBLE', discipline: 'w100' }),
        expect.objectContaining({ userId: waiting.user.id, code: 'REGISTRATION_NOT_APPROVED' }),
      ]),
    );
    expect(await t.ctx.db.select().from(entries).where(eq(entries.formId, formId))).toHaveLength(0);
    expect(await t.ctx.db.select().from(entryTeams).where(eq(entryTeams.formId, formId))).toHaveLength(0);

    // The eligibility list says the same before anyone tries.
    const list = await t.call({
      method: 'GET',
      url: `/api/district/entry-forms/${formId}/eligibility`,
      token: secretary.token,
    });
    expect(list.status).toBe(200);
    const reasonOf = (userId: string) =>
      list.body.data.athletes.find((item: { _id: string }) => item._id === userId)?.disciplines[0];
    expect(reasonOf(fine.user.id)).toEqual({ key: 'w100', eligible: true, reason: null });
    expect(reasonOf(man.user.id)).toEqual({ key: 'w100', eligible: false, reason: 'GENDER_NOT_ELIGIBLE' });
    // Only approved registrations are listed.
    expect(reasonOf(waiting.user.id)).toBeUndefined();
  });

  it('answers 404 for another district’s athlete and saves nothing', async () => {
    const formId = await paidForm();
    const secretary = await secretaryOf('Idukki');
    const ours = await approvedAthlete(t, { district: 'Idukki' });
    const theirs = await approvedAthlete(t, { district: 'Wayanad' });
    const result = await enterTeam(secretary.token, formId, [
      { userId: ours.user.id, disciplines: ['x100'] },
      { userId: theirs.user.id, disciplines: ['x100'] },
    ]);
    expect(result.status).toBe(404);
    expect(result.body.code).toBe('ATHLETE_NOT_FOUND');
    expect(Object.keys(result.body.data.fields)).toEqual([theirs.user.id]);
    expect(await t.ctx.db.select().from(entries).where(eq(entries.formId, formId))).toHaveLength(0);
  });

  it('is refused with 403 once the secretary’s role has ended', async () => {
    const formId = await paidForm();
    const secretary = await secretaryOf('Kasaragod');
    const athlete = await approvedAthlete(t, { district: 'Kasaragod' });
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/admin/district-secretaries/${secretary.user.id}`,
      token: admin,
    });
    expect(removed.status).toBe(200);
    const result = await enterTeam(secretary.token, formId, [
      { userId: athlete.user.id, disciplines: ['x100'] },
    ]);
    expect(result.status).toBe(403);
    expect(result.body.code).toBe('DISTRICT_SECRETARY_ONLY');
    expect(await t.ctx.db.select().from(entries).where(eq(entries.formId, formId))).toHaveLength(0);
  });
});

describe('the team’s one payment', () => {
  async function pendingTeam(size: number, district: string) {
    const formId = await paidForm();
    const secretary = await secretaryOf(district);
    const athletes = await Promise.all(Array.from({ length: size }, () => approvedAthlete(t, { district })));
    const result = await enterTeam(
      secretary.token,
      formId,
      athletes.map((athlete) => ({ userId: athlete.user.id, disciplines: ['x100'] })),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body.data.amountPaise).toBe(size * 20_000);
    return { formId, secretary, athletes, teamId: result.body.data.teamId as string };
  }

  it('makes one order for two clicks and credits one of two payments made at once', async () => {
    const { secretary, athletes, teamId } = await pendingTeam(3, 'Malappuram');
    const [a, b] = await Promise.all([
      teamOrder(secretary.token, teamId),
      teamOrder(secretary.token, teamId),
    ]);
    expect(a.orderId).toBe(b.orderId);
    expect(a.amountPaise).toBe(60_000);

    // The same checkout reported at once by two browser calls and the webhook.
    const paid = await gatewayPay(a.orderId);
    const [browser, retry, hook] = await Promise.all([
      verify(secretary.token, a.orderId, paid),
      verify(secretary.token, a.orderId, paid),
      webhook('payment.captured', a.orderId, paid.paymentId, 'evt_team_parallel'),
    ]);
    expect([browser.status, retry.status, hook.statusCode]).toEqual([200, 200, 200]);
    expect(browser.body.data.amountPaise).toBe(0);
    expect(browser.body.data.entries.map((entry: { status: string }) => entry.status)).toEqual(
      Array(3).fill('confirmed'),
    );
    const teamPayments = await t.ctx.db.select().from(payments).where(eq(payments.teamId, teamId));
    expect(teamPayments.filter((row) => row.status === 'paid')).toHaveLength(1);
    for (const athlete of athletes) {
      const [entry] = await t.ctx.db.select().from(entries).where(eq(entries.userId, athlete.user.id));
      expect(entry).toMatchObject({ status: 'confirmed', paidPaise: 20_000, amountPaise: 20_000 });
    }
    // Nothing is left to pay: a third click is refused.
    const again = await t.call({
      method: 'POST',
      url: `/api/district/teams/${teamId}/payment`,
      token: secretary.token,
    });
    expect(again.body.code).toBe('FEE_ALREADY_PAID');
  });

  it('credits one of two orders of the team paid at once; the other is kept to refund', async () => {
    const { secretary, teamId } = await pendingTeam(2, 'Pathanamthitta');
    const order = await teamOrder(secretary.token, teamId);
    // A second open order for the same team (another tab before the reuse, a race), paid at the same moment.
    await t.ctx.db.insert(payments).values({
      userId: secretary.user.id,
      purpose: 'team',
      teamId,
      amountPaise: 40_000,
      status: 'created',
      gateway: 'test',
      gatewayOrderId: 'order_test_team_second',
      receiptNumber: 'PSA-2026-TEAM2',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    const [one, two] = [await gatewayPay(order.orderId), await gatewayPay('order_test_team_second')];
    const results = await Promise.all([
      verify(secretary.token, order.orderId, one),
      verify(secretary.token, 'order_test_team_second', two),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.teamId, teamId));
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'refund_due')).toHaveLength(1);
    for (const entry of await t.ctx.db.select().from(entries).where(eq(entries.teamId, teamId)))
      expect(entry).toMatchObject({ status: 'confirmed', paidPaise: 20_000 });
  });

  it('applies a replayed webhook once, and the reconciler finds a payment whose browser call was lost', async () => {
    const replayed = await pendingTeam(2, 'Thiruvananthapuram');
    const order = await teamOrder(replayed.secretary.token, replayed.teamId);
    const paid = await gatewayPay(order.orderId);
    for (const eventId of ['evt_team_1', 'evt_team_1', 'evt_team_2'])
      expect((await webhook('payment.captured', order.orderId, paid.paymentId, eventId)).statusCode).toBe(
        200,
      );
    const entriesOf = (teamId: string) => t.ctx.db.select().from(entries).where(eq(entries.teamId, teamId));
    for (const entry of await entriesOf(replayed.teamId))
      expect(entry).toMatchObject({ status: 'confirmed', paidPaise: 20_000, paymentsCredited: 1 });

    const lost = await pendingTeam(1, 'Kozhikode');
    const lostOrder = await teamOrder(lost.secretary.token, lost.teamId);
    await gatewayPay(lostOrder.orderId);
    t.clock.advance(16 * 60_000);
    expect(await reconcilePendingPayments(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await reconcilePendingPayments(t.ctx)).toBe(0);
    for (const entry of await entriesOf(lost.teamId))
      expect(entry).toMatchObject({ status: 'confirmed', paidPaise: 20_000, paymentsCredited: 1 });
  });

  it('refuses an athlete made ineligible before the payment and records a refund of their share', async () => {
    const { formId, secretary, athletes, teamId } = await pendingTeam(3, 'Alappuzha');
    const order = await teamOrder(secretary.token, teamId);
    const [blocked, returned, fine] = athletes as [
      (typeof athletes)[0],
      (typeof athletes)[0],
      (typeof athletes)[0],
    ];
    await t.ctx.db.update(users).set({ blockedAt: t.clock.now() }).where(eq(users.id, blocked.user.id));
    await t.ctx.db
      .update(registrations)
      .set({ status: 'rejected' })
      .where(eq(registrations.userId, returned.user.id));
    const paid = await gatewayPay(order.orderId);
    const verified = await verify(secretary.token, order.orderId, paid);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);

    const entryOf = async (userId: string) =>
      (
        await t.ctx.db
          .select()
          .from(entries)
          .where(and(eq(entries.userId, userId), eq(entries.formId, formId)))
      )[0];
    expect(await entryOf(fine.user.id)).toMatchObject({ status: 'confirmed', paidPaise: 20_000 });
    for (const athlete of [blocked, returned]) {
      const entry = await entryOf(athlete.user.id);
      expect(entry?.status).toBe('withdrawn');
      expect(entry?.withdrawReason).toMatch(/REGISTRATION_NOT_APPROVED/);
      const refunds = await t.ctx.db.select().from(payments).where(eq(payments.entryId, entry!.id));
      expect(refunds).toEqual([
        expect.objectContaining({ status: 'refund_due', amountPaise: 20_000, purpose: 'entry', teamId }),
      ]);
    }
    // The team's payment itself stands, paid once, for the whole amount received.
    const [teamPayment] = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.teamId, teamId), eq(payments.purpose, 'team')));
    expect(teamPayment).toMatchObject({ status: 'paid', amountPaise: 60_000 });

    // The athlete who stays withdraws later: their share becomes a refund due too.
    const fineEntry = await entryOf(fine.user.id);
    const out = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${fineEntry!.id}/withdraw`,
      token: fine.token,
      body: { reason: '' },
    });
    expect(out.status).toBe(200);
    const refunds = await t.ctx.db.select().from(payments).where(eq(payments.entryId, fineEntry!.id));
    expect(refunds.map((row) => [row.status, row.amountPaise])).toEqual([['refund_due', 20_000]]);
  });
});
