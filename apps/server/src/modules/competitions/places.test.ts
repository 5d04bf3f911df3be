import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/context.js';
import { expectErrorEnvelope } from '../../../test/factories.js';
import { entries } from '../../db/schema/competitions.js';
import { payments } from '../../db/schema/payments.js';
import { auditEvents } from '../../db/schema/system.js';
import { isTestGateway } from '../../lib/payment-gateway.js';
import { ENTRY_PAYMENT_HOLD_MS } from './places.js';
import { remindUnpaidBeforeClose } from './reminders.js';
import { approvedAthlete, competitionsContext, createForm, formBody, submit } from './test-support.js';
import { releaseUnpaidEntries } from './withdrawal.js';

// Places, the waiting list and withdrawals: a freed place goes to the first waiting, a paid entry
// withdrawn becomes a refund due, an unpaid entry is released after its hold.
let t: TestContext;
let admin: string;
let eventId: string;

beforeAll(async () => {
  ({ t, admin, eventId } = await competitionsContext());
});
afterAll(() => t.close());

const twoPlaces = (overrides = {}) =>
  formBody(eventId, t.clock.now(), {
    disciplines: [
      { key: 'w100', name: "Women's 100 m", sport: 'athletics', gender: 'female', classes: [], capacity: 2 },
    ],
    ...overrides,
  });
const withdraw = (token: string, entryId: string, reason = '') =>
  t.call({ method: 'POST', url: `/api/forms/submissions/${entryId}/withdraw`, token, body: { reason } });
const entryStatus = async (entryId: string) =>
  (await t.ctx.db.select().from(entries).where(eq(entries.id, entryId)))[0]?.status;

describe('the waiting list', () => {
  it('waitlists past capacity, and a withdrawal moves exactly the first waiting up, with an e-mail', async () => {
    const form = await createForm(t, admin, twoPlaces());
    const athletes: (Awaited<ReturnType<typeof approvedAthlete>> & {
      entry: { _id: string; disciplines: { status: string }[] };
    })[] = [];
    for (let i = 0; i < 4; i++) {
      const athlete = await approvedAthlete(t);
      const result = await submit(t, athlete.token, form._id, ['w100']);
      expect(result.status).toBe(201);
      athletes.push({ ...athlete, entry: result.body.data });
      t.clock.advance(1000);
    }
    expect(athletes.map((a) => a.entry.disciplines[0]?.status)).toEqual([
      'entered',
      'entered',
      'waitlisted',
      'waitlisted',
    ]);
    const waitlistMail = t.mailbox.messages.find((mail) => mail.to.includes(athletes[2]!.user.email));
    expect(waitlistMail?.subject).toMatch(/waiting list/);

    const view = await t.call({
      method: 'GET',
      url: `/api/forms/${form._id}`,
      token: (await approvedAthlete(t)).token,
    });
    expect(view.body.data.disciplines[0]).toMatchObject({
      eligible: true,
      reason: 'DISCIPLINE_FULL',
      placesLeft: 0,
      waitlist: true,
    });

    const seen = t.mailbox.countFor(athletes[2]!.user.email);
    const out = await withdraw(athletes[0]!.token, athletes[0]!.entry._id);
    expect(out.status).toBe(200);
    expect(out.body.data.status).toBe('withdrawn');
    const mine = async (a: (typeof athletes)[number]) =>
      (await t.call({ method: 'GET', url: `/api/forms/submissions/${a.entry._id}`, token: a.token })).body
        .data.disciplines[0].status;
    expect(await mine(athletes[2]!)).toBe('entered');
    expect(await mine(athletes[3]!)).toBe('waitlisted');
    const moved = await t.mailbox.waitFor(athletes[2]!.user.email, seen);
    expect(moved.subject).toMatch(/place is yours/);
    // Withdrawing again is refused; someone else cannot withdraw it at all.
    expect((await withdraw(athletes[0]!.token, athletes[0]!.entry._id)).body.code).toBe('ENTRY_WITHDRAWN');
    expectErrorEnvelope(await withdraw(athletes[1]!.token, athletes[3]!.entry._id), 404);
  });

  it("counts a withdrawn entry's place as free in the athlete's view and the administrators' list", async () => {
    const form = await createForm(t, admin, twoPlaces());
    const leaving = await approvedAthlete(t);
    const entry = (await submit(t, leaving.token, form._id, ['w100'])).body.data;
    await submit(t, (await approvedAthlete(t)).token, form._id, ['w100']);
    expect((await withdraw(leaving.token, entry._id)).status).toBe(200);
    const viewer = (await approvedAthlete(t)).token;
    for (const url of ['/api/forms', `/api/forms/${form._id}`]) {
      const body = (await t.call({ method: 'GET', url, token: viewer })).body.data;
      const view = Array.isArray(body) ? body.find((item: { _id: string }) => item._id === form._id) : body;
      expect(view.disciplines[0]).toMatchObject({ placesLeft: 1, waitlist: false });
    }
    const listed = (await t.call({ method: 'GET', url: '/api/admin/forms?pageSize=100', token: admin })).body
      .data;
    expect(listed.items.find((item: { _id: string }) => item._id === form._id)).toMatchObject({
      entered: 1,
      waitlisted: 0,
    });
  });

  it('moves the waiting list up when the administrator gives more places', async () => {
    const form = await createForm(t, admin, twoPlaces());
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await submit(t, (await approvedAthlete(t)).token, form._id, ['w100'])).body.data._id);
    const body = twoPlaces();
    const changed = await t.call({
      method: 'PATCH',
      url: `/api/admin/forms/${form._id}`,
      token: admin,
      body: { disciplines: [{ ...body.disciplines![0], capacity: 3 }] },
    });
    expect(changed.body.data.counts).toEqual([{ key: 'w100', entered: 3, waitlisted: 0 }]);
  });

  it('mails in Hindi an athlete who entered in Hindi', async () => {
    const form = await createForm(t, admin, twoPlaces());
    const athlete = await approvedAthlete(t);
    const seen = t.mailbox.countFor(athlete.user.email);
    const result = await t.call({
      method: 'POST',
      url: '/api/forms/submit',
      token: athlete.token,
      headers: { cookie: 'lang=hi' },
      body: { formId: form._id, disciplines: ['w100'], answers: {} },
    });
    expect(result.status).toBe(201);
    const mail = await t.mailbox.waitFor(athlete.user.email, seen);
    expect(mail.text).toMatch(/नमस्ते/);
  });
});

describe('withdrawals', () => {
  it('lets the owner withdraw only until the deadline; an administrator any time, with a reason, in the audit log', async () => {
    const now = t.clock.now().getTime();
    const form = await createForm(
      t,
      admin,
      twoPlaces({ withdrawUntil: new Date(now + 3_600_000).toISOString() }),
    );
    const athlete = await approvedAthlete(t);
    const entry = (await submit(t, athlete.token, form._id, ['w100'])).body.data;
    t.clock.advance(2 * 3_600_000);
    const late = await withdraw(athlete.token, entry._id);
    expectErrorEnvelope(late, 409);
    expect(await entryStatus(entry._id)).toBe('confirmed');

    const noReason = await withdraw(admin, entry._id);
    expectErrorEnvelope(noReason, 400);
    expect(noReason.body.data.fields).toHaveProperty('reason');
    const byAdmin = await withdraw(admin, entry._id, 'Medical certificate not valid');
    expect(byAdmin.status).toBe(200);
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'entry.withdraw'), eq(auditEvents.targetId, entry._id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toMatchObject({ reason: 'Medical certificate not valid' });
  });

  it('records a refund due for a paid entry withdrawn, shown in the administrators’ payments list', async () => {
    const form = await createForm(t, admin, twoPlaces({ feePaise: 15_000 }));
    const athlete = await approvedAthlete(t);
    const entry = (await submit(t, athlete.token, form._id, ['w100'])).body.data;
    const order = await t.call({
      method: 'POST',
      url: `/api/forms/submissions/${entry._id}/payment`,
      token: athlete.token,
    });
    expect(order.status).toBe(200);
    if (!isTestGateway(t.ctx.gateway)) throw new Error('test gateway expected');
    const paid = await t.ctx.gateway.pay(order.body.data.orderId, 'success', t.clock.now());
    const verified = await t.call({
      method: 'POST',
      url: '/api/forms/verify-payment',
      token: athlete.token,
      body: { orderId: order.body.data.orderId, paymentId: paid.paymentId, signature: paid.signature },
    });
    expect(verified.body.data.status).toBe('confirmed');

    expect((await withdraw(athlete.token, entry._id)).status).toBe(200);
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.entryId, entry._id));
    expect(payment?.status).toBe('refund_due');
    const list = await t.call({
      method: 'GET',
      url: '/api/admin/payments?status=refund_due&purpose=entry',
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((item: { _id: string }) => item._id)).toContain(payment!.id);
  });

  it('releases an unpaid entry after its hold, giving its place to the first waiting', async () => {
    const form = await createForm(t, admin, twoPlaces({ feePaise: 10_000 }));
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await submit(t, (await approvedAthlete(t)).token, form._id, ['w100'])).body.data._id);
      t.clock.advance(1000);
    }
    expect(await releaseUnpaidEntries(t.ctx)).toBe(0);
    t.clock.advance(ENTRY_PAYMENT_HOLD_MS - 2500);
    // Half a second past the first entry's hold; the others (a second and two seconds later) still hold.
    expect(await releaseUnpaidEntries(t.ctx)).toBe(1);
    expect(await entryStatus(ids[0]!)).toBe('withdrawn');
    const form2 = await t.call({ method: 'GET', url: `/api/admin/forms/${form._id}`, token: admin });
    expect(form2.body.data.counts).toEqual([{ key: 'w100', entered: 2, waitlisted: 0 }]);
  });

  it('tells the released athlete, and never releases an entry that only waits on a list', async () => {
    const form = await createForm(t, admin, twoPlaces({ feePaise: 10_000 }));
    const holders = [await approvedAthlete(t), await approvedAthlete(t)];
    for (const holder of holders) {
      const entry = (await submit(t, holder.token, form._id, ['w100'])).body.data;
      const paid = await t.call({
        method: 'POST',
        url: `/api/admin/forms/submissions/${entry._id}/offline-payment`,
        token: admin,
        body: { method: 'upi', reference: `UPI-${entry._id.slice(0, 8)}`, paidOn: '2026-11-22' },
      });
      expect(paid.status).toBe(200);
    }
    const waiting = await approvedAthlete(t);
    const waitingEntry = (await submit(t, waiting.token, form._id, ['w100'])).body.data;
    expect(waitingEntry.disciplines[0].status).toBe('waitlisted');
    const late = await approvedAthlete(t);
    const lateForm = await createForm(t, admin, twoPlaces({ feePaise: 10_000 }));
    const lateEntry = (await submit(t, late.token, lateForm._id, ['w100'])).body.data;

    t.clock.advance(ENTRY_PAYMENT_HOLD_MS + 3_600_000);
    const seen = t.mailbox.countFor(late.user.email);
    await releaseUnpaidEntries(t.ctx);
    expect(await entryStatus(lateEntry._id)).toBe('withdrawn');
    expect((await t.mailbox.waitFor(late.user.email, seen)).subject).toMatch(/released/);
    // Waiting costs nothing until a place is given: the waitlisted entry owes nothing and stays.
    expect(await entryStatus(waitingEntry._id)).toBe('confirmed');
    expect(waitingEntry).toMatchObject({ amountPaise: 0, paidPaise: 0 });
  });

  it('reminds an athlete with an unpaid entry once, a day before entries close', async () => {
    const now = t.clock.now().getTime();
    const form = await createForm(
      t,
      admin,
      twoPlaces({ feePaise: 10_000, closesAt: new Date(now + 30 * 3_600_000).toISOString() }),
    );
    const unpaid = await approvedAthlete(t);
    await submit(t, unpaid.token, form._id, ['w100']);
    expect(await remindUnpaidBeforeClose(t.ctx)).toBe(0);
    t.clock.advance(7 * 3_600_000);
    const seen = t.mailbox.countFor(unpaid.user.email);
    expect(await remindUnpaidBeforeClose(t.ctx)).toBe(1);
    expect((await t.mailbox.waitFor(unpaid.user.email, seen)).subject).toMatch(/close soon/);
    expect(await remindUnpaidBeforeClose(t.ctx)).toBe(0);
  });
});
