import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import { createLoggedInUser, createUser, loginAs } from '../../../test/factories.js';
import { jpegBytes, multipart, page1, page2, page3 } from '../../../test/registration-fixtures.js';

let t: TestContext;
let adminToken: string;
let secretary: Awaited<ReturnType<typeof createLoggedInUser>>;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Secretary' });
  adminToken = await loginAs(t, ADMIN_EMAIL);
  secretary = await createLoggedInUser(t, { name: 'Suresh Menon' });
  const appointed = await t.call({
    method: 'POST',
    url: '/api/admin/district-secretaries',
    body: { email: secretary.user.email, districts: ['Palakkad'] },
    token: adminToken,
  });
  expect(appointed.status).toBe(200);
});
afterAll(() => t.close());

const post = (url: string, body?: unknown) => t.call({ method: 'POST', url, body, token: secretary.token });
const get = (url: string) => t.call({ method: 'GET', url, token: secretary.token });
const inPalakkad = { ...page1().address, district: 'Palakkad' };

async function uploadFor(userId: string, kind: string) {
  const body = multipart(kind, `${kind}.jpg`, await jpegBytes());
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/district/athletes/${userId}/documents`,
    headers: { 'access-token': secretary.token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('assisted registration at a camp', () => {
  it('registers an athlete without an e-mail address, fills the pages and documents, and submits', async () => {
    const created = await post('/api/district/athletes', {
      name: 'Lakshmi Palakkad',
      phone: '9847011111',
      email: '',
      district: 'Palakkad',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Lakshmi Palakkad', email: '', district: 'Palakkad' });
    const userId = created.body.data._id as string;

    // At once in the secretary's list, as a draft of their district.
    const list = await get('/api/district/athletes?search=Lakshmi');
    expect(list.body.data.items.map((item: { _id: string }) => item._id)).toContain(userId);

    for (const [n, body] of [
      [1, page1({ fullName: 'Lakshmi Palakkad', address: inPalakkad })],
      [2, page2()],
      [3, page3()],
    ] as const) {
      const saved = await post(`/api/district/athletes/${userId}/registration/page-${n}`, body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.assisted).toBe(true);
    }
    for (const kind of ['photo', 'disability_certificate', 'proof_of_age', 'identity_proof']) {
      const uploaded = await uploadFor(userId, kind);
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      expect(uploaded.body.data.url).toMatch(new RegExp(`^/api/district/athletes/${userId}/documents/`));
    }
    const submitted = await post(`/api/district/athletes/${userId}/finalize`);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const detail = await get(`/api/district/athletes/${userId}`);
    expect(detail.body.data).toMatchObject({
      status: 'submitted',
      assisted: true,
      email: '',
      phone: '+919847011111',
    });
    expect(detail.body.data.documents).toHaveLength(4);

    // The fee in cash at the camp: a receipt numbered like the others, and the registration joins the queue.
    const cash = await post(`/api/district/athletes/${userId}/cash-fee`, { reference: 'Camp book 12/07' });
    expect(cash.status, JSON.stringify(cash.body)).toBe(201);
    expect(cash.body.data.receiptNumber).toMatch(/^PSA-\d{4}-\d{6}$/);
    expect(cash.body.data.amountPaise).toBeGreaterThan(0);
    const receipt = await t.app.inject({
      method: 'GET',
      url: cash.body.data.receiptUrl,
      headers: { 'access-token': secretary.token },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await post(`/api/district/athletes/${userId}/cash-fee`, {})).body.code).toBe('FEE_ALREADY_PAID');
    expect((await get(`/api/district/athletes/${userId}`)).body.data.feePaid).toBe(true);
    const paymentLog = await t.call({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${cash.body.data.paymentId}`,
      token: adminToken,
    });
    expect(paymentLog.body.data.items[0]).toMatchObject({
      action: 'payment.offline',
      actorName: 'Suresh Menon',
    });
    const queue = await t.call({
      method: 'GET',
      url: '/api/admin/get-users-registrations-list?search=Lakshmi%20Palakkad',
      token: adminToken,
    });
    expect(queue.body.data.items.map((item: { userId: string }) => item.userId)).toContain(userId);

    // Every step is the secretary's in the audit log, naming the athlete.
    const log = await t.call({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${userId}`,
      token: adminToken,
    });
    const actions = log.body.data.items.map((item: { action: string; actorName: string }) => [
      item.action,
      item.actorName,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['district.athlete.register', 'Suresh Menon'],
        ['district.athlete.page1', 'Suresh Menon'],
        ['district.athlete.document', 'Suresh Menon'],
        ['district.athlete.submit', 'Suresh Menon'],
      ]),
    );
  });

  it('keeps the athlete in the secretary’s districts, and refuses what is not theirs to do', async () => {
    const outside = await post('/api/district/athletes', {
      name: 'Somebody Kollam',
      phone: '9847011112',
      district: 'Kollam',
    });
    expect(outside.status).toBe(400);
    expect(outside.body.code).toBe('DISTRICT_OUTSIDE_SCOPE');

    const created = await post('/api/district/athletes', {
      name: 'Gopal Palakkad',
      phone: '9847011113',
      email: 'gopal.guardian@example.in',
      district: 'Palakkad',
    });
    expect(created.status).toBe(201);
    const userId = created.body.data._id as string;
    const moved = await post(
      `/api/district/athletes/${userId}/registration/page-1`,
      page1({ address: { ...inPalakkad, district: 'Kollam' } }),
    );
    expect(moved.status).toBe(400);
    expect(moved.body.code).toBe('DISTRICT_OUTSIDE_SCOPE');
    const taken = await post('/api/district/athletes', {
      name: 'Gopal Again',
      phone: '9847011114',
      email: 'gopal.guardian@example.in',
      district: 'Palakkad',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    for (const body of [
      {},
      { name: 'A', phone: '123', district: 'Palakkad' },
      { name: 'Valid Name', phone: '9847011115' },
    ]) {
      expect((await post('/api/district/athletes', body)).status).toBe(400);
    }

    // An athlete who registered themselves is read, not changed, by the secretary.
    const own = await createLoggedInUser(t, { name: 'Independent Athlete' });
    await t.call({
      method: 'POST',
      url: '/api/user/update-registration-page-1',
      body: page1({ address: inPalakkad }),
      token: own.token,
    });
    expect((await get(`/api/district/athletes/${own.user.id}`)).body.data.assisted).toBe(false);
    const refused = await post(
      `/api/district/athletes/${own.user.id}/registration/page-1`,
      page1({ address: inPalakkad }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ATHLETE_NOT_ASSISTED');
    expect((await uploadFor(own.user.id, 'photo')).status).toBe(403);
    expect((await post(`/api/district/athletes/${own.user.id}/finalize`)).status).toBe(403);
    // Its fee is not yet due (not submitted); an athlete of another district is not found.
    expect((await post(`/api/district/athletes/${own.user.id}/cash-fee`, {})).body.code).toBe(
      'REGISTRATION_NOT_SUBMITTED',
    );
    const elsewhere = await createLoggedInUser(t);
    expect((await post(`/api/district/athletes/${elsewhere.user.id}/cash-fee`, {})).status).toBe(404);
  });
});
