import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, SECOND_ADMIN_EMAIL, type TestContext } from '../../../test/context.js';
import { STRONG_PASSWORD, uniqueEmail, uniqueIp } from '../../../test/factories.js';
import { oneTimeCodes } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('signup and e-mail verification', () => {
  it('creates the account, mails a code, and verifying it returns the session record', async () => {
    const email = uniqueEmail();
    const signup = await t.call({
      method: 'POST',
      url: '/api/signup',
      body: {
        name: 'Asha Devi',
        email: email.toUpperCase(),
        phone: '098765 43210'.slice(1),
        password: STRONG_PASSWORD,
      },
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ success: true, message: expect.any(String), data: { email } });

    const [stored] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(stored?.phone).toBe('+919876543210');
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.emailVerifiedAt).toBeNull();

    const code = await t.mailbox.latestCode(email);
    const verify = await t.call({ method: 'POST', url: '/api/verify-email', body: { email, otp: code } });
    expect(verify.status).toBe(200);
    expect(verify.body.data).toMatchObject({
      _id: stored?.id,
      name: 'Asha Devi',
      email,
      phone: '+919876543210',
      emailVerified: true,
      isAdmin: false,
      registrationApproved: false,
      registrationCompleted: false,
      registrationPaymentCompleted: false,
      profilePhoto: '',
      uid: '',
    });
    expect(verify.body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const profile = await t.call({
      method: 'GET',
      url: '/api/user/get-user-profile-data',
      token: verify.body.data.accessToken,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(email);
    expect(profile.body.data).not.toHaveProperty('accessToken');
  });

  it('stores only a keyed hash of the code, never the code', async () => {
    const email = uniqueEmail();
    await t.call({
      method: 'POST',
      url: '/api/signup',
      body: { name: 'Ravi Kumar', email, phone: '9123456780', password: STRONG_PASSWORD },
    });
    const code = await t.mailbox.latestCode(email);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    const rows = await t.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a common password with a field error', async () => {
    const result = await t.call({
      method: 'POST',
      url: '/api/signup',
      body: { name: 'Ravi Kumar', email: uniqueEmail(), phone: '9123456780', password: 'password123' },
    });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.data.fields.password).toMatch(/too common/i);
  });
});

describe('signing up again with an address that is not verified yet', () => {
  const signupFrom = (email: string, name: string, password: string, phone = '9123456780') =>
    t.call({ method: 'POST', url: '/api/signup', ip: uniqueIp(), body: { name, email, phone, password } });
  const verifyWith = (email: string, otp: string) =>
    t.call({ method: 'POST', url: '/api/verify-email', ip: uniqueIp(), body: { email, otp } });
  const loginWith = (email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/login', ip: uniqueIp(), body: { email, password } });
  const OWNER_PASSWORD = 'owner-shotput-2291';
  const INTRUDER_PASSWORD = 'intruder-relay-8830';

  it('leaves the owner code with the owner credentials: an administrator address cannot be taken over', async () => {
    const email = SECOND_ADMIN_EMAIL;
    expect((await signupFrom(email, 'Real Secretary', OWNER_PASSWORD, '9447000001')).status).toBe(201);
    const ownerCode = await t.mailbox.latestCode(email);

    t.clock.advance(61_000);
    expect((await signupFrom(email, 'Someone Else', INTRUDER_PASSWORD, '9000000002')).status).toBe(201);
    const [pending] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(pending?.name).toBe('Real Secretary');

    const verified = await verifyWith(email, ownerCode);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      name: 'Real Secretary',
      phone: '+919447000001',
      isAdmin: true,
    });
    expect((await loginWith(email, INTRUDER_PASSWORD)).status).toBe(401);
    expect((await loginWith(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('gives the account the credentials of the sign-up whose code is used, even when an earlier sign-up was someone else', async () => {
    const email = uniqueEmail('claimed');
    expect((await signupFrom(email, 'Someone Else', INTRUDER_PASSWORD)).status).toBe(201);
    await t.mailbox.latestCode(email);
    t.clock.advance(61_000);
    expect((await signupFrom(email, 'Meera Nair', OWNER_PASSWORD, '9847000003')).status).toBe(201);
    const ownerCode = await t.mailbox.latestCode(email);
    expect((await t.mailbox.waitFor(email, 1)).text).toContain('Meera Nair');

    const verified = await verifyWith(email, ownerCode);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ name: 'Meera Nair', phone: '+919847000003' });
    expect((await loginWith(email, OWNER_PASSWORD)).status).toBe(200);
    expect((await loginWith(email, INTRUDER_PASSWORD)).status).toBe(401);
  });
});
