import { randomBytes } from 'node:crypto';
import type { PaymentRow } from '../../db/schema/payments.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { isTestGateway } from '../../lib/payment-gateway.js';
import { processWebhook, webhookSignature } from './webhook.js';

const TEST_WEBHOOK_DELAY_MS = 1500;

/**
 * Pays (or fails) an order on the built-in test gateway, for whoever may pay it (the athlete, or anyone
 * with a payment link), and reports the outcome by a signed webhook a moment later, as Razorpay does.
 */
export async function payOnTestGateway(ctx: AppContext, payment: PaymentRow, outcome: 'success' | 'failure') {
  const gateway = ctx.gateway;
  if (!isTestGateway(gateway)) throw notFound('The test gateway is not in use.', 'TEST_GATEWAY_OFF');
  const orderId = payment.gatewayOrderId ?? '';
  const { paymentId, signature } = await gateway.pay(orderId, outcome, ctx.clock.now());
  scheduleTestWebhook(ctx, {
    event: outcome === 'success' ? 'payment.captured' : 'payment.failed',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: payment.gatewayOrderId,
          method: 'upi',
          status: outcome === 'success' ? 'captured' : 'failed',
          ...(outcome === 'failure' ? { error_description: 'The bank declined the payment (test).' } : {}),
        },
      },
    },
  });
  return {
    message: outcome === 'success' ? 'Payment successful (test mode).' : 'The payment failed (test mode).',
    data: {
      outcome,
      orderId,
      paymentId,
      signature,
      error: outcome === 'failure' ? 'The bank declined the payment (test).' : '',
    },
  };
}

function scheduleTestWebhook(ctx: AppContext, event: Record<string, unknown>) {
  const secret = ctx.gateway.webhookSecret;
  if (!secret) return;
  const raw = JSON.stringify(event);
  const eventId = `evt_test_${randomBytes(8).toString('hex')}`;
  setTimeout(() => {
    processWebhook(ctx, raw, webhookSignature(secret, raw), eventId).catch((err: unknown) =>
      ctx.logger.warn({ err }, 'test gateway webhook not applied'),
    );
  }, TEST_WEBHOOK_DELAY_MS).unref();
}
