import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  createTestContext,
  SECOND_ADMIN_EMAIL,
  type TestContext,
} from '../../../test/context.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { athleteReadyToFinalize, page1, paidAthlete } from '../../../test/registration-fixtures.js';

// What the administrators' screens are given must already name people and things (no UUIDs, no JSON,
// no internal event names), in India's time where a file is read without the screen.

let t: TestContext;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestContext();
  adminId = (await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Secretary' })).id;
  adminToken = await loginAs(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, token: adminToken });
const post = (url: string, body: unknown) => t.call({ method: 'POST', url, body, token: adminToken });
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

describe('the audit log describes who did what to whom', () => {
  it('names the administrator and the athlete, and lists the reasons of a send-back section by section', async () => {
    const { user } = await paidAthlete(t);
    const sentBack = await post('/api/admin/reject-user-registration', {
      userId: user.id,
      reasons: [
        { section: 'photo', reason: 'The face is not visible.' },
        { section: 'page2', reason: 'The UDID number does not match the card.' },
      ],
      note: 'Please upload again.',
    });
    expect(sentBack.status).toBe(200);
    const [entry] = (await get(`/api/admin/audit-log?targetId=${user.id}&action=registration.reject`)).body
      .data.items;
    expect(entry.actor).toEqual({ id: adminId, name: 'Mary Secretary', email: ADMIN_EMAIL });
    expect(entry.target).toEqual({
      kind: 'athlete',
      id: user.id,
      name: user.name,
      reference: user.email,
      exists: true,
    });
    expect(entry.details).toEqual([
      { kind: 'change', field: 'status', from: 'submitted', to: 'rejected' },
      {
        kind: 'reasons',
        reasons: [
          { section: 'photo', reason: 'The face is not visible.' },
          { section: 'page2', reason: 'The UDID number does not match the card.' },
        ],
      },
      { kind: 'value', field: 'note', value: 'Please upload again.' },
    ]);
    // Nothing a clerk reads is JSON.
    for (const detail of entry.details) {
      for (const value of Object.values(detail)) {
        if (typeof value === 'string') expect(value).not.toMatch(/^[[{]/);
      }
    }
  });

  it("an approval names the athlete by the new UID; an edit gives each field's old and new value", async () => {
    const { user } = await paidAthlete(t);
    const approved = await post('/api/admin/approve-user-registration', { userId: user.id });
    const uid: string = approved.body.data.uid;
    t.clock.advance(1_000);
    await post('/api/admin/update-registration-page-1', {
      userId: user.id,
      page: page1({ address: { ...page1().address, city: 'Kochi' } }),
    });
    const items = (await get(`/api/admin/audit-log?targetId=${user.id}`)).body.data.items;
    expect(items.map((item: { action: string }) => item.action)).toEqual([
      'registration.edit.page1',
      'registration.approve',
    ]);
    for (const item of items) {
      expect(item.target).toMatchObject({ kind: 'athlete', name: user.name, reference: uid });
      expect(item.target.name).not.toMatch(UUID);
    }
    expect(items[0].details).toEqual([{ kind: 'change', field: 'address.city', from: 'Aluva', to: 'Kochi' }]);
    expect(items[1].details).toEqual([
      { kind: 'change', field: 'status', from: 'submitted', to: 'approved' },
      { kind: 'value', field: 'uid', value: uid },
    ]);
  });

  it('names a payment by its receipt and payer, with the amount in paise and no user id', async () => {
    const athlete = await athleteReadyToFinalize(t);
    await t.call({ method: 'POST', url: '/api/user/finalize-registration', token: athlete.token });
    const recorded = await post('/api/admin/payments', {
      userId: athlete.user.id,
      method: 'cash',
      reference: 'Receipt book 12/044',
      paidOn: '2026-11-21',
    });
    const payment = recorded.body.data;
    const [entry] = (await get(`/api/admin/audit-log?targetId=${payment._id}`)).body.data.items;
    expect(entry.target).toEqual({
      kind: 'payment',
      id: payment._id,
      name: athlete.user.name,
      reference: payment.receiptNumber,
      exists: true,
    });
    expect(entry.details).toEqual([
      { kind: 'money', field: 'amount', paise: 50_000 },
      { kind: 'value', field: 'method', value: 'cash' },
      { kind: 'value', field: 'reference', value: 'Receipt book 12/044' },
      { kind: 'value', field: 'paidOn', value: '2026-11-21' },
    ]);
  });

  it('keeps the title of a deleted news article from the entry itself', async () => {
    const created = await post('/api/admin/content/news', {
      title: 'District meet results',
      summary: 'Results of the district meet.',
      body: 'Everyone did well.',
      publishedOn: '2026-11-20',
      status: 'draft',
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    await t.call({ method: 'DELETE', url: `/api/admin/content/news/${id}`, token: adminToken });
    const items = (await get(`/api/admin/audit-log?targetId=${id}`)).body.data.items;
    expect(items.map((item: { target: unknown }) => item.target)).toEqual([
      { kind: 'news', id, name: 'District meet results', reference: '', exists: false },
      { kind: 'news', id, name: 'District meet results', reference: '', exists: false },
    ]);
  });
});

describe('the dashboard', () => {
  it("counts athletes' sign-ups today, not the administrators' accounts", async () => {
    // The dashboard keeps its figures for up to a minute; each read here comes after that minute.
    const today = async () => {
      t.clock.advance(61_000);
      return (await get('/api/admin/dashboard')).body.data.newSignupsToday as number;
    };
    const before = await today();
    await createUser(t, { email: SECOND_ADMIN_EMAIL, name: 'Second Administrator' });
    expect(await today()).toBe(before);
    await createUser(t, { name: 'New Athlete' });
    expect(await today()).toBe(before + 1);
  });
});
