import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestContext, type TestContext } from '../../../test/context.js';
import { districtsWithSecretaries } from '../../../test/district-fixtures.js';
import { expectErrorEnvelope, STRONG_PASSWORD, uniqueIp, uniquePhone } from '../../../test/factories.js';
import { callWithProofOfWork, solveProofOfWork } from '../../../test/phone-support.js';
import { phoneCodes } from '../../db/schema/auth.js';
import { auditEvents } from '../../db/schema/system.js';
import { users } from '../../db/schema/users.js';
import { sha256Hex } from '../../lib/crypto.js';
import { type Msg91StandIn, startMsg91StandIn } from '../../lib/sms/msg91-stand-in.test-support.js';

/**
 * Accounts by mobile number with codes by SMS (docs/decisions/0041), through the real MSG91 adapter
 * over HTTP to a local stand-in that checks every message as MSG91 and DLT scrubbing would.
 */
let t: TestContext;
let msg91: Msg91StandIn;
let adminToken: string;
let secretaryToken: string;
beforeAll(async () => {
  msg91 = await startMsg91StandIn();
  t = await createTestContext(msg91.env);
  const staff = await districtsWithSecretaries(t, ['Kannur']);
  adminToken = staff.adminToken;
  secretaryToken = staff.secretaries.Kannur?.token ?? '';
});
afterAll(async () => {
  await t.close();
  await msg91.close();
});

const national = (phone: string) => phone.replace(/^\+91/, '');
/** The code in the newest SMS the stand-in accepted for the number. */
function lastCode(phone: string): string {
  const sms = msg91.sent.filter((message) => message.mobiles === phone.replace(/^\+/, '')).at(-1);
  if (!sms) throw new Error(`no SMS to ${phone}`);
  return sms.variables.otp ?? '';
}
const smsTo = (phone: string) => msg91.sent.filter((message) => message.mobiles === phone.replace(/^\+/, ''));

const post = (url: string, body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  callWithProofOfWork(t, { method: 'POST', url, body, ...options });

/** A sign-up by number, proved by its SMS code; returns the session. */
async function phoneAccount(phone = `+91${uniquePhone()}`, name = 'Asha Kumari', password = STRONG_PASSWORD) {
  const signup = await post('/api/signup', { name, phone, password }, { ip: uniqueIp() });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const verified = await t.call({
    method: 'POST',
    url: '/api/verify-phone',
    body: { phone, otp: lastCode(phone), attempt: signup.body.data.attempt },
    ip: uniqueIp(),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { phone, session: verified.body.data };
}

const nextMinute = () => t.clock.advance(61_000);

function expectCode(result: CallResult, status: number, code: string) {
  expectErrorEnvelope(result, status);
  expect(result.body.code).toBe(code);
}

describe('sign-up and sign-in by mobile number', () => {
  it('asks for a proof of work, signs up with no e-mail, proves the number by SMS and signs in by number and password', async () => {
    const phone = `+91${uniquePhone()}`;
    const body = { name: 'Ravi Das', phone, password: STRONG_PASSWORD };
    const asked = await t.call({ method: 'POST', url: '/api/signup', body, ip: uniqueIp() });
    expectCode(asked, 429, 'CHALLENGE_REQUIRED');
    expect(Object.keys(asked.body.data.challenge).sort()).toEqual([
      'algorithm',
      'challenge',
      'maxnumber',
      'salt',
      'signature',
    ]);
    expect(smsTo(phone)).toHaveLength(0);

    const altcha = await solveProofOfWork(asked.body.data.challenge);
    const signup = await t.call({
      method: 'POST',
      url: '/api/signup',
      body: { ...body, altcha },
      ip: uniqueIp(),
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    expect(signup.body.data).toMatchObject({ phone, email: '' });
    // The same solution does not pay for a second call.
    expectCode(
      await t.call({ method: 'POST', url: '/api/signup', body: { ...body, altcha }, ip: uniqueIp() }),
      400,
      'CHALLENGE_FAILED',
    );

    const [sms] = smsTo(phone);
    expect(sms).toMatchObject({ dltTemplateId: msg91.dltTemplateOf('verify_phone', 'en'), unicode: false });
    expect(sms?.variables.otp).toMatch(/^\d{6}$/);
    expect(sms?.variables.minutes).toBe('10');

    const signIn = (password = STRONG_PASSWORD) =>
      t.call({
        method: 'POST',
        url: '/api/login',
        body: { phone: national(phone), password },
        ip: uniqueIp(),
      });
    expectCode(await signIn(), 403, 'PHONE_UNVERIFIED');

    const verified = await t.call({
      method: 'POST',
      url: '/api/verify-phone',
      body: { phone, otp: sms?.variables.otp, attempt: signup.body.data.attempt },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toMatchObject({
      name: 'Ravi Das',
      phone,
      email: '',
      phoneVerified: true,
      emailVerified: false,
    });
    expect(verified.body.data.accessToken).toBeTruthy();

    const login = await signIn();
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.data).toMatchObject({ _id: verified.body.data._id, phoneVerified: true });
    expectCode(await signIn('not-the-password-1'), 401, 'INVALID_CREDENTIALS');
  });

  it('an account made by e-mail and not verified, signing in by its number, gets its code by e-mail', async () => {
    const phone = `+91${uniquePhone()}`;
    const email = `by.mail.${Date.now()}@example.in`;
    const signup = await t.call({
      method: 'POST',
      url: '/api/signup',
      body: { name: 'Mail First', email, phone, password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    expect(signup.status).toBe(201);
    nextMinute();
    const login = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { phone, password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    expectCode(login, 403, 'EMAIL_UNVERIFIED');
    expect(login.body.data).toMatchObject({ email, attempt: signup.body.data.attempt, codeSent: true });
    expect(smsTo(phone)).toHaveLength(0);
  });

  it('words the code in Hindi for a Hindi reader, sent as Unicode with the Hindi DLT template', async () => {
    const phone = `+91${uniquePhone()}`;
    const signup = await post(
      '/api/signup',
      { name: 'Sunita Devi', phone, password: STRONG_PASSWORD },
      { ip: uniqueIp(), headers: { cookie: 'lang=hi' } },
    );
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const [sms] = smsTo(phone);
    expect(sms).toMatchObject({ dltTemplateId: msg91.dltTemplateOf('verify_phone', 'hi'), unicode: true });
  });

  it('normalises numbers written with spaces, dashes, +91, 91 or a leading 0, and refuses landlines and other countries naming the field', async () => {
    const { phone } = await phoneAccount();
    for (const written of [
      `0${national(phone)}`,
      `+91 ${national(phone).slice(0, 5)} ${national(phone).slice(5)}`,
      `91-${national(phone)}`,
      `(+91) ${national(phone)}`,
    ]) {
      const login = await t.call({
        method: 'POST',
        url: '/api/login',
        body: { phone: written, password: STRONG_PASSWORD },
        ip: uniqueIp(),
      });
      expect(login.status, `${written}: ${JSON.stringify(login.body)}`).toBe(200);
      expect(login.body.data.phone).toBe(phone);
    }
    for (const refused of ['0471 2345678', '+91 471 234 5678', '12345', '98765 4321', 'नौ']) {
      const result = await t.call({
        method: 'POST',
        url: '/api/login-code',
        body: { phone: refused },
        ip: uniqueIp(),
      });
      expectCode(result, 400, 'VALIDATION_FAILED');
      expect(Object.keys(result.body.data.fields)).toEqual(['phone']);
    }
    for (const body of [
      { password: STRONG_PASSWORD },
      { email: 'both@example.in', phone, password: STRONG_PASSWORD },
    ]) {
      const neither = await t.call({ method: 'POST', url: '/api/login', body, ip: uniqueIp() });
      expectCode(neither, 400, 'VALIDATION_FAILED');
      expect(neither.body.data.fields.email).toMatch(/e-mail address or your mobile number/);
    }
    const abroad = await post('/api/login-code', { phone: '+1 415 555 0100' }, { ip: uniqueIp() });
    expectCode(abroad, 400, 'VALIDATION_FAILED');
    expect(abroad.body.data.fields.phone).toMatch(/Indian mobile numbers only/);
  });

  it('refuses a code for another number, an expired code and a used one alike', async () => {
    const first = `+91${uniquePhone()}`;
    const second = `+91${uniquePhone()}`;
    const a = await post(
      '/api/signup',
      { name: 'First Person', phone: first, password: STRONG_PASSWORD },
      { ip: uniqueIp() },
    );
    const b = await post(
      '/api/signup',
      { name: 'Second Person', phone: second, password: STRONG_PASSWORD },
      { ip: uniqueIp() },
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    const verify = (phone: string, otp: string, attempt: string) =>
      t.call({ method: 'POST', url: '/api/verify-phone', body: { phone, otp, attempt }, ip: uniqueIp() });

    expectCode(await verify(first, lastCode(second), a.body.data.attempt), 400, 'WRONG_CODE');
    expectCode(await verify(first, lastCode(second), b.body.data.attempt), 400, 'WRONG_CODE');
    expect((await verify(first, lastCode(first), a.body.data.attempt)).status).toBe(200);
    // Used: the same code again.
    expectCode(await verify(first, lastCode(first), a.body.data.attempt), 400, 'WRONG_CODE');

    t.clock.advance(10 * 60_000 + 1_000);
    expectCode(await verify(second, lastCode(second), b.body.data.attempt), 400, 'WRONG_CODE');
  });

  it('stores codes as a keyed hash, and kills a code after five wrong tries', async () => {
    const { phone } = await phoneAccount();
    nextMinute();
    expect((await post('/api/login-code', { phone }, { ip: uniqueIp() })).status).toBe(200);
    const code = lastCode(phone);
    const [row] = await t.ctx.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, phone))
      .orderBy(phoneCodes.createdAt);
    const stored = (await t.ctx.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))).map(
      (r) => r.codeHash,
    );
    expect(row).toBeDefined();
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(sha256Hex(code));

    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expectCode(
        await t.call({
          method: 'POST',
          url: '/api/login-code/verify',
          body: { phone, otp: wrong },
          ip: uniqueIp(),
        }),
        400,
        'WRONG_CODE',
      );
    expectCode(
      await t.call({
        method: 'POST',
        url: '/api/login-code/verify',
        body: { phone, otp: code },
        ip: uniqueIp(),
      }),
      400,
      'WRONG_CODE',
    );
  });
});

describe('several accounts on one number', () => {
  it('a code asks which account, and the same code signs into the one chosen; the password does the same', async () => {
    const phone = `+91${uniquePhone()}`;
    const first = await phoneAccount(phone, 'Meera Nair');
    nextMinute();
    const second = await phoneAccount(phone, 'Arjun Nair');
    expect(first.session._id).not.toBe(second.session._id);

    nextMinute();
    expect((await post('/api/login-code', { phone }, { ip: uniqueIp() })).status).toBe(200);
    const otp = lastCode(phone);
    const asked = await t.call({ method: 'POST', url: '/api/login-code/verify', body: { phone, otp } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data.accessToken).toBeUndefined();
    expect(asked.body.data.accounts.map((account: { name: string }) => account.name).sort()).toEqual([
      'Arjun Nair',
      'Meera Nair',
    ]);
    const chosen = await t.call({
      method: 'POST',
      url: '/api/login-code/verify',
      body: { phone, otp, userId: second.session._id },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.data).toMatchObject({ _id: second.session._id, name: 'Arjun Nair' });
    // Used up by the sign-in.
    expectCode(
      await t.call({
        method: 'POST',
        url: '/api/login-code/verify',
        body: { phone, otp, userId: first.session._id },
      }),
      400,
      'WRONG_CODE',
    );

    const byPassword = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { phone, password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    expect(byPassword.status).toBe(200);
    expect(byPassword.body.data.accounts).toHaveLength(2);
    const picked = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { phone, password: STRONG_PASSWORD, userId: first.session._id },
      ip: uniqueIp(),
    });
    expect(picked.body.data).toMatchObject({ _id: first.session._id, name: 'Meera Nair' });
  });

  it('answers the same, and sends nothing, for a number with no account', async () => {
    const phone = `+91${uniquePhone()}`;
    const nobody = await post('/api/login-code', { phone }, { ip: uniqueIp() });
    const { phone: known } = await phoneAccount();
    nextMinute();
    const somebody = await post('/api/login-code', { phone: known }, { ip: uniqueIp() });
    expect(nobody.status).toBe(200);
    expect(nobody.body).toEqual(somebody.body);
    expect(smsTo(phone)).toHaveLength(0);
  });

  it('resets the password by a code to the number, choosing the account', async () => {
    const { phone, session } = await phoneAccount();
    nextMinute();
    expect((await post('/api/forgot-password-send-otp', { phone }, { ip: uniqueIp() })).status).toBe(200);
    const changed = await t.call({
      method: 'POST',
      url: '/api/forgot-password-change-password',
      body: { phone, otp: lastCode(phone), password: 'a-new-river-password-42' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const old = await t.call({
      method: 'GET',
      url: '/api/user/get-user-profile-data',
      token: session.accessToken,
    });
    expect(old.status).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { phone, password: 'a-new-river-password-42' },
      ip: uniqueIp(),
    });
    expect(login.status).toBe(200);
  });
});

describe('adding an e-mail address later', () => {
  it('mails a code to the address, and once verified it signs in and resets like any other', async () => {
    const { session } = await phoneAccount();
    const email = `added.${Date.now()}@example.in`;
    const token = session.accessToken;
    expect((await t.call({ method: 'POST', url: '/api/user/email', body: { email }, token })).status).toBe(
      200,
    );
    const code = await t.mailbox.latestCode(email);
    expectCode(
      await t.call({
        method: 'POST',
        url: '/api/user/email/verify',
        body: { email: `x${email}`, otp: code },
        token,
      }),
      400,
      'WRONG_CODE',
    );
    expect((await t.call({ method: 'POST', url: '/api/user/email', body: { email }, token })).status).toBe(
      429,
    );
    t.clock.advance(61_000);
    expect((await t.call({ method: 'POST', url: '/api/user/email', body: { email }, token })).status).toBe(
      200,
    );
    const verified = await t.call({
      method: 'POST',
      url: '/api/user/email/verify',
      body: { email, otp: await t.mailbox.latestCode(email) },
      token,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toMatchObject({ email, emailVerified: true, phoneVerified: true });
    const byEmail = await t.call({
      method: 'POST',
      url: '/api/login',
      body: { email, password: STRONG_PASSWORD },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data._id).toBe(session._id);
  });
});

describe('changing the number in the profile', () => {
  it('an account that signs in only by its number keeps it; with a verified e-mail the new number is not proved by typing it', async () => {
    const { session } = await phoneAccount();
    const token = session.accessToken;
    const other = uniquePhone();
    const kept = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      body: { name: session.name, phone: other },
      token,
    });
    expectCode(kept, 400, 'VALIDATION_FAILED');
    expect(kept.body.data.fields.phone).toMatch(/sign in with this number/);

    const email = `changer.${Date.now()}@example.in`;
    expect((await t.call({ method: 'POST', url: '/api/user/email', body: { email }, token })).status).toBe(
      200,
    );
    const code = await t.mailbox.latestCode(email);
    expect(
      (await t.call({ method: 'POST', url: '/api/user/email/verify', body: { email, otp: code }, token }))
        .status,
    ).toBe(200);
    const changed = await t.call({
      method: 'PATCH',
      url: '/api/user/profile',
      body: { name: session.name, phone: other },
      token,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ phone: `+91${other}`, phoneVerified: false });
  });
});

describe('a district-registered athlete takes the account over by an SMS code', () => {
  it('the code to the number on the registration signs in and ends the district’s hold, recorded as a take-over', async () => {
    const phone = `+91${uniquePhone()}`;
    const created = await t.call({
      method: 'POST',
      url: '/api/district/athletes',
      body: { name: 'Kannur Runner', phone: national(phone), email: '', district: 'Kannur' },
      token: secretaryToken,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const userId = created.body.data._id as string;
    const printed = await t.call({
      method: 'POST',
      url: `/api/district/athletes/${userId}/takeover-code`,
      token: secretaryToken,
    });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);

    expect((await post('/api/login-code', { phone }, { ip: uniqueIp() })).status).toBe(200);
    const signedIn = await t.call({
      method: 'POST',
      url: '/api/login-code/verify',
      body: { phone, otp: lastCode(phone) },
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data).toMatchObject({ _id: userId, phoneVerified: true, email: '' });

    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(account?.takenOverAt).not.toBeNull();
    expect(account?.takeoverCodeHash).toBeNull();
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.targetId, userId));
    expect(audit.find((entry) => entry.action === 'account.take_over')?.changes).toMatchObject({
      by: 'sign_in_code',
    });
    // The printed code is dead and no new one can be printed.
    const again = await t.call({
      method: 'POST',
      url: `/api/district/athletes/${userId}/takeover-code`,
      token: secretaryToken,
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });
});

describe('abuse and cost of codes by SMS', () => {
  it('one code a minute and five a day per number, each refusal said', async () => {
    const { phone } = await phoneAccount();
    const ask = () => post('/api/login-code', { phone }, { ip: uniqueIp() });
    expectCode(await ask(), 429, 'CODE_SENT_RECENTLY');
    // The sign-up's code was the first of the day.
    for (let i = 0; i < 4; i++) {
      nextMinute();
      expect((await ask()).status).toBe(200);
    }
    nextMinute();
    const over = await ask();
    expectCode(over, 429, 'CODE_SENDS_USED_UP');
    expect(over.body.data.retryAfterSeconds).toBeGreaterThan(60);
    expect(smsTo(phone)).toHaveLength(5);
  });

  it('limits the codes asked for from one network', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 60; i++)
      expect((await post('/api/login-code', { phone: `+91${uniquePhone()}` }, { ip })).status).toBe(200);
    expectCode(await post('/api/login-code', { phone: `+91${uniquePhone()}` }, { ip }), 429, 'RATE_LIMITED');
  });

  it('past the day’s SMS budget codes wait, the administrators are told once, and the dashboard says so', async () => {
    const { phone } = await phoneAccount();
    const budget = t.ctx.config.sms.dailyBudget;
    const dashboard = async () =>
      (await t.call({ method: 'GET', url: '/api/admin/dashboard', token: adminToken })).body.data.sms;
    try {
      t.ctx.config.sms.dailyBudget = (await dashboard()).sent;
      expect((await dashboard()).reached).toBe(true);
      nextMinute();
      const before = msg91.sent.length;
      const held = await post('/api/login-code', { phone }, { ip: uniqueIp() });
      expectCode(held, 503, 'SMS_PAUSED');
      nextMinute();
      expectCode(await post('/api/login-code', { phone }, { ip: uniqueIp() }), 503, 'SMS_PAUSED');
      expect(msg91.sent.length).toBe(before);
      const entries = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'sms.budget_reached'));
      expect(entries).toHaveLength(1);
      expect((await dashboard()).held).toBe(2);

      t.ctx.config.sms.dailyBudget = budget;
      expect((await dashboard()).reached).toBe(false);
      expect((await post('/api/login-code', { phone }, { ip: uniqueIp() })).status).toBe(200);
    } finally {
      t.ctx.config.sms.dailyBudget = budget;
    }
  });
});

describe('when MSG91 fails', () => {
  it('a 500 or a time-out is said at once, nothing is counted, and asking again sends the code once', async () => {
    const { phone } = await phoneAccount();
    nextMinute();
    const before = smsTo(phone).length;
    for (const fault of ['500', 'timeout'] as const) {
      if (fault === '500') msg91.failWith = 500;
      else msg91.delayMs = 1_000;
      try {
        const down = await post('/api/login-code', { phone }, { ip: uniqueIp() });
        expectCode(down, 503, 'SMS_NOT_SENT');
        expect(down.body.message).toMatch(/could not send/i);
      } finally {
        msg91.failWith = null;
        msg91.delayMs = 0;
      }
    }
    // Not a minute later: the failed sends did not use the number's minute.
    const up = await post('/api/login-code', { phone }, { ip: uniqueIp() });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(smsTo(phone).length).toBe(before + 1);
    const signedIn = await t.call({
      method: 'POST',
      url: '/api/login-code/verify',
      body: { phone, otp: lastCode(phone) },
    });
    expect(signedIn.status).toBe(200);
  });

  it('a sign-up whose code cannot go out is refused and leaves no account', async () => {
    const phone = `+91${uniquePhone()}`;
    msg91.failWith = 500;
    try {
      const signup = await post(
        '/api/signup',
        { name: 'Not Kept', phone, password: STRONG_PASSWORD },
        { ip: uniqueIp() },
      );
      expectCode(signup, 503, 'SMS_NOT_SENT');
    } finally {
      msg91.failWith = null;
    }
    expect(await t.ctx.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });
});
