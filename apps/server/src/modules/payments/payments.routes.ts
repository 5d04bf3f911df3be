import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { paymentsAdminRoutes } from './admin.routes.js';
import { purposeDescription } from './payable.js';
import { findPaymentByOrder } from './payments.queries.js';
import {
  createRegistrationOrder,
  receiptOf,
  registrationPaymentsOf,
  verifyRegistrationPayment,
} from './payments.service.js';
import { receiptPdf } from './receipt-pdf.js';
import { payOnTestGateway } from './test-gateway-pay.js';
import { processWebhook } from './webhook.js';

const ASSOCIATION = 'Para Sports Association';

/** Registration fee: orders, verification, webhook, receipts, the built-in test gateway, and the administrators' payments. */
export function paymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.createRegistrationPaymentOrder, async (request) => ({
    data: await createRegistrationOrder(ctx, requireAuth(request).user.id),
  }));

  addRoute(app, routes.verifyRegistrationPayment, async (request) => ({
    message: 'Thank you. Your registration fee has been received.',
    data: await verifyRegistrationPayment(ctx, requireAuth(request).user, request.body),
  }));

  addRoute(app, routes.getRegistrationPayments, async (request) => ({
    data: await registrationPaymentsOf(ctx, requireAuth(request).user.id),
  }));

  addRawRoute(app, routes.getPaymentReceipt, async (request, reply) => {
    const { payment, payer } = await receiptOf(ctx, requireAuth(request), request.params.paymentId);
    const bytes = await receiptPdf(payment, payer, ASSOCIATION);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="receipt-${payment.receiptNumber}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(bytes));
  });

  // The webhook needs the exact bytes Razorpay signed, so this route reads its body as text.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    addRawRoute(scope, routes.razorpayWebhook, async (request, reply) => {
      const signature = request.headers['x-razorpay-signature'];
      const eventId = request.headers['x-razorpay-event-id'];
      const outcome = await processWebhook(
        ctx,
        typeof request.body === 'string' ? request.body : '',
        Array.isArray(signature) ? signature[0] : signature,
        Array.isArray(eventId) ? eventId[0] : eventId,
      );
      return reply.send({ success: true, message: `Webhook ${outcome}.`, data: null });
    });
  });

  addRoute(app, routes.testGatewayOrder, async (request) => {
    const payment = await testOrderOf(ctx, requireAuth(request).user.id, request.params.orderId);
    return {
      data: {
        orderId: payment.gatewayOrderId ?? '',
        amountPaise: payment.amountPaise,
        description: purposeDescription(payment),
        status: payment.status,
      },
    };
  });

  addRoute(app, routes.testGatewayPay, async (request) => {
    const payment = await testOrderOf(ctx, requireAuth(request).user.id, request.params.orderId);
    return payOnTestGateway(ctx, payment, request.body.outcome);
  });

  paymentsAdminRoutes(app, ctx);
}

async function testOrderOf(ctx: AppContext, userId: string, orderId: string) {
  if (ctx.gateway.kind !== 'test') throw notFound('The test gateway is not in use.', 'TEST_GATEWAY_OFF');
  const payment = await findPaymentByOrder(ctx.db, orderId);
  if (!payment || payment.userId !== userId) throw notFound('No such order.');
  return payment;
}
