import { randomBytes } from 'node:crypto';
import { errorCodeList } from '@para/contract';
import { expect } from 'vitest';
import { users } from '../src/db/schema/users.js';
import { hashPassword } from '../src/modules/auth/index.js';
import type { CallResult, TestContext } from './context.js';

export const STRONG_PASSWORD = 'monsoon-javelin-7391';

// Argon2 at the product's cost takes tens of milliseconds per hash, and a file makes dozens of users
// straight in the database: each password is hashed once per file and its (real, salted) hash reused.
const passwordHashes = new Map<string, Promise<string>>();
const hashOnce = (password: string): Promise<string> => {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
};

let counter = 0;
export const uniqueEmail = (prefix = 'athlete') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}@example.in`;

export interface UserOverrides {
  email?: string;
  name?: string;
  phone?: string;
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
      phone: overrides.phone ?? '+919876543210',
      passwordHash: await hashOnce(overrides.password ?? STRONG_PASSWORD),
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

let ipCounter = 0;
/** A client address of its own, so per-IP throttles of one test do not touch another. */
export const uniqueIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

let phoneCounter = 0;
/** A mobile number of its own: one number may sign up only a few accounts a day. */
export const uniquePhone = () => {
  phoneCounter += 1;
  return `9${String(100_000_000 + ((process.pid * 1000 + phoneCounter) % 900_000_000)).slice(-9)}`;
};

/** Signs up through the API (from an address of its own) and returns the mailed code. */
export async function signUp(t: TestContext, overrides: { email?: string; name?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const result = await t.call({
    method: 'POST',
    url: '/api/signup',
    ip: uniqueIp(),
    body: { name: overrides.name ?? 'Test Athlete', email, phone: uniquePhone(), password: STRONG_PASSWORD },
  });
  if (result.status !== 201) throw new Error(`signup failed: ${result.status} ${result.body.message}`);
  return { email, code: await t.mailbox.latestCode(email) };
}

/** A six-digit code that is certainly not `code`. */
export const otherCode = (code: string) => ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');

/**
 * The error envelope: success false, a message to show, a code from the contract's list, and data
 * present (null or an object).
 */
export function expectErrorEnvelope(result: CallResult, status: number) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.body.success).toBe(false);
  expect(typeof result.body.message).toBe('string');
  expect(result.body.message.trim().length).toBeGreaterThan(0);
  expect(result.body).toHaveProperty('data');
  expect(result.body.data === null || typeof result.body.data === 'object').toBe(true);
  expect(errorCodeList).toContain(result.body.code);
  expect(Object.keys(result.body).sort()).toEqual(['code', 'data', 'message', 'success']);
}
