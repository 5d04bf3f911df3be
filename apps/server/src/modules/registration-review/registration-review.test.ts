import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { jpegBytes, page1, paidAthlete, upload } from '../../../test/registration-fixtures.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  const admin = await createUser(t, { email: ADMIN_EMAIL, name: 'Secretary' });
  adminToken = await loginAs(t, admin.email);
});
afterAll(() => t.close());

const approve = (userId: string) =>
  t.call({
    method: 'POST',
    url: '/api/admin/approve-user-registration',
    body: { userId },
    token: adminToken,
  });

describe('review decisions', () => {
  it('refuses to approve before the fee is paid', async () => {
    const { athleteReadyToFinalize } = await import('../../../test/registration-fixtures.js');
    const { user, token } = await athleteReadyToFinalize(t);
    await t.call({ method: 'POST', url: '/api/user/finalize-registration', token });
    const result = await approve(user.id);
    expect(result.status).toBe(409);
    expect(result.body.message).toMatch(/not been paid/);
  });

  it('rejects with reasons, lets the athlete change only those parts, and takes the resubmission without a second payment', async () => {
    const { user, token } = await paidAthlete(t);
    const reject = await t.call({
      method: 'POST',
      url: '/api/admin/reject-user-registration',
      body: {
        userId: user.id,
        reasons: [{ section: 'photo', reason: 'The face is not clearly visible.' }],
        note: 'Please use a plain background.',
      },
      token: adminToken,
    });
    expect(reject.status).toBe(200);
    const mail = await t.mailbox.waitFor(user.email, 0);
    expect(mail.text).toContain('The face is not clearly visible.');

    const rejection = await t.call({
      method: 'GET',
      url: '/api/user/get-registration-rejection-data',
      token,
    });
    expect(rejection.body.data.reasons).toEqual([
      { section: 'photo', reason: 'The face is not clearly visible.' },
    ]);
    const data = await t.call({ method: 'GET', url: '/api/user/get-user-registration-data', token });
    expect(data.body.data).toMatchObject({ status: 'rejected', editable: ['photo'] });

    const page = await t.call({
      method: 'POST',
      url: '/api/user/update-registration-page-1',
      body: page1({ fullName: 'Changed' }),
      token,
    });
    expect(page.status).toBe(409);
    expect((await upload(t, token, 'proof_of_age', 'x.jpg', await jpegBytes())).status).toBe(409);
    expect((await upload(t, token, 'photo', 'new-face.jpg', await jpegBytes())).status).toBe(201);

    const resubmit = await t.call({ method: 'POST', url: '/api/user/finalize-registration', token });
    expect(resubmit.status).toBe(200);
    expect(resubmit.body.data.registrationPaymentCompleted).toBe(true);
    const order = await t.call({ method: 'POST', url: '/api/user/create-registration-payment-order', token });
    expect(order.status).toBe(409);

    const approved = await approve(user.id);
    expect(approved.status).toBe(200);
    expect(approved.body.data.uid).toMatch(/^KLPS26\d{5}$/);
    const profile = await t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token });
    expect(profile.body.data).toMatchObject({ registrationApproved: true, uid: approved.body.data.uid });
    expect((await t.mailbox.waitFor(user.email, 1)).text).toContain(approved.body.data.uid);
  });

  it('gives 20 parallel approvals of 20 registrations 20 distinct consecutive UIDs', async () => {
    const athletes = [];
    for (let i = 0; i < 20; i++) athletes.push(await paidAthlete(t));
    const results = await Promise.all(athletes.map((athlete) => approve(athlete.user.id)));
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const numbers = results
      .map((result) => Number(String(result.body.data.uid).slice(-5)))
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
  }, 120_000);

  it('gives 5 parallel approvals of one registration exactly one UID', async () => {
    const { user } = await paidAthlete(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => approve(user.id)));
    const ok = results.filter((result) => result.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(4);
    const after = await approve(user.id);
    expect(after.status).toBe(409);
  });
});
