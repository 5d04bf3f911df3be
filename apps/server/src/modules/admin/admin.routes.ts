import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { listAudit } from './audit-log.js';
import { paymentsCsv, paymentsXlsx } from './export.js';
import { dashboardStats } from './overview.js';
import { changePaymentStatus, listPayments, paymentDetail, recordOfflinePayment } from './payments-admin.js';
import { registrationsQueue } from './queue.js';
import { adminSavePage } from './registration-edit.js';
import { searchUid } from './search.js';
import { associationSettings, updateAssociationSettings } from './settings.js';

/** The administrators' API beyond users: review queue, page edits, payments, settings, audit, dashboard, search. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.adminGetUsersRegistrationsList, async (request) => ({
    data: await registrationsQueue(ctx.db, request.query),
  }));

  addRoute(app, routes.adminUpdateRegistrationPage1, async (request) => ({
    message: 'Page 1 saved; the change is in the audit log.',
    data: await adminSavePage(ctx, requireAuth(request).user.id, request.body.userId, 1, request.body.page),
  }));
  addRoute(app, routes.adminUpdateRegistrationPage2, async (request) => ({
    message: 'Page 2 saved; the change is in the audit log.',
    data: await adminSavePage(ctx, requireAuth(request).user.id, request.body.userId, 2, request.body.page),
  }));
  addRoute(app, routes.adminUpdateRegistrationPage3, async (request) => ({
    message: 'Page 3 saved; the change is in the audit log.',
    data: await adminSavePage(ctx, requireAuth(request).user.id, request.body.userId, 3, request.body.page),
  }));

  // JSON by default; format=csv or xlsx answers with the whole filtered list as a file.
  addRawRoute(app, routes.adminPayments, async (request, reply) => {
    const query = request.query;
    if (query.format === 'json') {
      return reply.send({ success: true, message: 'OK', data: await listPayments(ctx.db, query) });
    }
    const { items } = await listPayments(ctx.db, query, true);
    const stamp = ctx.clock.now().toISOString().slice(0, 10);
    if (query.format === 'csv') {
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payments-${stamp}.csv"`)
        .send(paymentsCsv(items));
    }
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="payments-${stamp}.xlsx"`)
      .send(await paymentsXlsx(items));
  });

  addRoute(app, routes.adminRecordOfflinePayment, async (request) => ({
    message: 'The offline payment has been recorded and the fee marked paid.',
    data: await recordOfflinePayment(ctx, requireAuth(request).user.id, request.body),
  }));

  addRoute(app, routes.adminPayment, async (request) => ({
    data: await paymentDetail(ctx.db, request.params.paymentId),
  }));

  addRoute(app, routes.adminPaymentStatus, async (request) => ({
    message: 'The payment status has been changed.',
    data: await changePaymentStatus(
      ctx,
      requireAuth(request).user.id,
      request.params.paymentId,
      request.body,
    ),
  }));

  addRoute(app, routes.adminGetSettings, async () => ({ data: await associationSettings(ctx.db) }));
  addRoute(app, routes.adminUpdateSettings, async (request) => ({
    message: 'Settings saved.',
    data: await updateAssociationSettings(ctx, requireAuth(request).user.id, request.body),
  }));

  addRoute(app, routes.adminAuditLog, async (request) => ({ data: await listAudit(ctx.db, request.query) }));
  addRoute(app, routes.adminDashboard, async () => ({
    data: await dashboardStats(ctx.db, ctx.clock.now(), ctx.config.adminEmails),
  }));
  addRoute(app, routes.adminSearchUid, async (request) => ({
    data: await searchUid(ctx.db, request.query.q),
  }));
}
