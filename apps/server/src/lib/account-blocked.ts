import { type AccountBlockedData, errorCodes } from '@para/contract';
import { and, eq, gt } from 'drizzle-orm';
import { sessions } from '../db/schema/auth.js';
import { users } from '../db/schema/users.js';
import type { AppContext } from './context.js';
import { sha256Hex } from './crypto.js';
import { forbidden } from './errors.js';

/** The 403 a blocked account gets, at log-in and on any signed-in call: the reason, with a stable code. */
export function accountBlocked(user: { blockedReason: string }) {
  const data: AccountBlockedData = {
    code: errorCodes.accountBlocked,
    blocked: true,
    reason: user.blockedReason,
  };
  return forbidden(
    `Your account has been blocked${user.blockedReason ? `: ${user.blockedReason}` : '.'} Please contact the association.`,
    data,
    'ACCOUNT_BLOCKED',
  );
}

/**
 * For a token that gave no session: the blocked user it belonged to, if that is why. Blocking ends
 * the account's sessions (reason 'blocked'); a page still open with one should say why, not just fail.
 * Only asked on the failing path, so signed-in calls cost nothing more.
 */
export async function blockedUserOfToken(ctx: AppContext, header: string | string[] | undefined) {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 200) return null;
  const [row] = await ctx.db
    .select({ revokedAt: sessions.revokedAt, revokedReason: sessions.revokedReason, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), gt(sessions.expiresAt, ctx.clock.now())))
    .limit(1);
  if (!row?.user.blockedAt) return null;
  return !row.revokedAt || row.revokedReason === 'blocked' ? row.user : null;
}
