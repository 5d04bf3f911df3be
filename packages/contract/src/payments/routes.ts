import { z } from 'zod';
import { registrationFlags } from '../registration/schemas.js';
import { noData, type RouteDef, route } from '../shared/route-def.js';
import {
  paymentOrder,
  paymentSummary,
  testGatewayOrder,
  testGatewayPayBody,
  testGatewayPayResult,
  verifyPaymentBody,
} from './schemas.js';

const tag = 'payments';

export const paymentRoutes = {
  createRegistrationPaymentOrder: route({
    method: 'POST',
    path: '/api/user/create-registration-payment-order',
    access: 'user',
    tag,
    summary: 'Create (or reuse) the order for the registration fee; the amount is set by the association',
    data: paymentOrder,
  }),
  verifyRegistrationPayment: route({
    method: 'POST',
    path: '/api/user/verify-registration-payment',
    access: 'user',
    tag,
    summary: "Check the gateway's signature over order_id|payment_id and mark the fee paid (once)",
    body: verifyPaymentBody,
    data: registrationFlags,
  }),
  getRegistrationPayments: route({
    method: 'GET',
    path: '/api/user/registration-payments',
    access: 'user',
    tag,
    summary: "The athlete's registration fee payments, newest first",
    data: z.array(paymentSummary),
  }),
  getPaymentReceipt: route({
    method: 'GET',
    path: '/api/user/payments/:paymentId/receipt.pdf',
    access: 'user',
    tag,
    summary: 'Receipt of a paid fee as a PDF',
    params: z.strictObject({ paymentId: z.uuid() }),
    data: noData,
    file: true,
  }),
  razorpayWebhook: route({
    method: 'POST',
    path: '/api/payments/razorpay/webhook',
    access: 'public',
    tag,
    summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body); each event applied once',
    data: noData,
  }),
  testGatewayOrder: route({
    method: 'GET',
    path: '/api/payments/test-gateway/orders/:orderId',
    access: 'user',
    tag,
    summary: 'Test mode only: the order shown on the test checkout page',
    params: z.strictObject({ orderId: z.string().min(1).max(64) }),
    data: testGatewayOrder,
  }),
  testGatewayPay: route({
    method: 'POST',
    path: '/api/payments/test-gateway/orders/:orderId/pay',
    access: 'user',
    tag,
    summary: 'Test mode only: pay (or fail) an order; also delivers the signed webhook, as Razorpay would',
    params: z.strictObject({ orderId: z.string().min(1).max(64) }),
    body: testGatewayPayBody,
    data: testGatewayPayResult,
  }),
} as const satisfies Record<string, RouteDef>;
