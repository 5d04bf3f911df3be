import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  createTestContext,
  SECOND_ADMIN_EMAIL,
  type TestContext,
} from '../../../test/context.js';
import {
  createLoggedInUser,
  createUser,
  loginAs,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../../../test/factories.js';
import { page1 } from '../../../test/registration-fixtures.js';
import { registrations } from '../../db/schema/registration.js';
import { users } from '../../db/schema/users.js';

let t: TestContext;
let adminToken: string;
let secretary: Awaited<ReturnType<typeof createLoggedInUser>>;
beforeAll(async () => {
  t = await createTestContext();
  await createUser(t, { email: ADMIN_EMAIL });
  adminToken = await loginAs(t, ADMIN_EMAIL);
  secretary = await createLoggedInUser(t, { name: 'Suresh Menon' });
  await t.call({
    method: 'POST',
    url: '/api/admin/district-secretaries',
    body: { email: secretary.user.email, districts: ['Kannur'] },
    token: adminToken,
  });
});
afterAll(() => t.close());

const asSecretary = (url: string, body?: unknown, ip?: string) =>
  t.call({ method: 'POST', url, body, token: secretary.token, ...(ip ? { ip } : {}) });

async function assisted(email = '') {
  const created = await asSecretary('/api/district/athletes', {
    name: 'Kannur Athlete',
    phone: '9847022222',
    email,
    district: 'Kannur',
  });
  expect(created.status).toBe(201);
  return created.body.data._id as string;
}

const takeOver = (body: unknown, ip = uniqueIp()) =>
  t.call({ method: 'POST', url: '/api/take-over', body, ip });

describe('taking over an account a secretary made', () => {
  it('without an e-mail address: the code, an address of the athlete’s own and a password make it theirs', async () => {
    const userId = await assisted();
    const issued = await asSecretary(`/api/district/athletes/${userId}/takeover-code`);
    expect(issued.status).toBe(200);
    const { code, url, qrSvg, expiresAt } = issued.body.data;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect(url).toMatch(new RegExp(`/take-over\\?code=${code}$`));
    expect(qrSvg).toMatch(/^<svg/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(t.clock.now().getTime() + 13 * 86_400_000);

    const email = uniqueEmail('tookover');
    // Typed the way people do: lower case, without the dash.
    const done = await takeOver({
      code: code.replace('-', '').toLowerCase(),
      email,
      password: STRONG_PASSWORD,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.email).toBe(email);
    // The first sign-in confirms the new address with a code, as for any new account.
    const login = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { email, password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('EMAIL_UNVERIFIED');

    // The code is spent, and the district reads the registration but changes it no more.
    expect((await takeOver({ code, email: uniqueEmail(), password: STRONG_PASSWORD })).body.code).toBe(
      'TAKEOVER_CODE_INVALID',
    );
    const page = await asSecretary(
      `/api/district/athletes/${userId}/registration/page-1`,
      page1({ address: { ...page1().address, district: 'Kannur' } }),
    );
    expect(page.body.code).toBe('ATHLETE_NOT_ASSISTED');
    const detail = await t.call({
      method: 'GET',
      url: `/api/district/athletes/${userId}`,
      token: secretary.token,
    });
    expect(detail.body.data).toMatchObject({ assisted: false, email });
    expect((await asSecretary(`/api/district/athletes/${userId}/takeover-code`)).status).toBe(403);
    const log = await t.call({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${userId}`,
      token: adminToken,
    });
    expect(log.body.data.items.map((item: { action: string }) => item.action)).toEqual(
      expect.arrayContaining(['district.athlete.takeover_code', 'account.take_over']),
    );
  });

  it('with the e-mail the secretary gave: only that address; a newer code replaces the older; codes expire', async () => {
    const given = uniqueEmail('guardian');
    const userId = await assisted(given);
    const first = (await asSecretary(`/api/district/athletes/${userId}/takeover-code`)).body.data.code;
    const second = (await asSecretary(`/api/district/athletes/${userId}/takeover-code`)).body.data.code;
    expect((await takeOver({ code: first, email: given, password: STRONG_PASSWORD })).body.code).toBe(
      'TAKEOVER_CODE_INVALID',
    );
    const wrong = await takeOver({ code: second, email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('TAKEOVER_EMAIL_MISMATCH');
    expect(wrong.body.data.fields).toHaveProperty('email');
    const common = await takeOver({ code: second, email: given, password: 'password123' });
    expect(common.status).toBe(400);
    t.clock.advance(15 * 86_400_000);
    expect((await takeOver({ code: second, email: given, password: STRONG_PASSWORD })).body.code).toBe(
      'TAKEOVER_CODE_INVALID',
    );
    const third = (await asSecretary(`/api/district/athletes/${userId}/takeover-code`)).body.data.code;
    expect((await takeOver({ code: third, email: given, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('lets one of two take-overs sent at once with the same code through, never both', async () => {
    const userId = await assisted();
    const { code } = (await asSecretary(`/api/district/athletes/${userId}/takeover-code`)).body.data;
    const [first, second] = await Promise.all([
      takeOver({ code, email: uniqueEmail('first'), password: STRONG_PASSWORD }),
      takeOver({ code, email: uniqueEmail('second'), password: STRONG_PASSWORD }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const loser = first.status === 400 ? first : second;
    expect(loser.body.code).toBe('TAKEOVER_CODE_INVALID');
    const winner = first.status === 200 ? first : second;
    const detail = await t.call({
      method: 'GET',
      url: `/api/district/athletes/${userId}`,
      token: secretary.token,
    });
    expect(detail.body.data.email).toBe(winner.body.data.email);
  });

  it('refuses malformed input with 400, and guessing from one network with 429', async () => {
    for (const body of [
      {},
      { code: 'short', email: uniqueEmail(), password: STRONG_PASSWORD },
      { code: 'ABCDE-FGHJK' },
    ]) {
      expect((await takeOver(body)).status).toBe(400);
    }
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await takeOver({ code: 'ABCDE-FGHJK', email: uniqueEmail(), password: STRONG_PASSWORD }, ip))
        .status;
    }
    expect(last).toBe(429);
  });
});

describe('an assisted account whose address its owner proves', () => {
  const OWNER_PASSWORD = 'owner-discus-throw-4471';
  const SECRETARY_PASSWORD = 'secretary-took-it-9182';
  const login = (email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/login', body: { email, password }, ip: uniqueIp() });
  const profile = (token: string) => t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token });
  const takeoverCode = async (userId: string) =>
    asSecretary(`/api/district/athletes/${userId}/takeover-code`);

  /** The owner signs up with the address, as anyone would, and enters the mailed code. */
  async function ownerSignsUp(email: string) {
    const signedUp = await t.call({
      method: 'POST',
      url: '/api/signup',
      ip: uniqueIp(),
      body: { name: 'Address Owner', email, phone: uniquePhone(), password: OWNER_PASSWORD },
    });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
    const verified = await t.call({
      method: 'POST',
      url: '/api/verify-email',
      ip: uniqueIp(),
      body: { email, otp: await t.mailbox.latestCode(email), attempt: signedUp.body.data.attempt },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body.data as { _id: string; accessToken: string; isAdmin: boolean };
  }

  /** The rest of the attack: the secretary's take-over codes, earlier and new, win nothing. */
  async function expectTakeOverRefused(
    userId: string,
    email: string,
    earlierCode: string,
    ownerToken: string,
  ) {
    const withEarlier = await takeOver({ code: earlierCode, email, password: SECRETARY_PASSWORD });
    expect(withEarlier.status).toBe(400);
    expect(withEarlier.body.code).toBe('TAKEOVER_CODE_INVALID');
    const fresh = await takeoverCode(userId);
    expect(fresh.status).toBe(403);
    expect(fresh.body.code).toBe('ATHLETE_NOT_ASSISTED');
    // The owner keeps the account: their session and password work, the secretary's never did.
    expect((await profile(ownerToken)).status).toBe(200);
    expect((await login(email, OWNER_PASSWORD)).status).toBe(200);
    expect((await login(email, SECRETARY_PASSWORD)).status).toBe(401);
    const detail = await t.call({
      method: 'GET',
      url: `/api/district/athletes/${userId}`,
      token: secretary.token,
    });
    expect(detail.body.data.assisted).toBe(false);
  }

  it('refuses to register an account for an administrator’s address', async () => {
    const refused = await asSecretary('/api/district/athletes', {
      name: 'Not An Athlete',
      phone: '9847022223',
      email: SECOND_ADMIN_EMAIL,
      district: 'Kannur',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('ADMIN_EMAIL_RESERVED');
    expect(refused.body.data.fields).toHaveProperty('email');
    expect(await t.ctx.db.select().from(users).where(eq(users.email, SECOND_ADMIN_EMAIL))).toEqual([]);
  });

  it('refuses an administrator’s address as the new address of a take-over', async () => {
    const userId = await assisted();
    const { code } = (await takeoverCode(userId)).body.data;
    const refused = await takeOver({ code, email: SECOND_ADMIN_EMAIL, password: STRONG_PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('ADMIN_EMAIL_RESERVED');
  });
  it('an administrator’s address registered before that rule: the owner’s sign-up ends the district’s hold', async () => {
    // As an account made before the rule above (or before the address joined ADMIN_EMAILS) is stored.
    const now = t.clock.now();
    const [made] = await t.ctx.db
      .insert(users)
      .values({
        name: 'Made At A Camp',
        email: SECOND_ADMIN_EMAIL,
        phone: '+919847022224',
        passwordHash: 'nobody-knows-it',
        assistedBy: secretary.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await t.ctx.db
      .insert(registrations)
      .values({ userId: made!.id, district: 'Kannur', createdAt: now, updatedAt: now });
    const earlier = await takeoverCode(made!.id);
    expect(earlier.status).toBe(200);

    const owner = await ownerSignsUp(SECOND_ADMIN_EMAIL);
    expect(owner).toMatchObject({ _id: made!.id, isAdmin: true });
    await expectTakeOverRefused(made!.id, SECOND_ADMIN_EMAIL, earlier.body.data.code, owner.accessToken);
  });

  it('an athlete’s address: the owner’s sign-up ends the district’s hold and kills the secretary’s code', async () => {
    const email = uniqueEmail('claimed-by-signup');
    const userId = await assisted(email);
    const earlier = await takeoverCode(userId);
    expect(earlier.status).toBe(200);
    const owner = await ownerSignsUp(email);
    expect(owner._id).toBe(userId);
    await expectTakeOverRefused(userId, email, earlier.body.data.code, owner.accessToken);
    const log = await t.call({
      method: 'GET',
      url: `/api/admin/audit-log?targetId=${userId}`,
      token: adminToken,
    });
    expect(log.body.data.items.map((item: { action: string }) => item.action)).toContain('account.take_over');
  });

  it('an athlete’s address: a password reset with the mailed code ends the district’s hold too', async () => {
    const email = uniqueEmail('claimed-by-reset');
    const userId = await assisted(email);
    const earlier = await takeoverCode(userId);
    const sent = await t.call({
      method: 'POST',
      url: '/api/forgot-password-send-otp',
      body: { email },
      ip: uniqueIp(),
    });
    expect(sent.status).toBe(200);
    const reset = await t.call({
      method: 'POST',
      url: '/api/forgot-password-change-password',
      body: { email, otp: await t.mailbox.latestCode(email), password: OWNER_PASSWORD },
      ip: uniqueIp(),
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const ownerToken = await loginAs(t, email, OWNER_PASSWORD);
    await expectTakeOverRefused(userId, email, earlier.body.data.code, ownerToken);
  });

  it('the migration hands over accounts whose owner proved the address before the fix', async () => {
    const email = uniqueEmail('claimed-before');
    const userId = await assisted(email);
    expect((await takeoverCode(userId)).status).toBe(200);
    const provedAt = t.clock.now();
    // The state the old code left: the owner verified, the district still holding the account.
    await t.ctx.db.update(users).set({ emailVerifiedAt: provedAt }).where(eq(users.id, userId));
    const migration = await readFile(
      new URL('../../../drizzle/0024_assisted_accounts_claimed_by_address.sql', import.meta.url),
      'utf8',
    );
    await t.ctx.db.execute(sql.raw(migration));
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ takenOverAt: provedAt, takeoverCodeHash: null, takeoverCodeExpiresAt: null });
    expect((await takeoverCode(userId)).body.code).toBe('ATHLETE_NOT_ASSISTED');
  });

  it('a take-over with the address the secretary gave leaves the address to be confirmed by its own code', async () => {
    const email = uniqueEmail('given');
    const userId = await assisted(email);
    const { code } = (await takeoverCode(userId)).body.data;
    expect((await takeOver({ code, email, password: STRONG_PASSWORD })).status).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row?.emailVerifiedAt).toBeNull();
    expect((await login(email, STRONG_PASSWORD)).body.code).toBe('EMAIL_UNVERIFIED');
  });
});

describe('registration camps', () => {
  const signup = (ip: string) =>
    t.call({
      method: 'POST',
      url: '/api/signup',
      body: {
        name: 'Camp Athlete',
        email: uniqueEmail('camp'),
        phone: uniquePhone(),
        password: STRONG_PASSWORD,
      },
      ip,
    });

  it('lets a camp’s network sign up more athletes than an ordinary shared address, until it closes', async () => {
    const network = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await signup(network)).status).toBe(201);
    expect((await signup(network)).body.code).toBe('CHALLENGE_REQUIRED');

    const opened = await asSecretary('/api/district/camps', { district: 'Kannur', hours: 4 }, network);
    expect(opened.status).toBe(201);
    expect(opened.body.data).toMatchObject({ district: 'Kannur', network });
    for (let i = 0; i < 30; i++) expect((await signup(network)).status).toBe(201);
    const camps = await t.call({ method: 'GET', url: '/api/district/camps', token: secretary.token });
    expect(camps.body.data.map((camp: { _id: string }) => camp._id)).toContain(opened.body.data._id);

    const closed = await t.call({
      method: 'DELETE',
      url: `/api/district/camps/${opened.body.data._id}`,
      token: secretary.token,
    });
    expect(closed.status).toBe(200);
    expect((await signup(network)).body.code).toBe('CHALLENGE_REQUIRED');
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `/api/district/camps/${opened.body.data._id}`,
          token: secretary.token,
        })
      ).body.code,
    ).toBe('CAMP_NOT_FOUND');
  });

  it('opens camps only in the secretary’s districts, for at most 12 hours', async () => {
    expect((await asSecretary('/api/district/camps', { district: 'Kollam', hours: 2 })).body.code).toBe(
      'DISTRICT_OUTSIDE_SCOPE',
    );
    expect((await asSecretary('/api/district/camps', { district: 'Kannur', hours: 13 })).status).toBe(400);
    expect((await asSecretary('/api/district/camps', { district: 'Kannur', hours: 0 })).status).toBe(400);
  });
});
