import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSignature, type GatewayPaymentStatus } from '../../lib/payment-gateway.js';
import { webhookSignature } from './webhook.js';

/**
 * A local stand-in for the few endpoints of Razorpay's API the adapter calls (create an order, an
 * order's payments, one payment), so the server tests drive the real adapter over HTTP. It checks what
 * it is sent as Razorpay does (the key pair, the fields of an order, refusing unknown ones), and lets a
 * test play the bank: authorize a payment on an order, capture it later, and word the webhooks.
 */

export interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  /** What the portal asked: 1 for automatic capture, undefined when it did not say. */
  payment_capture: number | boolean | undefined;
}

interface StandInPayment {
  id: string;
  order_id: string;
  amount: number;
  status: GatewayPaymentStatus;
  method: string;
}

export interface RazorpayStandIn {
  /** The environment that points a portal at this stand-in. */
  env: Record<string, string>;
  keySecret: string;
  orders: Map<string, StandInOrder>;
  /** Every call received, in order: method, path, and whether it carried the right key pair. */
  calls: { method: string; path: string; authenticated: boolean }[];
  /** While true, every call is answered 503, as in an outage of Razorpay's API. */
  outage: boolean;
  /** The bank authorizes a payment on the order; returns what Checkout hands the browser. */
  authorize(orderId: string): { paymentId: string; signature: string };
  /** The money passes to the association. */
  capture(paymentId: string): void;
  /** A webhook as Razorpay words and signs it, about the payment as it now stands. */
  webhook(
    event: 'payment.authorized' | 'payment.captured' | 'order.paid',
    paymentId: string,
  ): { raw: string; signature: string };
  close(): Promise<void>;
}

const ORDER_FIELDS = new Set([
  'amount',
  'currency',
  'receipt',
  'notes',
  'partial_payment',
  'payment_capture',
]);

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const refuse = (response: ServerResponse, status: number, description: string) =>
  send(response, status, { error: { code: 'BAD_REQUEST_ERROR', description } });

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const keyId = `rzp_test_${randomBytes(6).toString('hex')}`;
  const keySecret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const expectedAuthorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const orders = new Map<string, StandInOrder>();
  const paymentsById = new Map<string, StandInPayment>();
  const calls: RazorpayStandIn['calls'] = [];

  function createOrder(body: unknown, response: ServerResponse) {
    const input = (body ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(input).filter((key) => !ORDER_FIELDS.has(key));
    if (unknown.length > 0)
      return refuse(response, 400, `${unknown[0]} is/are not required and should not be sent`);
    if (!Number.isInteger(input.amount) || (input.amount as number) < 100)
      return refuse(response, 400, 'The amount must be atleast INR 1.00');
    if (input.currency !== 'INR') return refuse(response, 400, 'The currency is invalid');
    if (typeof input.receipt !== 'string' || input.receipt.length > 40)
      return refuse(response, 400, 'The receipt may not be greater than 40 characters');
    const order: StandInOrder = {
      id: `order_${randomBytes(7).toString('hex')}`,
      amount: input.amount as number,
      currency: input.currency,
      receipt: input.receipt,
      notes: (input.notes ?? {}) as Record<string, string>,
      payment_capture: input.payment_capture as StandInOrder['payment_capture'],
    };
    orders.set(order.id, order);
    send(response, 200, {
      ...order,
      entity: 'order',
      amount_paid: 0,
      amount_due: order.amount,
      status: 'created',
    });
  }

  const paymentEntity = (payment: StandInPayment) => ({
    ...payment,
    entity: 'payment',
    currency: 'INR',
    captured: payment.status === 'captured',
  });

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const authenticated = request.headers.authorization === expectedAuthorization;
    calls.push({ method: request.method ?? '', path: url.pathname, authenticated });
    if (standIn.outage) return refuse(response, 503, 'Service unavailable');
    if (!authenticated) return refuse(response, 401, 'Authentication failed');
    const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
    const onePayment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/v1/orders') {
      bodyOf(request).then(
        (body) => createOrder(body, response),
        () => refuse(response, 400, 'The request body is not valid JSON'),
      );
    } else if (request.method === 'GET' && orderPayments) {
      const orderId = decodeURIComponent(orderPayments[1] ?? '');
      if (!orders.has(orderId)) return refuse(response, 400, 'The id provided does not exist');
      const items = [...paymentsById.values()].filter((payment) => payment.order_id === orderId);
      send(response, 200, { entity: 'collection', count: items.length, items: items.map(paymentEntity) });
    } else if (request.method === 'GET' && onePayment) {
      const payment = paymentsById.get(decodeURIComponent(onePayment[1] ?? ''));
      if (!payment) return refuse(response, 400, 'The id provided does not exist');
      send(response, 200, paymentEntity(payment));
    } else {
      refuse(response, 404, 'The requested URL was not found on the server.');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const paymentNamed = (paymentId: string) => {
    const payment = paymentsById.get(paymentId);
    if (!payment) throw new Error(`the stand-in holds no payment ${paymentId}`);
    return payment;
  };

  const standIn: RazorpayStandIn = {
    outage: false,
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}/v1`,
      PAYMENTS_GATEWAY: 'razorpay',
    },
    keySecret,
    orders,
    calls,
    authorize(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the stand-in holds no order ${orderId}`);
      const payment: StandInPayment = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        order_id: orderId,
        amount: order.amount,
        status: 'authorized',
        method: 'upi',
      };
      paymentsById.set(payment.id, payment);
      return { paymentId: payment.id, signature: checkoutSignature(keySecret, orderId, payment.id) };
    },
    capture(paymentId) {
      paymentNamed(paymentId).status = 'captured';
    },
    webhook(event, paymentId) {
      const payment = paymentNamed(paymentId);
      const raw = JSON.stringify({
        entity: 'event',
        event,
        payload: {
          payment: { entity: paymentEntity(payment) },
          ...(event === 'order.paid' ? { order: { entity: { id: payment.order_id, status: 'paid' } } } : {}),
        },
      });
      return { raw, signature: webhookSignature(webhookSecret, raw) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // The adapter's fetch keeps its connection open for the next call.
        server.closeAllConnections();
      }),
  };
  return standIn;
}
