import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.js';
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
