import { randomBytes } from 'node:crypto';
import { users } from '../src/db/schema/users.js';
import { hashPassword } from '../src/modules/auth/index.js';
import type { TestContext } from './context.js';

export const STRONG_PASSWORD = 'monsoon-javelin-7391';

let counter = 0;
export const uniqueEmail = (prefix = 'athlete') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}@example.in`;

export interface UserOverrides {
  email?: string;
  name?: string;
  password?: string;
  verified?: boolean;
  blockedReason?: string;
}

/** A user written straight into the database (for tests about something other than signing up). */
export async function createUser(t: TestContext, overrides: UserOverrides = {}) {
  const now = t.clock.now();
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      name: overrides.name ?? 'Test Athlete',
      email: (overrides.email ?? uniqueEmail()).toLowerCase(),
      phone: '+919876543210',
      passwordHash: await hashPassword(overrides.password ?? STRONG_PASSWORD),
      emailVerifiedAt: overrides.verified === false ? null : now,
      blockedAt: overrides.blockedReason ? now : null,
      blockedReason: overrides.blockedReason ?? '',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, password: overrides.password ?? STRONG_PASSWORD };
}

/** Logs a user in through the API and returns the session token. */
export async function loginAs(t: TestContext, email: string, password = STRONG_PASSWORD): Promise<string> {
  const result = await t.call({ method: 'POST', url: '/api/login', body: { email, password } });
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.body.message}`);
  return result.body.data.accessToken as string;
}

/** A verified user and a live token. */
export async function createLoggedInUser(t: TestContext, overrides: UserOverrides = {}) {
  const user = await createUser(t, overrides);
  return { user, token: await loginAs(t, user.email, user.password) };
}
