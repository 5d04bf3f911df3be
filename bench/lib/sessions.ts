// Signed-in callers for the benchmarks: an account made (or found again) by its e-mail, and a session
// token for any account, written straight to the database as a sign-in would leave them.
import { randomBytes } from 'node:crypto';
import { sessions } from '../../apps/server/src/db/schema/auth.js';
import { users } from '../../apps/server/src/db/schema/users.js';
import type { AppContext } from '../../apps/server/src/lib/context.js';
import { sha256Hex } from '../../apps/server/src/lib/crypto.js';

/** The account with this e-mail, created if missing (an administrator when ADMIN_EMAILS names it). */
export async function benchAccount(ctx: AppContext, account: { name: string; email: string; phone: string }) {
  const now = new Date();
  const [user] = await ctx.db
    .insert(users)
    .values({ ...account, passwordHash: 'x', emailVerifiedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: users.email, set: { updatedAt: now } })
    .returning();
  if (!user) throw new Error(`bench account ${account.email} not stored`);
  return user;
}

/** A session token valid for an hour. */
export async function sessionToken(ctx: AppContext, userId: string): Promise<string> {
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(sessions).values({
    userId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return token;
}

/** The administrator every benchmark signs in as (ADMIN_EMAILS must name bench-admin@bench.example.in). */
export const benchAdmin = (ctx: AppContext) =>
  benchAccount(ctx, { name: 'Bench Admin', email: 'bench-admin@bench.example.in', phone: '+919000000001' });
