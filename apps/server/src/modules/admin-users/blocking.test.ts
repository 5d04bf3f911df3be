import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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
  expectErrorEnvelope,
  loginAs,
  STRONG_PASSWORD,
  uniqueIp,
} from '../../../test/factories.js';
import { sessions } from '../../db/schema/auth.js';
import { auditEvents } from '../../db/schema/system.js';
import { users } from '../../db/schema/users.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createLoggedInUser>>;
let secondAdmin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createLoggedInUser(t, { email: ADMIN_EMAIL, name: 'Chief Administrator' });
  secondAdmin = await createUser(t, { email: SECOND_ADMIN_EMAIL, name: 'Association Secretary' });
});
afterAll(() => t.close());

const setBlock = (body: Record<string, unknown>, token = admin.token) =>
  t.call({ method: 'POST', url: '/api/admin/update-user-block-status', body, token });
const profile = (token: string) => t.call({ method: 'GET', url: '/api/user/get-user-profile-data', token });
const login = (email: string) =>
  t.call({ method: 'POST', url: '/api/login', body: { email, password: STRONG_PASSWORD }, ip: uniqueIp() });
const userRow = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditFor = (targetId: string) =>
  t.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'user'), eq(auditEvents.targetId, targetId)))
    .orderBy(auditEvents.createdAt);

describe('blocking users', () => {
  it('ends all the user’s sessions at once, login then says blocked, unblocking lets them back in; both are audited', async () => {
    const athlete = await createUser(t);
    const tokens = [await loginAs(t, athlete.email), await loginAs(t, athlete.email)];
    for (const token of tokens) expect((await profile(token)).status).toBe(200);

    const blocked = await setBlock({ userId: athlete.id, blocked: true, reason: 'Fake documents' });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({
      success: true,
      message: expect.any(String),
      data: { _id: athlete.id, blocked: true },
    });

    // The pages still open with those sessions learn why (lib/account-blocked.test.ts).
    for (const token of tokens) expectErrorEnvelope(await profile(token), 403);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, athlete.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.revokedAt).not.toBeNull();
      expect(row.revokedReason).toBe('blocked');
    }
    const stored = await userRow(athlete.id);
    expect(stored.blockedAt).not.toBeNull();
    expect(stored.blockedReason).toBe('Fake documents');

    const refused = await login(athlete.email);
    expectErrorEnvelope(refused, 403);
    expect(refused.body.message).toMatch(/blocked/i);
    expect(refused.body.message).toContain('Fake documents');

    const unblocked = await setBlock({ userId: athlete.id, blocked: false });
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.data).toEqual({ _id: athlete.id, blocked: false });
    expect((await userRow(athlete.id)).blockedAt).toBeNull();

    const back = await login(athlete.email);
    expect(back.status).toBe(200);
    expect((await profile(back.body.data.accessToken)).status).toBe(200);
    // The sessions ended by the block stay ended.
    for (const token of tokens) expectErrorEnvelope(await profile(token), 401);

    const audit = await auditFor(athlete.id);
    expect(audit.map((row) => row.action)).toEqual(['user.block', 'user.unblock']);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      targetType: 'user',
      targetId: athlete.id,
      changes: { blocked: { from: false, to: true }, reason: 'Fake documents' },
    });
    expect(audit[1]).toMatchObject({
      actorId: admin.user.id,
      changes: { blocked: { from: true, to: false } },
    });
  });

  it('a blocked user is sent no password-reset code (same answer as anyone)', async () => {
    const athlete = await createUser(t);
    expect((await setBlock({ userId: athlete.id, blocked: true, reason: 'Spam' })).status).toBe(200);
    const reset = await t.call({
      method: 'POST',
      url: '/api/forgot-password-send-otp',
      body: { email: athlete.email },
      ip: uniqueIp(),
    });
    expect(reset.status).toBe(200);
    expect(t.mailbox.countFor(athlete.email)).toBe(0);
  });

  it('an administrator cannot block themselves', async () => {
    const result = await setBlock({ userId: admin.user.id, blocked: true, reason: 'Testing' });
    expectErrorEnvelope(result, 400);
    expect((await userRow(admin.user.id)).blockedAt).toBeNull();
    expect((await profile(admin.token)).status).toBe(200);
    expect(await auditFor(admin.user.id)).toHaveLength(0);
  });

  it('an administrator cannot block another administrator', async () => {
    const secondToken = await loginAs(t, SECOND_ADMIN_EMAIL);
    const result = await setBlock({ userId: secondAdmin.id, blocked: true, reason: 'Testing' });
    expectErrorEnvelope(result, 400);
    expect((await userRow(secondAdmin.id)).blockedAt).toBeNull();
    expect((await profile(secondToken)).status).toBe(200);
    expect(await auditFor(secondAdmin.id)).toHaveLength(0);

    // Nor the other way round.
    const back = await setBlock({ userId: admin.user.id, blocked: true, reason: 'Testing' }, secondToken);
    expectErrorEnvelope(back, 400);
    expect((await userRow(admin.user.id)).blockedAt).toBeNull();
  });

  it('blocking needs a reason (400 naming data.fields.reason)', async () => {
    const athlete = await createUser(t);
    const token = await loginAs(t, athlete.email);
    for (const body of [
      { userId: athlete.id, blocked: true },
      { userId: athlete.id, blocked: true, reason: '' },
      { userId: athlete.id, blocked: true, reason: '    ' },
    ]) {
      const result = await setBlock(body);
      expectErrorEnvelope(result, 400);
      expect(result.body.data.fields.reason).toBeTruthy();
    }
    const tooLong = await setBlock({ userId: athlete.id, blocked: true, reason: 'x'.repeat(501) });
    expectErrorEnvelope(tooLong, 400);
    expect(tooLong.body.data.fields.reason).toBeTruthy();

    expect((await userRow(athlete.id)).blockedAt).toBeNull();
    expect((await profile(token)).status).toBe(200);
    expect(await auditFor(athlete.id)).toHaveLength(0);
  });

  it('an unknown user id is 404 and a malformed one 400', async () => {
    expectErrorEnvelope(await setBlock({ userId: randomUUID(), blocked: true, reason: 'x' }), 404);
    const malformed = await setBlock({ userId: 'not-a-uuid', blocked: true, reason: 'x' });
    expectErrorEnvelope(malformed, 400);
    expect(malformed.body.data.fields.userId).toBeTruthy();
  });
});
