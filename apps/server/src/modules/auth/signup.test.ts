import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, SECOND_ADMIN_EMAIL, type TestContext } from '../../../test/context.js';
import {
  expectErrorEnvelope,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
} from '../../../test/factories.js';
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
    expect(signup.body).toEqual({
      success: true,
      message: expect.any(String),
      data: { email, phone: '', attempt: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });

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
  /** `attempt`: the sign-up (or sign-in) whose page the code is typed into, as the web app sends it. */
  const verifyWith = (email: string, otp: string, attempt?: string) =>
    t.call({ method: 'POST', url: '/api/verify-email', ip: uniqueIp(), body: { email, otp, attempt } });
  const resendFor = (email: string, attempt?: string) =>
    t.call({ method: 'POST', url: '/api/resend-otp', ip: uniqueIp(), body: { email, attempt } });
  const loginWith = (email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/login', ip: uniqueIp(), body: { email, password } });
  const OWNER_PASSWORD = 'owner-shotput-2291';
  const INTRUDER_PASSWORD = 'intruder-relay-8830';

  it('leaves the owner code with the owner credentials: an administrator address cannot be taken over', async () => {
    const email = SECOND_ADMIN_EMAIL;
    const owner = await signupFrom(email, 'Real Secretary', OWNER_PASSWORD, '9447000001');
    expect(owner.status).toBe(201);
    const ownerCode = await t.mailbox.latestCode(email);

    t.clock.advance(61_000);
    expect((await signupFrom(email, 'Someone Else', INTRUDER_PASSWORD, '9000000002')).status).toBe(201);
    const [pending] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(pending?.name).toBe('Real Secretary');

    const verified = await verifyWith(email, ownerCode, owner.body.data.attempt);
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
    const owner = await signupFrom(email, 'Meera Nair', OWNER_PASSWORD, '9847000003');
    expect(owner.status).toBe(201);
    const ownerCode = await t.mailbox.latestCode(email);
    expect((await t.mailbox.waitFor(email, 1)).text).toContain('Meera Nair');

    const verified = await verifyWith(email, ownerCode, owner.body.data.attempt);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ name: 'Meera Nair', phone: '+919847000003' });
    expect((await loginWith(email, OWNER_PASSWORD)).status).toBe(200);
    expect((await loginWith(email, INTRUDER_PASSWORD)).status).toBe(401);
  });

  it('says when a sign-up’s code cannot be sent yet, instead of saying it was sent', async () => {
    const email = uniqueEmail('said');
    expect((await signupFrom(email, 'Someone Else', INTRUDER_PASSWORD)).status).toBe(201);
    const mails = t.mailbox.countFor(email);
    const refused = await signupFrom(email, 'Meera Nair', OWNER_PASSWORD, uniquePhone());
    expectErrorEnvelope(refused, 429);
    expect(refused.body.code).toBe('CODE_SENT_RECENTLY');
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.data.retryAfterSeconds).toBe(retryAfter);
    expect(t.mailbox.countFor(email)).toBe(mails);
    // Nothing of the refused sign-up waits on a code it was never sent.
    t.clock.advance(61_000);
    const resent = await resendFor(email);
    expect(resent.status).toBe(200);
    expect((await t.mailbox.waitFor(email, mails)).text).toContain('Someone Else');
  });

  it('the sign-up race: a code mailed for the intruder’s sign-ins does not verify the owner’s sign-up', async () => {
    const email = uniqueEmail('raced');
    // The intruder signs up first with the owner's address, and keeps signing in: each sign-in of an
    // unverified account mails the address a code, keeping the intruder's password.
    expect((await signupFrom(email, 'Meera Nair', INTRUDER_PASSWORD)).status).toBe(201);
    t.clock.advance(61_000);
    const owner = await signupFrom(email, 'Meera Nair', OWNER_PASSWORD, '9847000005');
    expect(owner.status).toBe(201);
    const ownerCode = await t.mailbox.latestCode(email);
    t.clock.advance(61_000);
    const intruderSignIn = await loginWith(email, INTRUDER_PASSWORD);
    expect(intruderSignIn.body.code).toBe('EMAIL_UNVERIFIED');
    const intruderCode = await t.mailbox.latestCode(email);
    expect(intruderCode).not.toBe(ownerCode);

    // The owner types the newest mail's code on the page of their own sign-up: it is not theirs.
    const refused = await verifyWith(email, intruderCode, owner.body.data.attempt);
    expectErrorEnvelope(refused, 400);
    expect(refused.body.code).toBe('WRONG_CODE');
    // A new code for the owner's own sign-up, and it makes the account the owner's.
    t.clock.advance(61_000);
    expect((await resendFor(email, owner.body.data.attempt)).status).toBe(200);
    const resentCode = await t.mailbox.latestCode(email);
    const verified = await verifyWith(email, resentCode, owner.body.data.attempt);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.name).toBe('Meera Nair');
    expect((await loginWith(email, INTRUDER_PASSWORD)).status).toBe(401);
    expect((await loginWith(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it('takes a code from a client that names no sign-up only while a single sign-up waits on the address', async () => {
    const email = uniqueEmail('unnamed');
    expect((await signupFrom(email, 'Someone Else', INTRUDER_PASSWORD)).status).toBe(201);
    const intruderCode = await t.mailbox.latestCode(email);
    t.clock.advance(61_000);
    expect((await signupFrom(email, 'Meera Nair', OWNER_PASSWORD, '9847000006')).status).toBe(201);
    const ownerCode = await t.mailbox.latestCode(email);
    // Which sign-up is this client's? With two waiting the server cannot tell, so it takes neither code.
    expectErrorEnvelope(await verifyWith(email, intruderCode), 400);
    expectErrorEnvelope(await verifyWith(email, ownerCode), 400);
    const [pending] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(pending?.emailVerifiedAt).toBeNull();

    // A single sign-up waiting (an ordinary sign-up from an older client): its code works unnamed.
    const alone = uniqueEmail('alone');
    expect((await signupFrom(alone, 'Asha Devi', OWNER_PASSWORD, '9847000007')).status).toBe(201);
    expect((await verifyWith(alone, await t.mailbox.latestCode(alone))).status).toBe(200);
  });
});
