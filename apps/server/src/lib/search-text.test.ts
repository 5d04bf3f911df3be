import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../test/context.js';
import { createUser, loginAs } from '../../test/factories.js';
import { paidAthlete } from '../../test/registration-fixtures.js';
import { users } from '../db/schema/users.js';
import { COUNT_CAP } from './paging.js';
import { searchTerm } from './search-text.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: ADMIN_EMAIL, name: 'Mary Secretary' });
  adminToken = await loginAs(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, token: adminToken });
/** Lower-case letters only, so a tag never looks like a phone number and never contains LIKE wildcards. */
const letters = (count: number) =>
  [...randomBytes(count)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
/** Ten digits starting with 6-9 (an Indian mobile number), different every call. */
const mobile = () =>
  `${6 + (randomBytes(1)[0]! % 4)}${String(randomBytes(4).readUInt32BE() % 1e9).padStart(9, '0')}`;
const ids = (result: Awaited<ReturnType<typeof get>>, key = '_id') =>
  result.body.data.items.map((row: Record<string, string>) => row[key]);
const usersList = (search: string, extra = '') =>
  get(`/api/admin/get-users-list?search=${encodeURIComponent(search)}${extra}`);

describe('the search term', () => {
  it('lower-cases letters, reduces phone-like terms to digits, escapes LIKE wildcards', () => {
    expect(searchTerm('  Meera PILLAI ')).toEqual({ kind: 'contains', pattern: '%meera pillai%' });
    expect(searchTerm('+91 98765 43210')).toEqual({ kind: 'contains', pattern: '%919876543210%' });
    expect(searchTerm('(98765) 432-10')).toEqual({ kind: 'contains', pattern: '%9876543210%' });
    // Not phone-like: the digits stay inside the term.
    expect(searchTerm('ravi2024@Gmail')).toEqual({ kind: 'contains', pattern: '%ravi2024@gmail%' });
    expect(searchTerm('50%_\\x')).toEqual({ kind: 'contains', pattern: '%50\\%\\_\\\\x%' });
  });

  it('matches a term shorter than three characters at the start of the name; nothing for an empty one', () => {
    expect(searchTerm('Ab')).toEqual({ kind: 'prefix', pattern: 'ab%' });
    expect(searchTerm('%')).toEqual({ kind: 'prefix', pattern: '\\%%' });
    // "+9" is phone-like but one digit: still a prefix of the name.
    expect(searchTerm('+9')).toEqual({ kind: 'prefix', pattern: '9%' });
    expect(searchTerm('   ')).toBeUndefined();
    expect(searchTerm(undefined)).toBeUndefined();
  });
});

describe('users list search (users.search_text)', () => {
  it('finds a part of the name, of the e-mail, of the phone (spaces, +91, dashes) and of the UID', async () => {
    const tag = letters(8);
    const phone = mobile();
    const uid = `KLPS26${String(randomBytes(3).readUIntBE(0, 3)).padStart(8, '0')}`;
    const target = await createUser(t, {
      name: `Kaveri ${tag} Nair`,
      email: `k.${letters(8)}@example.in`,
      phone: `+91${phone}`,
    });
    // search_text is generated: a UID assigned later (as approval does) is searchable at once.
    await t.ctx.db.update(users).set({ uid }).where(eq(users.id, target.id));
    await createUser(t, { name: `Someone ${letters(8)}`, phone: `+91${mobile()}` });

    for (const search of [
      tag.slice(1, 7), // inside the name
      `${tag.toUpperCase()} NAIR`, // across words, any case
      target.email.slice(2, 12), // inside the e-mail
      phone.slice(2, 8), // six digits from the middle of the number
      `${phone.slice(0, 5)} ${phone.slice(5)}`, // as people write it
      `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      `${phone.slice(0, 5)}-${phone.slice(5)}`,
      uid.slice(4, 12).toLowerCase(), // a part of the UID, lower-case
    ]) {
      const result = await usersList(search);
      expect(result.status, search).toBe(200);
      expect(ids(result), search).toEqual([target.id]);
      expect(result.body.data.total, search).toBe(1);
      expect(result.body.data.totalCapped, search).toBe(false);
    }
  });

  it('finds nothing for a term nobody has, and does not match across fields', async () => {
    const tag = letters(8);
    const email = `${letters(8)}@example.in`;
    await createUser(t, { name: `Anu ${tag}`, email, phone: `+91${mobile()}` });
    // The name ends and the e-mail starts in search_text, with a separator between them.
    for (const search of [
      letters(10),
      `${tag} ${email.slice(0, 5)}`,
      `${tag}${email.slice(0, 5)}`,
      '0000000000000',
    ]) {
      const result = await usersList(search);
      expect(result.status, search).toBe(200);
      expect(result.body.data, search).toEqual({
        items: [],
        total: 0,
        totalCapped: false,
        page: 1,
        pageSize: 25,
      });
    }
  });

  it('a one- or two-character term matches the start of the name, not the middle', async () => {
    const starts = await createUser(t, { name: 'Qzara Beevi' });
    const inside = await createUser(t, { name: 'Beevi Aqzal' });
    for (const search of ['qz', 'QZ', 'q']) {
      const result = await usersList(search, '&pageSize=100');
      expect(result.status, search).toBe(200);
      expect(ids(result), search).toContain(starts.id);
      expect(ids(result), search).not.toContain(inside.id);
      for (const row of result.body.data.items)
        expect(row.name.toLowerCase().startsWith(search.toLowerCase())).toBe(true);
    }
    expect((await usersList('zq')).body.data.total).toBe(0);
  });
});

describe('review queue and payments search', () => {
  it('finds a registration in the queue by part of the name or the phone; filters still apply', async () => {
    const { user } = await paidAthlete(t);
    const tag = letters(8);
    const phone = mobile();
    await t.ctx.db
      .update(users)
      .set({ name: `Devika ${tag} Menon`, phone: `+91${phone}` })
      .where(eq(users.id, user.id));
    const queue = (query: string) => get(`/api/admin/get-users-registrations-list?${query}`);

    for (const search of [tag.slice(2), `devika ${tag}`, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`]) {
      const result = await queue(`search=${encodeURIComponent(search)}`);
      expect(result.status, search).toBe(200);
      expect(ids(result, 'userId'), search).toEqual([user.id]);
      expect(result.body.data.total, search).toBe(1);
    }
    // Short term: the start of the name.
    expect(ids(await queue('search=de&pageSize=100'), 'userId')).toContain(user.id);
    expect(ids(await queue('search=vi&pageSize=100'), 'userId')).not.toContain(user.id);
    // The search narrows the status and district filters, it does not replace them.
    expect((await queue(`search=${tag}&status=approved`)).body.data.total).toBe(0);
    expect((await queue(`search=${tag}&district=Wayanad`)).body.data.total).toBe(0);
    expect((await queue(`search=${letters(10)}`)).body.data).toMatchObject({ items: [], total: 0 });
  });

  it('finds a payment by its payer (name, phone, UID) or by its own references, with matching totals', async () => {
    const { user, orderId } = await paidAthlete(t);
    const tag = letters(8);
    const phone = mobile();
    const uid = `KLPS26${String(randomBytes(3).readUIntBE(0, 3)).padStart(8, '0')}`;
    await t.ctx.db
      .update(users)
      .set({ name: `Joseph ${tag} Varghese`, phone: `+91${phone}`, uid })
      .where(eq(users.id, user.id));
    const payments = (search: string) => get(`/api/admin/payments?search=${encodeURIComponent(search)}`);
    const byOrder = await payments(orderId);
    expect(byOrder.body.data.items).toHaveLength(1);
    const payment = byOrder.body.data.items[0];
    expect(payment.userId).toBe(user.id);

    for (const search of [
      tag.slice(1, 6),
      `${tag} varghese`,
      `${phone.slice(0, 5)} ${phone.slice(5)}`,
      uid.slice(2, 10).toLowerCase(),
      payment.receiptNumber.toLowerCase(),
      payment.gatewayPaymentId,
      orderId.slice(-10).toUpperCase(),
    ]) {
      const result = await payments(search);
      expect(result.status, search).toBe(200);
      expect(ids(result), search).toEqual([payment._id]);
      expect(result.body.data.total, search).toBe(1);
      expect(result.body.data.paidTotalPaise, search).toBe(payment.amountPaise);
    }
    const nothing = await payments(letters(10));
    expect(nothing.body.data).toMatchObject({ items: [], total: 0, paidTotalPaise: 0 });
    // Short term: payers whose name starts with it.
    const short = await get('/api/admin/payments?search=jo&pageSize=100');
    expect(ids(short)).toContain(payment._id);
    for (const row of short.body.data.items) expect(row.payerName.toLowerCase().startsWith('jo')).toBe(true);
  });

  it('pages, filters and exports a payments search; a payment matching twice is listed once', async () => {
    const tag = letters(8);
    const made: { id: string; receipt: string }[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(60_000);
      const { user, orderId } = await paidAthlete(t);
      const [row] = (await get(`/api/admin/payments?search=${orderId}`)).body.data.items;
      // The payer's name holds the payment's receipt number: both branches of the search match it.
      await t.ctx.db
        .update(users)
        .set({ name: `Fathima ${tag} ${row.receiptNumber}` })
        .where(eq(users.id, user.id));
      made.push({ id: row._id, receipt: row.receiptNumber });
    }
    const newestFirst = made.map((entry) => entry.id).reverse();
    const seen: string[] = [];
    for (const page of [1, 2]) {
      const result = await get(`/api/admin/payments?search=${tag}&pageSize=2&page=${page}`);
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({ total: 3, totalCapped: false, page, pageSize: 2 });
      expect(result.body.data.paidTotalPaise).toBe(3 * 50_000);
      seen.push(...ids(result));
    }
    expect(seen).toEqual(newestFirst);

    const both = await get(`/api/admin/payments?search=${encodeURIComponent(made[1]!.receipt)}`);
    expect(ids(both)).toEqual([made[1]!.id]);
    expect(both.body.data.total).toBe(1);
    expect(both.body.data.paidTotalPaise).toBe(50_000);

    // Filters narrow a search (every one of these payments is a paid test-gateway payment).
    expect((await get(`/api/admin/payments?search=${tag}&status=refunded`)).body.data.total).toBe(0);
    expect((await get(`/api/admin/payments?search=${tag}&gateway=offline`)).body.data.total).toBe(0);
    expect((await get(`/api/admin/payments?search=${tag}&status=paid&gateway=test`)).body.data.total).toBe(3);
    expect((await get(`/api/admin/payments?search=${tag}&from=2030-01-01`)).body.data.total).toBe(0);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments?search=${tag}&format=csv`,
      headers: { 'access-token': adminToken },
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      made.map((entry) => entry.receipt).reverse(),
    );
  });
});

describe('a search with many matches', () => {
  it(`pages more than ${COUNT_CAP} matches (counted as capped) the same way as a few (users list and queue)`, async () => {
    const tag = letters(8);
    const count = COUNT_CAP + 30;
    const base = t.clock.now().getTime() + 86_400_000;
    // Set-based, like seed-large: athlete i created i minutes after `base`, approved i minutes later still.
    await t.ctx.db.execute(sql`
      insert into users (name, email, phone, password_hash, created_at, updated_at, registration_completed,
        registration_payment_completed, registration_approved)
      select 'Bulk ' || ${tag} || ' ' || i, ${tag} || '.' || i || '@example.in', '+917' || lpad(i::text, 9, '0'), 'x',
        to_timestamp(${base / 1000} + i * 60), to_timestamp(${base / 1000} + i * 60), true, true, true
      from generate_series(1, ${count}) as i`);
    await t.ctx.db.execute(sql`
      insert into registrations (user_id, status, district, primary_sport, submitted_at, decided_at, created_at, updated_at)
      select id, 'approved', 'Wayanad', 'athletics', created_at, created_at + interval '1 minute', created_at, created_at
      from users where email like ${`${tag}.%`}`);
    const name = (i: number) => `Bulk ${tag} ${i}`;

    // Newest first: athlete `count` first; the last page that can be reached ends 10,000 athletes later.
    const first = await usersList(tag, '&pageSize=25');
    expect(first.body.data).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(first.body.data.items.map((row: { name: string }) => row.name)).toEqual(
      Array.from({ length: 25 }, (_, k) => name(count - k)),
    );
    const last = await usersList(tag, `&pageSize=25&page=${COUNT_CAP / 25}`);
    expect(last.body.data.items.at(-1).name).toBe(name(count - COUNT_CAP + 1));
    expect(last.body.data.items).toHaveLength(25);
    // A narrower search (the few-matches path) agrees with the wide one.
    const narrow = await usersList(`${tag} ${count - 3}`);
    expect(narrow.body.data.items.map((row: { name: string }) => row.name)).toEqual([name(count - 3)]);

    const queue = await get(
      `/api/admin/get-users-registrations-list?status=approved&search=${tag}&pageSize=10`,
    );
    expect(queue.body.data).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(queue.body.data.items.map((row: { name: string }) => row.name)).toEqual(
      Array.from({ length: 10 }, (_, k) => name(count - k)),
    );
    const queueNarrow = await get(
      `/api/admin/get-users-registrations-list?status=approved&search=${encodeURIComponent(`${tag} ${count - 3}`)}`,
    );
    expect(queueNarrow.body.data.items.map((row: { name: string }) => row.name)).toEqual([name(count - 3)]);
  });
});
