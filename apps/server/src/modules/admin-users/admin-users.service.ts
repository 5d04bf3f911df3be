import { auditedWrite } from '../../lib/audit.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findUserById, isAdminEmail, revokeUserSessions } from '../auth/index.js';
import { setBlocked } from './admin-users.queries.js';

/**
 * Blocks or unblocks an account. Nobody blocks themselves, and an administrator named in ADMIN_EMAILS
 * cannot be blocked here; a blocked user's sessions end at once, not at their next login.
 */
export async function changeBlockStatus(
  ctx: AppContext,
  actorId: string,
  input: { userId: string; blocked: boolean; reason: string },
) {
  const { userId, blocked, reason } = input;
  if (userId === actorId) throw badRequest('You cannot block your own account.', null, 'CANNOT_BLOCK_SELF');
  const target = await findUserById(ctx.db, userId);
  if (!target) throw notFound('No such user.');
  if (blocked && isAdminEmail(ctx, target.email)) {
    throw badRequest(
      'Administrators cannot be blocked here; remove the address from ADMIN_EMAILS first.',
      null,
      'CANNOT_BLOCK_ADMIN',
    );
  }
  const now = ctx.clock.now();
  const updated = await auditedWrite(
    ctx.db,
    { actorId, action: blocked ? 'user.block' : 'user.unblock', targetType: 'user', at: now },
    async (tx) => {
      const row = await setBlocked(tx, userId, blocked ? now : null, blocked ? reason : '', now);
      if (blocked) await revokeUserSessions(tx, userId, now, 'blocked');
      return {
        result: row,
        targetId: userId,
        changes: {
          blocked: { from: target.blockedAt !== null, to: blocked },
          ...(blocked ? { reason } : {}),
        },
      };
    },
  );
  if (!updated) throw notFound('No such user.');
  return { _id: updated.id, blocked: updated.blockedAt !== null };
}
