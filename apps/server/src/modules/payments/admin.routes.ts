import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { changePaymentStatus, listPayments, paymentDetail, recordOfflinePayment } from './admin.service.js';
import { paymentsCsv, paymentsXlsx } from './export.js';

/** The administrators' payments: the list and its exports, one payment's detail, offline payments, refunds. */
export function paymentsAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
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
}
