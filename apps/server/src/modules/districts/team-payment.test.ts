import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { entries } from '../../db/schema/competitions.js';
import { payments } from '../../db/schema/payments.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';
import { approvedAthlete, competitionsContext, submit } from '../competitions/test-support.js';
import { reconcilePendingPayments } from '../payments/webhook.js';
import { teamSupport } from './team-test-support.js';

// A team is paid for with one payment, through the same payment interface as an entry's fee: credited
// once however it arrives, each athlete's share credited, or given back when the athlete may no longer enter.
let t: TestContext;
let admin: string;
let eventId: string;

beforeAll(async () => {
  ({ t, admin, eventId } = await competitionsContext());
});
afterAll(() => t.close());

const { secretaryOf, enterTeam, paidForm, gatewayPay, teamOrder, webhook, verify } = teamSupport(() => ({
  t,
  admin,
  eventId,
}));

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

  it('mails the athlete it refuses, and the next waiting who gets the place', async () => {
    // Two places, both held by the team until it pays; a third athlete waits.
    const formId = await paidForm(20_000, 2);
    const secretary = await secretaryOf('Wayanad');
    const team = await Promise.all([1, 2].map(() => approvedAthlete(t, { district: 'Wayanad' })));
    const entered = await enterTeam(
      secretary.token,
      formId,
      team.map((athlete) => ({ userId: athlete.user.id, disciplines: ['x100'] })),
    );
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const waiting = await approvedAthlete(t, { district: 'Idukki' });
    const queued = await submit(t, waiting.token, formId, ['x100']);
    expect(queued.status, JSON.stringify(queued.body)).toBe(201);
    expect(queued.body.data.disciplines[0].status).toBe('waitlisted');

    const order = await teamOrder(secretary.token, entered.body.data.teamId);
    const refused = team[0]!;
    await t.ctx.db
      .update(registrations)
      .set({ status: 'rejected' })
      .where(eq(registrations.userId, refused.user.id));
    const refusedSeen = t.mailbox.countFor(refused.user.email);
    const waitingSeen = t.mailbox.countFor(waiting.user.email);
    const verified = await verify(secretary.token, order.orderId, await gatewayPay(order.orderId));
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);

    const withdrawn = await t.mailbox.waitFor(refused.user.email, refusedSeen);
    expect(withdrawn.subject).toMatch(/Your entry is withdrawn/);
    const movedUp = await t.mailbox.waitFor(waiting.user.email, waitingSeen);
    expect(movedUp.text).toMatch(/100 m/);
    expect(movedUp.subject).not.toMatch(/withdrawn/);
  });

  it('makes a new order once the team’s entries changed for the same total, and credits the entry now due', async () => {
    // One place: the team's first athlete holds it, the second waits for it.
    const formId = await paidForm(20_000, 1);
    const secretary = await secretaryOf('Kannur');
    const [first, second] = await Promise.all([1, 2].map(() => approvedAthlete(t, { district: 'Kannur' })));
    const entered = await enterTeam(
      secretary.token,
      formId,
      [first!, second!].map((athlete) => ({ userId: athlete.user.id, disciplines: ['x100'] })),
    );
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const teamId = entered.body.data.teamId as string;
    const before = await teamOrder(secretary.token, teamId);
    expect(before.amountPaise).toBe(20_000);

    // The first withdraws; the second moves up into the place and owes the same amount.
    const entryOf = async (userId: string) =>
      (
        await t.ctx.db
          .select()
          .from(entries)
          .where(and(eq(entries.userId, userId), eq(entries.formId, formId)))
      )[0]!;
    const out = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${(await entryOf(first!.user.id)).id}/withdraw`,
      token: first!.token,
      body: { reason: '' },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(await entryOf(second!.user.id)).toMatchObject({ status: 'pending_payment', amountPaise: 20_000 });

    const after = await teamOrder(secretary.token, teamId);
    expect(after.amountPaise).toBe(20_000);
    expect(after.orderId).not.toBe(before.orderId);
    const verified = await verify(secretary.token, after.orderId, await gatewayPay(after.orderId));
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(await entryOf(second!.user.id)).toMatchObject({ status: 'confirmed', paidPaise: 20_000 });

    // The old order, still payable in a checkout left open, was cancelled: its money is kept to refund.
    const late = await verify(secretary.token, before.orderId, await gatewayPay(before.orderId));
    expect(late.body.code).toBe('PAYMENT_NOT_NEEDED');
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.teamId, teamId));
    expect(rows.map((row) => [row.gatewayOrderId, row.status]).sort()).toEqual(
      [
        [before.orderId, 'refund_due'],
        [after.orderId, 'paid'],
      ].sort(),
    );
  });

  it('refunded whole by an administrator, withdraws every entry it paid for and records no second refund', async () => {
    const { secretary, teamId } = await pendingTeam(2, 'Kottayam');
    const order = await teamOrder(secretary.token, teamId);
    const paid = await gatewayPay(order.orderId);
    expect((await verify(secretary.token, order.orderId, paid)).status).toBe(200);
    const refund = await t.call({
      method: 'POST',
      url: `/api/admin/payments/${order.paymentId}/status`,
      token: admin,
      body: { status: 'refunded', note: 'The district withdrew its team.' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.data.status).toBe('refunded');
    const teamEntries = await t.ctx.db.select().from(entries).where(eq(entries.teamId, teamId));
    expect(teamEntries.map((entry) => entry.status)).toEqual(['withdrawn', 'withdrawn']);
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.teamId, teamId));
    expect(rows.map((row) => row.status)).toEqual(['refunded']);
  });
});
