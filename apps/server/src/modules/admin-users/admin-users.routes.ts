import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../lib/audit.js';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { addRoute } from '../../lib/route.js';
import { findUserById, isAdminEmail, revokeUserSessions } from '../auth/index.js';
import { listUsers, setBlocked, toAdminUserRow } from './admin-users.queries.js';

export function adminUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.adminGetUsersList, async (request) => {
    const { rows, total, totalCapped } = await listUsers(ctx.db, request.query);
    return {
      data: {
        items: rows.map((user) => toAdminUserRow(user, isAdminEmail(ctx, user.email))),
        total,
        totalCapped,
        page: request.query.page,
        pageSize: request.query.pageSize,
      },
    };
  });

  addRoute(app, routes.adminUpdateUserBlockStatus, async (request) => {
    const actor = requireAuth(request).user;
    const { userId, blocked, reason } = request.body;
    if (userId === actor.id) throw badRequest('You cannot block your own account.');
    const target = await findUserById(ctx.db, userId);
    if (!target) throw notFound('No such user.');
    if (blocked && isAdminEmail(ctx, target.email)) {
      throw badRequest('Administrators cannot be blocked here; remove the address from ADMIN_EMAILS first.');
    }
    const now = ctx.clock.now();
    const updated = await ctx.db.transaction(async (tx) => {
      const row = await setBlocked(tx, userId, blocked ? now : null, blocked ? reason : '', now);
      // A blocked user's sessions end at once, not at their next login.
      if (blocked) await revokeUserSessions(tx, userId, now, 'blocked');
      await recordAudit(tx, {
        actorId: actor.id,
        action: blocked ? 'user.block' : 'user.unblock',
        targetType: 'user',
        targetId: userId,
        changes: {
          blocked: { from: target.blockedAt !== null, to: blocked },
          ...(blocked ? { reason } : {}),
        },
        at: now,
      });
      return row;
    });
    if (!updated) throw notFound('No such user.');
    return {
      message: blocked
        ? 'The user has been blocked and logged out everywhere.'
        : 'The user has been unblocked.',
      data: { _id: updated.id, blocked: updated.blockedAt !== null },
    };
  });
}
