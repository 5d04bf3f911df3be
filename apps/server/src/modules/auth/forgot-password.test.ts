import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import {
  createUser,
  expectErrorEnvelope,
  loginAs,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '../../../test/factories.js';

const NEW_PASSWORD = 'cricket-lantern-4417';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const sendReset = (email: string) =>
  t.call({ method: 'POST', url: '/api/forgot-password-send-otp', body: { email }, ip: uniqueIp() });
const changePassword = (email: string, otp: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/forgot-password-change-password',
    body: { email, otp, password },
    ip: uniqueIp(),
  });
const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/login', body: { email, password }, ip: uniqueIp() });
const profile = (token: string) => t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token });

describe('forgot password', () => {
  it('answers 200 with the same message for a known and an unknown address, and mails only the known one', async () => {
    const user = await createUser(t);
    const unknownEmail = uniqueEmail('ghost');
    const known = await sendReset(user.email);
    const unknown = await sendReset(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ success: true, message: expect.any(String), data: null });
    expect(known.body.message.length).toBeGreaterThan(0);

    const mail = await t.mailbox.waitFor(user.email);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(t.mailbox.countFor(user.email)).toBe(1);
    expect(t.mailbox.countFor(unknownEmail)).toBe(0);
    expect(t.mailbox.messages.some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it('sets the new password with the code: the old one fails, the new one works', async () => {
    const user = await createUser(t);
    expect((await sendReset(user.email.toUpperCase())).status).toBe(200);
    const code = await t.mailbox.latestCode(user.email);
    const changed = await changePassword(user.email, code, NEW_PASSWORD);
    expect(changed.status).toBe(200);
    expect(changed.body.success).toBe(true);

    expectErrorEnvelope(await login(user.email, STRONG_PASSWORD), 401);
    const fresh = await login(user.email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data._id).toBe(user.id);
  });

  it('refuses a common password with a field error and keeps the code usable', async () => {
    const user = await createUser(t);
    await sendReset(user.email);
    const code = await t.mailbox.latestCode(user.email);
    const common = await changePassword(user.email, code, 'password123');
    expectErrorEnvelope(common, 400);
    expect(common.body.data.fields.password).toMatch(/too common/i);
    expectErrorEnvelope(await login(user.email, 'password123'), 401);
    expect((await login(user.email, STRONG_PASSWORD)).status).toBe(200);

    expect((await changePassword(user.email, code, NEW_PASSWORD)).status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a too-short password naming the field', async () => {
    const user = await createUser(t);
    const result = await changePassword(user.email, '123456', 'short');
    expectErrorEnvelope(result, 400);
    expect(result.body.data.fields.password).toBeTruthy();
  });

  it('ends every earlier session of the user (401 on the profile)', async () => {
    const user = await createUser(t);
    const tokens = [await loginAs(t, user.email), await loginAs(t, user.email), await loginAs(t, user.email)];
    for (const token of tokens) expect((await profile(token)).status).toBe(200);
    const other = await createUser(t);
    const otherToken = await loginAs(t, other.email);

    await sendReset(user.email);
    const code = await t.mailbox.latestCode(user.email);
    expect((await changePassword(user.email, code, NEW_PASSWORD)).status).toBe(200);

    for (const token of tokens) expectErrorEnvelope(await profile(token), 401);
    expect((await profile(otherToken)).status).toBe(200);
    const fresh = await loginAs(t, user.email, NEW_PASSWORD);
    expect((await profile(fresh)).status).toBe(200);
  });
});
