import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  createTestContext,
  SECOND_ADMIN_EMAIL,
  type TestContext,
} from '../../../test/context.js';
import { createLoggedInUser, createUser, expectErrorEnvelope } from '../../../test/factories.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createLoggedInUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createLoggedInUser(t, { email: ADMIN_EMAIL, name: 'Chief Administrator' });
  await createUser(t, { email: SECOND_ADMIN_EMAIL, name: 'Association Secretary' });
});
afterAll(() => t.close());

const list = (query: string, token = admin.token) =>
  t.call({ method: 'GET', url: `/api/admin/get-users-list?${query}`, token });
const marker = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

describe('users list', () => {
  it('searches by name, e-mail and phone', async () => {
    const name = marker('Zorawar');
    const byName = await createUser(t, { name: `${name} Singh`, phone: '+917000012345' });
    const mailTag = marker('mailtag');
    const byEmail = await createUser(t, { email: `${mailTag}@example.in`, phone: '+917000099999' });
    const phoneDigits = `6${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
    const byPhone = await createUser(t, { phone: `+91${phoneDigits}` });

    const nameResult = await list(`search=${encodeURIComponent(name.toLowerCase())}`);
    expect(nameResult.status).toBe(200);
    expect(nameResult.body.data.items.map((row: { _id: string }) => row._id)).toEqual([byName.id]);
    expect(nameResult.body.data.total).toBe(1);
    expect(nameResult.body.data.items[0]).toMatchObject({
      _id: byName.id,
      name: `${name} Singh`,
      email: byName.email,
      phone: '+917000012345',
      blocked: false,
      isAdmin: false,
      emailVerified: true,
    });

    const emailResult = await list(`search=${encodeURIComponent(mailTag.toUpperCase())}`);
    expect(emailResult.body.data.items.map((row: { _id: string }) => row._id)).toEqual([byEmail.id]);

    for (const search of [phoneDigits, `+91 ${phoneDigits.slice(0, 5)} ${phoneDigits.slice(5)}`]) {
      const phoneResult = await list(`search=${encodeURIComponent(search)}`);
      expect(phoneResult.status).toBe(200);
      expect(phoneResult.body.data.items.map((row: { _id: string }) => row._id)).toEqual([byPhone.id]);
    }

    const nothing = await list(`search=${marker('nobody')}`);
    expect(nothing.body.data).toEqual({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 25 });
  });

  it('matches phone numbers only for a search that looks like one', async () => {
    // Every user made by createUser has +919876543210; the digits inside an address are not a phone search.
    const letters = [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
    const mailTag = `ravi.${letters}.98765`;
    const target = await createUser(t, { email: `${mailTag}@example.in`, phone: '+917000011111' });
    await createUser(t);
    const result = await list(`search=${encodeURIComponent(mailTag)}`);
    expect(result.status).toBe(200);
    expect(result.body.data.items.map((row: { _id: string }) => row._id)).toEqual([target.id]);

    const byPhone = await list(`search=${encodeURIComponent('98765-43210')}`);
    expect(byPhone.body.data.total).toBeGreaterThanOrEqual(2);
    for (const row of byPhone.body.data.items) expect(row.phone).toBe('+919876543210');
  });

  it('treats % and _ in the search as plain characters', async () => {
    const result = await list(`search=${encodeURIComponent('%')}`);
    expect(result.status).toBe(200);
    expect(result.body.data.total).toBe(0);
  });

  it('pages newest first with total, page and pageSize', async () => {
    const name = marker('Pager');
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      created.push((await createUser(t, { name: `${name} ${i}` })).id);
    }
    const newestFirst = [...created].reverse();
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await list(`search=${name}&pageSize=2&page=${page}`);
      expect(result.status).toBe(200);
      expect(result.body.data.total).toBe(5);
      expect(result.body.data.page).toBe(page);
      expect(result.body.data.pageSize).toBe(2);
      expect(result.body.data.items).toHaveLength(page < 3 ? 2 : 1);
      seen.push(...result.body.data.items.map((row: { _id: string }) => row._id));
    }
    expect(seen).toEqual(newestFirst);
    const beyond = await list(`search=${name}&pageSize=2&page=4`);
    expect(beyond.body.data.items).toEqual([]);
    expect(beyond.body.data.total).toBe(5);
  });

  it('filters by blocked status', async () => {
    const name = marker('Filter');
    const open = await createUser(t, { name: `${name} open` });
    const blockedA = await createUser(t, { name: `${name} blocked a`, blockedReason: 'Spam' });
    const blockedB = await createUser(t, { name: `${name} blocked b`, blockedReason: 'Duplicate' });

    const blocked = await list(`search=${name}&blocked=true`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.total).toBe(2);
    expect(blocked.body.data.items.map((row: { _id: string }) => row._id).sort()).toEqual(
      [blockedA.id, blockedB.id].sort(),
    );
    for (const row of blocked.body.data.items) {
      expect(row.blocked).toBe(true);
      expect(row.blockedReason).not.toBe('');
    }

    const notBlocked = await list(`search=${name}&blocked=false`);
    expect(notBlocked.body.data.items.map((row: { _id: string }) => row._id)).toEqual([open.id]);

    const all = await list(`search=${name}`);
    expect(all.body.data.total).toBe(3);

    // Across everyone: the filter holds for every row.
    const everyoneBlocked = await list('blocked=true&pageSize=100');
    expect(everyoneBlocked.body.data.items.length).toBeGreaterThanOrEqual(2);
    for (const row of everyoneBlocked.body.data.items) expect(row.blocked).toBe(true);
  });

  it('shows administrators as isAdmin', async () => {
    const result = await list(`search=${encodeURIComponent(SECOND_ADMIN_EMAIL)}`);
    expect(result.body.data.items).toHaveLength(1);
    expect(result.body.data.items[0].isAdmin).toBe(true);
  });

  it('refuses bad paging and unknown query parameters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['blocked=maybe', 'blocked'],
      ['sort=shoe-size', 'sort'],
      ['state=flying', 'state'],
      ['colour=red', 'colour'],
    ] as const) {
      const result = await list(query);
      expectErrorEnvelope(result, 400);
      expect(result.body.data.fields[field], query).toBeTruthy();
    }
  });

  it('filters by verification and registration state, and sorts by name', async () => {
    const tag = `State${Date.now().toString(36)}`;
    const verified = await createUser(t, { name: `${tag} Bala`, verified: true });
    const unverified = await createUser(t, { name: `${tag} Anu`, verified: false });
    const names = async (query: string) =>
      (await list(`search=${tag}&${query}`)).body.data.items.map((item: { name: string }) => item.name);
    expect(await names('verified=false')).toEqual([unverified.name]);
    expect(await names('verified=true')).toEqual([verified.name]);
    expect(await names('state=none&sort=name')).toEqual([unverified.name, verified.name]);
    expect(await names('state=approved')).toEqual([]);
  });
});
