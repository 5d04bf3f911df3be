import { POSTED_FORM_FIELD } from '@para/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { createUser, STRONG_PASSWORD, uniqueEmail, uniqueIp } from '../../../test/factories.js';
import { plainPoster, setCookies } from '../../../test/plain-posts.js';
import { postedIn, standInDocuments } from '../../../test/server-drawn-forms.js';

// Sign-in and sign-up posted by the browser without the app's script (lib/plain-form-posts.ts), and
// the session such a sign-in hands to the app by cookie (session-handover.ts): who else could use the
// cookie, from which page, in which order of events.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({}, { documents: standInDocuments() });
});
afterAll(() => t.close());

const { post, handover } = plainPoster(() => t);

describe('sign-in and sign-up posted without the app', () => {
  it('a wrong password: the page again with the address, never the password', async () => {
    const email = uniqueEmail();
    await createUser(t, { email });
    const response = await post('/login', {
      [POSTED_FORM_FIELD]: 'login',
      login: email,
      password: 'wrong-password-9921',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('wrong-password-9921');
    expect(postedIn(response.body)).toMatchObject({
      form: 'login',
      values: { login: email },
      envelope: { success: false, code: 'INVALID_CREDENTIALS' },
    });
    expect(postedIn(response.body)?.values).not.toHaveProperty('password');
    expect(setCookies(response)).toEqual([]);
  });

  it('signs in, leads to the page for where the person is, and hands the session to the app, clearing its cookies', async () => {
    const email = uniqueEmail();
    await createUser(t, { email });
    const response = await post('/login', {
      [POSTED_FORM_FIELD]: 'login',
      login: email,
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/account-setup');
    const cookies = setCookies(response);
    const session = cookies.find((cookie) => cookie.startsWith('session_handover='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session).toMatch(/Path=\/api\/session\/handover/);
    expect(cookies.find((cookie) => cookie.startsWith('session_handover_waiting=1'))).not.toMatch(/HttpOnly/);

    const handed = decodeURIComponent(/session_handover=([^;]*)/.exec(cookies.join('\n'))?.[1] ?? '');
    const first = await handover(cookies);
    expect(first.statusCode).toBe(200);
    const record = first.json().data;
    expect(record).toMatchObject({ email, accessToken: expect.any(String) });
    // The cookies are cleared with the answer.
    expect(setCookies(first).every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    const profile = await t.call({
      method: 'GET',
      url: '/api/user/get-user-profile-data',
      token: record.accessToken,
    });
    expect(profile.status).toBe(200);
    // The app gets a session of its own; the cookie's ended with the handover, so it works once.
    expect(record.accessToken).not.toBe(handed);
    const old = await t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token: handed });
    expect(old.status).toBe(401);
    expect((await handover(cookies)).statusCode).toBe(401);
  });

  it('a handover asked for twice at once gives one session', async () => {
    const email = uniqueEmail();
    await createUser(t, { email });
    const cookies = setCookies(
      await post('/login', { [POSTED_FORM_FIELD]: 'login', login: email, password: STRONG_PASSWORD }),
    );
    const answers = await Promise.all([handover(cookies), handover(cookies), handover(cookies)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('a sign-in posted from another site’s page starts no session and sets no cookie', async () => {
    const email = uniqueEmail();
    await createUser(t, { email });
    const fields = { [POSTED_FORM_FIELD]: 'login', login: email, password: STRONG_PASSWORD };
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://elsewhere.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      // A page of a neighbouring subdomain.
      { 'sec-fetch-site': 'same-site', origin: 'http://shop.portal.example.in' },
      // The right host under another scheme.
      { origin: 'https://portal.example.in' },
    ];
    for (const headers of elsewhere) {
      const response = await post('/login', fields, { headers });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/login');
      expect(setCookies(response)).toEqual([]);
    }
    // A post naming no form of the page (one that needs the app) is not acted on either.
    const unnamed = await post('/login', { login: email, password: STRONG_PASSWORD });
    expect(unnamed.headers.location).toBe('/login');
    expect(setCookies(unnamed)).toEqual([]);
  });

  it('a page drawn with a post is kept by no cache', async () => {
    const response = await post('/contact', { [POSTED_FORM_FIELD]: 'contact', name: 'A', email: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the handover gives nothing without the cookie, for a made-up one, or for a session that ended', async () => {
    expect((await handover([])).statusCode).toBe(401);
    expect((await handover(['session_handover=made-up-token'])).statusCode).toBe(401);
    const email = uniqueEmail();
    await createUser(t, { email });
    const cookies = setCookies(
      await post('/login', { [POSTED_FORM_FIELD]: 'login', login: email, password: STRONG_PASSWORD }),
    );
    const token = decodeURIComponent(/session_handover=([^;]*)/.exec(cookies.join('\n'))?.[1] ?? '');
    await t.call({ method: 'POST', url: '/api/logout', token });
    expect((await handover(cookies)).statusCode).toBe(401);
  });

  it('an address not yet verified: the sign-in page at the code step, with the attempt its code names', async () => {
    const email = uniqueEmail();
    await t.call({
      method: 'POST',
      url: '/api/signup',
      body: { name: 'Meena Pillai', email, phone: '9876501299', password: STRONG_PASSWORD },
      ip: uniqueIp(),
    });
    const response = await post('/login', {
      [POSTED_FORM_FIELD]: 'login',
      login: email,
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(postedIn(response.body)).toMatchObject({
      form: 'login',
      envelope: { success: false, code: 'EMAIL_UNVERIFIED', data: { attempt: expect.any(String) } },
    });
  });

  it('sign-up: the code step carries the address and its attempt, and the code signs in', async () => {
    const email = uniqueEmail();
    const signup = await post('/register', {
      [POSTED_FORM_FIELD]: 'signup',
      name: 'Ravi Kumar',
      phone: '9876501234',
      email,
      password: STRONG_PASSWORD,
    });
    expect(signup.statusCode).toBe(201);
    const started = postedIn(signup.body);
    expect(started).toMatchObject({ form: 'signup', envelope: { success: true, data: { email } } });
    expect(signup.body).not.toContain(STRONG_PASSWORD);
    const attempt = (started?.envelope.data as { attempt?: string } | undefined)?.attempt ?? '';
    expect(attempt).toMatch(/^[0-9a-f-]{36}$/);

    const code = await t.mailbox.latestCode(email);
    const wrong = await post('/register', {
      [POSTED_FORM_FIELD]: 'verify-email',
      email,
      attempt,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(postedIn(wrong.body)).toMatchObject({ form: 'verify-email', values: { email, attempt } });
    expect(postedIn(wrong.body)?.values).not.toHaveProperty('otp');

    const verified = await post('/register', {
      [POSTED_FORM_FIELD]: 'verify-email',
      email,
      attempt,
      otp: code,
    });
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/account-setup');
    expect((await handover(setCookies(verified))).json().data).toMatchObject({ email, emailVerified: true });
  });
});

describe('on an https site', () => {
  let https: TestContext;
  beforeAll(async () => {
    https = await createTestContext(
      { PUBLIC_URL: 'https://portal.example.in' },
      { documents: standInDocuments() },
    );
  });
  afterAll(() => https.close());

  it('the handover cookie is Secure and __Host- prefixed: no neighbouring subdomain can plant one', async () => {
    const email = uniqueEmail();
    await createUser(https, { email });
    const response = await https.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: uniqueIp(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://portal.example.in',
        host: 'portal.example.in',
      },
      payload: new URLSearchParams({
        [POSTED_FORM_FIELD]: 'login',
        login: email,
        password: STRONG_PASSWORD,
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const cookies = setCookies(response);
    const session = cookies.find((cookie) => cookie.startsWith('__Host-session_handover='));
    expect(session).toMatch(/; Path=\/;.*HttpOnly; Secure/);
    expect(session).not.toMatch(/Domain=/);
    expect(cookies.find((cookie) => cookie.startsWith('session_handover_waiting='))).toMatch(/Secure/);
    // The unprefixed name (which a subdomain could set) is not read.
    const token = /__Host-session_handover=([^;]*)/.exec(session ?? '')?.[1] ?? '';
    const planted = await https.app.inject({
      method: 'POST',
      url: '/api/session/handover',
      headers: { cookie: `session_handover=${token}` },
    });
    expect(planted.statusCode).toBe(401);
    const handed = await https.app.inject({
      method: 'POST',
      url: '/api/session/handover',
      headers: { cookie: `__Host-session_handover=${token}` },
    });
    expect(handed.json().data).toMatchObject({ email });
  });
});
