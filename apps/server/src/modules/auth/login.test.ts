import { sessionRecord } from '@para/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestContext, type TestContext } from '../../../test/context.js';
import {
  createUser,
  expectErrorEnvelope,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../../test/factories.js';
import { sessions } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';

const SESSION_FIELDS = [
  '_id',
  'accessToken',
  'districts',
  'email',
  'emailVerified',
  'isAdmin',
  'name',
  'phone',
  'phoneVerified',
  'profilePhoto',
  'registrationApproved',
  'registrationCompleted',
  'registrationPaymentCompleted',
  'uid',
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/login', body: { email, password }, ip: uniqueIp() });

describe('login', () => {
  it('with the right password returns the session record and stores a session', async () => {
    const user = await createUser(t, { name: 'Meena Kumari' });
    const result = await login(user.email, STRONG_PASSWORD);
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.message.length).toBeGreaterThan(0);
    expect(Object.keys(result.body.data).sort()).toEqual(SESSION_FIELDS);
    expect(sessionRecord.strict().safeParse(result.body.data).success).toBe(true);
    expect(result.body.data).toEqual({
      _id: user.id,
      name: 'Meena Kumari',
      phone: '+919876543210',
      phoneVerified: false,
      email: user.email,
      emailVerified: true,
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      isAdmin: false,
      districts: [],
      registrationApproved: false,
      registrationCompleted: false,
      registrationPaymentCompleted: false,
      profilePhoto: '',
      uid: '',
    });
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedAt).toBeNull();
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    const profile = await t.call({
      method: 'GET',
      url: '/api/user/get-user-profile-data',
      token: result.body.data.accessToken,
    });
    expect(profile.status).toBe(200);
    const { accessToken: _token, ...withoutToken } = result.body.data;
    expect(profile.body.data).toEqual(withoutToken);
  });

  it('marks an administrator as isAdmin', async () => {
    await createUser(t, { email: ADMIN_EMAIL });
    const result = await login(ADMIN_EMAIL, STRONG_PASSWORD);
    expect(result.status).toBe(200);
    expect(result.body.data.isAdmin).toBe(true);
  });

  it('answers a wrong password and an unknown address the same way (no enumeration)', async () => {
    const user = await createUser(t);
    const wrongPassword = await login(user.email, 'not-the-password-123');
    const unknown = await login(uniqueEmail('nobody'), 'not-the-password-123');
    expectErrorEnvelope(wrongPassword, 401);
    expectErrorEnvelope(unknown, 401);
    expect(wrongPassword.body).toEqual(unknown.body);
    expect(wrongPassword.body.code).toBe('INVALID_CREDENTIALS');
    expect(wrongPassword.body.data).toBeNull();
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses an unverified address with 403, data.emailVerified false, and mails a fresh code', async () => {
    const user = await createUser(t, { verified: false });
    expect(t.mailbox.countFor(user.email)).toBe(0);
    const result = await login(user.email, STRONG_PASSWORD);
    expectErrorEnvelope(result, 403);
    expect(result.body.code).toBe('EMAIL_UNVERIFIED');
    expect(result.body.data).toMatchObject({
      emailVerified: false,
      email: user.email,
      attempt: expect.any(String),
      codeSent: true,
    });
    expect(result.body.data).not.toHaveProperty('accessToken');
    expect(t.mailbox.countFor(user.email)).toBe(1);
    const code = await t.mailbox.latestCode(user.email);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);

    const verified = await t.call({
      method: 'POST',
      url: '/api/verify-email',
      body: { email: user.email, otp: code, attempt: result.body.data.attempt },
      ip: uniqueIp(),
    });
    expect(verified.status).toBe(200);
    expect((await login(user.email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('names the sign-in’s attempt and says so when no new code could be sent within the minute', async () => {
    const email = uniqueEmail('early');
    const signup = await t.call({
      method: 'POST',
      url: '/api/signup',
      body: { name: 'Kiran Rao', email, phone: '9876501235', password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    expect(signup.status).toBe(201);
    const code = await t.mailbox.latestCode(email);
    // Signing in at once: the minute since the sign-up's code has not passed, and the answer says so.
    const early = await login(email, STRONG_PASSWORD);
    expectErrorEnvelope(early, 403);
    expect(early.body.data).toMatchObject({ emailVerified: false, email, codeSent: false });
    expect(early.body.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(early.body.message).not.toMatch(/we have sent/i);
    expect(t.mailbox.countFor(email)).toBe(1);
    // The sign-in proved the sign-up's password, so the sign-up's code is this attempt's too.
    expect(early.body.data.attempt).toBe(signup.body.data.attempt);
    const verified = await t.call({
      method: 'POST',
      url: '/api/verify-email',
      body: { email, otp: code, attempt: early.body.data.attempt },
      ip: uniqueIp(),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  });

  it('does not mail a code to an unverified address when the password is wrong', async () => {
    const user = await createUser(t, { verified: false });
    expectErrorEnvelope(await login(user.email, 'not-the-password-123'), 401);
    expect(t.mailbox.countFor(user.email)).toBe(0);
  });

  it('refuses a blocked user with 403 saying blocked, and starts no session', async () => {
    const user = await createUser(t, { blockedReason: 'Duplicate account' });
    const result = await login(user.email, STRONG_PASSWORD);
    expectErrorEnvelope(result, 403);
    expect(result.body.message).toMatch(/blocked/i);
    expect(result.body.message).toContain('Duplicate account');
    expect(result.body.data.blocked).toBe(true);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('compares the e-mail address case-insensitively', async () => {
    const user = await createUser(t);
    const upper = await login(`  ${user.email.toUpperCase()} `, STRONG_PASSWORD);
    expect(upper.status).toBe(200);
    expect(upper.body.data._id).toBe(user.id);
    expect(upper.body.data.email).toBe(user.email);
  });

  it('stores a signed-up address lower-case, so a mixed-case second signup is the same account', async () => {
    const email = uniqueEmail();
    const body = { name: 'Kiran Rao', phone: '9876501234', password: STRONG_PASSWORD };
    const first = await t.call({
      method: 'POST',
      url: '/api/signup',
      body: { ...body, email: email.toUpperCase() },
      ip: uniqueIp(),
    });
    expect(first.status).toBe(201);
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    await t.call({
      method: 'POST',
      url: '/api/verify-email',
      body: { email, otp: await t.mailbox.latestCode(email) },
      ip: uniqueIp(),
    });
    const again = await t.call({
      method: 'POST',
      url: '/api/signup',
      body: { ...body, email: `${email[0]!.toUpperCase()}${email.slice(1)}` },
      ip: uniqueIp(),
    });
    expectErrorEnvelope(again, 409);
  });
});
