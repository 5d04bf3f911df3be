import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRoute } from '../../lib/route.js';
import { smsBudgetToday } from '../../lib/sms/budget.js';
import { listAudit } from './audit-log.js';
import { cachedDashboardStats } from './dashboard-cache.js';
import { associationSettings, updateAssociationSettings } from './settings.js';

/** What the administrators share across features: the association's settings, the audit log, the dashboard. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.adminGetSettings, async () => ({ data: await associationSettings(ctx.db) }));
  addRoute(app, routes.adminUpdateSettings, async (request) => ({
    message: 'Settings saved.',
    data: await updateAssociationSettings(ctx, requireAuth(request).user.id, request.body),
  }));

  addRoute(app, routes.adminAuditLog, async (request) => ({ data: await listAudit(ctx.db, request.query) }));
  const dashboard = cachedDashboardStats(app, ctx);
  // The SMS budget is read fresh: a banner that codes wait must not lag a minute behind.
  addRoute(app, routes.adminDashboard, async () => ({
    data: { ...(await dashboard.get()), sms: await smsBudgetToday(ctx) },
  }));
}
