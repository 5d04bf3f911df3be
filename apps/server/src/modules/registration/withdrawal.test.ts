import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { paidAthlete, payFee } from '../../../test/registration-fixtures.js';
import { payments } from '../../db/schema/payments.js';
import { auditEvents } from '../../db/schema/system.js';

// docs/decisions/0012: refunding the registration fee withdraws the registration. The card stops being
// valid at /verify, the status says why, and paying again sends it back to review with the same UID.

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await createLoggedInUser(t, { email: ADMIN_EMAIL })).token;
});
afterAll(() => t.close());

const approve = (userId: string) =>
  t.call({
    method: 'POST',
    url: '/api/admin/approve-user-registration',
    body: { userId },
    token: adminToken,
  });
const refund = (paymentId: string) =>
  t.call({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/status`,
    body: { status: 'refunded', note: 'Refunded at the athlete’s request' },
    token: adminToken,
  });
const paidPaymentOf = async (userId: string) =>
  (
    await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')))
  )[0]!;

/** An approved athlete with the card's verification code. */
async function approvedAthlete() {
  const athlete = await paidAthlete(t);
  const approved = await approve(athlete.user.id);
  expect(approved.status).toBe(200);
  const card = await t.call({ method: 'GET', url: '/api/user/identity-card', token: athlete.token });
  const code = String(card.body.data.verifyUrl).split('/verify/')[1]!;
  return { ...athlete, uid: approved.body.data.uid as string, code };
}

const verify = (code: string) => t.call({ method: 'GET', url: `/api/verify/${code}` });
const registrationData = (token: string) =>
  t.call({ method: 'GET', url: '/api/user/get-user-registration-data', token });
const profile = (token: string) => t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token });

describe('a refunded registration fee', () => {
  it('withdraws the registration: the card is no longer valid and the status says why', async () => {
    const athlete = await approvedAthlete();
    expect((await verify(athlete.code)).body.data.status).toBe('valid');
    expect((await registrationData(athlete.token)).body.data.withdrawal).toBeUndefined();

    const refunded = await refund((await paidPaymentOf(athlete.user.id)).id);
    expect(refunded.status).toBe(200);

    const check = await verify(athlete.code);
    expect(check.status).toBe(200);
    expect(check.body.data.status).toBe('revoked');
    const data = (await registrationData(athlete.token)).body.data;
    expect(data.withdrawal).toEqual({ reason: 'feeRefunded', at: t.clock.now().toISOString() });
    expect(data.status).toBe('submitted');
    expect(data.uid).toBe(athlete.uid);
    expect((await profile(athlete.token)).body.data).toMatchObject({
      registrationApproved: false,
      registrationPaymentCompleted: false,
      registrationCompleted: true,
    });
    expect(
      (await t.call({ method: 'GET', url: '/api/user/identity-card', token: athlete.token })).status,
    ).toBe(404);
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, athlete.user.id), eq(auditEvents.action, 'registration.withdraw')));
    expect(audit).toHaveLength(1);
  });

  it('is undone by paying again and a new approval, which keeps the UID and makes the card valid', async () => {
    const athlete = await approvedAthlete();
    await refund((await paidPaymentOf(athlete.user.id)).id);

    const { order, verify: verified } = await payFee(t, athlete.token);
    expect(order.status).toBe(200);
    expect(verified.status).toBe(200);
    expect((await registrationData(athlete.token)).body.data.withdrawal).toBeUndefined();
    expect((await verify(athlete.code)).body.data.status).toBe('revoked');

    const again = await approve(athlete.user.id);
    expect(again.status).toBe(200);
    expect(again.body.data.uid).toBe(athlete.uid);
    expect((await verify(athlete.code)).body.data.status).toBe('valid');
  });

  it('withdraws nothing when it was a second payment of the fee', async () => {
    const athlete = await approvedAthlete();
    const first = await paidPaymentOf(athlete.user.id);
    const now = t.clock.now();
    // Money for a fee already paid is kept as an overpayment to refund, never as a second paid fee.
    const [second] = await t.ctx.db
      .insert(payments)
      .values({
        userId: athlete.user.id,
        purpose: 'registration',
        amountPaise: first.amountPaise,
        status: 'refund_due',
        gateway: 'offline',
        receiptNumber: `PSA-TWICE-${athlete.user.id.slice(0, 8)}`,
        createdAt: now,
        updatedAt: now,
        paidAt: now,
      })
      .returning();
    expect((await refund(second!.id)).status).toBe(200);
    expect((await verify(athlete.code)).body.data.status).toBe('valid');
    expect((await registrationData(athlete.token)).body.data).toMatchObject({ status: 'approved' });
    expect((await registrationData(athlete.token)).body.data.withdrawal).toBeUndefined();
    expect((await profile(athlete.token)).body.data.registrationApproved).toBe(true);
  });
});
