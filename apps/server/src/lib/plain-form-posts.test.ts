import { POSTED_FORM_FIELD } from '@para/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { plainPoster } from '../../test/plain-posts.js';
import { postedIn, standInDocuments } from '../../test/server-drawn-forms.js';
import { contactMessages } from '../db/schema/content.js';

// The contact form and the password reset posted by the browser itself, as a person without the app's
// script (not arrived yet on slow data, or turned off) posts them: the API route does the work, and the
// answer is the next page, or the same page with what was typed and what was wrong. Sign-in and
// sign-up, with the session handed to the app: modules/auth/plain-sign-in.test.ts.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({}, { documents: standInDocuments() });
});
afterAll(() => t.close());

const { post } = plainPoster(() => t);

describe('the contact form posted without the app', () => {
  it('sends the message and leads to the page that says so', async () => {
    const subject = `Plain post ${Date.now()}`;
    const response = await post('/contact', {
      [POSTED_FORM_FIELD]: 'contact',
      name: 'Farida Khan',
      email: 'farida@example.in',
      phone: '',
      subject,
      message: 'Is there a camp in Kozhikode this month?',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    const stored = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(stored).toHaveLength(1);
  });

  it('refused: the same page, with what was typed and the message on the field, and nothing sent', async () => {
    const subject = `Refused plain post ${Date.now()}`;
    const response = await post('/contact', {
      [POSTED_FORM_FIELD]: 'contact',
      name: 'Farida Khan',
      email: 'not-an-address',
      subject,
      message: 'Hello',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const posted = postedIn(response.body);
    expect(posted).toMatchObject({
      form: 'contact',
      values: { name: 'Farida Khan', email: 'not-an-address', subject, message: 'Hello' },
      status: 400,
      envelope: {
        success: false,
        code: 'VALIDATION_FAILED',
        data: { fields: { email: expect.any(String) } },
      },
    });
    const stored = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(stored).toHaveLength(0);
  });

  it('acts on no post from another site’s page, nor on a body that is not a form’s', async () => {
    const subject = `Cross-site ${Date.now()}`;
    const fields = {
      [POSTED_FORM_FIELD]: 'contact',
      name: 'A B',
      email: 'ab@example.in',
      subject,
      message: 'Sent from elsewhere',
    };
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://elsewhere.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of elsewhere) {
      const response = await post('/contact', fields, { headers });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/contact');
    }
    const tooMany = Object.fromEntries(Array.from({ length: 41 }, (_, index) => [`f${index}`, 'x']));
    expect((await post('/contact', { ...fields, ...tooMany })).headers.location).toBe('/contact');
    const stored = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
    expect(stored).toHaveLength(0);
  });
});

describe('password reset posted without the app', () => {
  it('sends the code, refuses a wrong one on the code step, sets the password and leads to sign-in', async () => {
    const email = uniqueEmail();
    await createUser(t, { email });
    const request = await post('/reset-password', { [POSTED_FORM_FIELD]: 'reset-request', login: email });
    expect(request.statusCode).toBe(200);
    expect(postedIn(request.body)).toMatchObject({ form: 'reset-request', values: { login: email } });
    const code = await t.mailbox.latestCode(email);
    const newPassword = 'kabaddi-lantern-5520';

    const wrong = await post('/reset-password', {
      [POSTED_FORM_FIELD]: 'reset-change',
      login: email,
      otp: code === '000000' ? '111111' : '000000',
      password: newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).not.toContain(newPassword);
    expect(postedIn(wrong.body)).toMatchObject({ form: 'reset-change', values: { login: email } });

    const changed = await post('/reset-password', {
      [POSTED_FORM_FIELD]: 'reset-change',
      login: email,
      otp: code,
      password: newPassword,
    });
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toBe('/login?password=changed');
    const login = await t.call({ method: 'POST', url: '/api/login', body: { email, password: newPassword } });
    expect(login.status).toBe(200);
  });

  it('a refusal names the one field: a malformed address is on the address field', async () => {
    const response = await post('/reset-password', { [POSTED_FORM_FIELD]: 'reset-request', login: 'a@b' });
    expect(response.statusCode).toBe(400);
    expect(postedIn(response.body)?.envelope.data).toMatchObject({ fields: { login: expect.any(String) } });
  });
});
