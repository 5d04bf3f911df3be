import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRoute } from '../../lib/route.js';
import { isAdminEmail } from '../auth/index.js';
import { listUsers, toAdminUserRow } from './admin-users.queries.js';
import { changeBlockStatus } from './admin-users.service.js';

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
    const { blocked } = request.body;
    const data = await changeBlockStatus(ctx, requireAuth(request).user.id, request.body);
    return {
      message: blocked
        ? 'The user has been blocked and logged out everywhere.'
        : 'The user has been unblocked.',
      data,
    };
  });
}
