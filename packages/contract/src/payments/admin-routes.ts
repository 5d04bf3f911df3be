import { z } from 'zod';
import { type RouteDef, route } from '../shared/route-def.js';
import {
  offlinePaymentBody,
  paymentDetail,
  paymentStatusBody,
  paymentsList,
  paymentsQuery,
} from './admin-schemas.js';

const tag = 'admin';

/** The administrators' payments: the list and its exports, one payment, offline payments, status changes. */
export const paymentAdminRoutes = {
  adminPayments: route({
    method: 'GET',
    path: '/api/admin/payments',
    access: 'admin',
    tag,
    summary: 'Payments with filters and totals; format=csv or xlsx exports the whole filtered list',
    query: paymentsQuery,
    data: paymentsList,
  }),
  adminRecordOfflinePayment: route({
    method: 'POST',
    path: '/api/admin/payments',
    access: 'admin',
    tag,
    summary: "Record an offline payment (cash, UPI, bank transfer…) that completes the athlete's fee",
    body: offlinePaymentBody,
    data: paymentDetail,
    status: 201,
  }),
  adminPayment: route({
    method: 'GET',
    path: '/api/admin/payments/:paymentId',
    access: 'admin',
    tag,
    summary: 'One payment with its full timeline',
    params: z.strictObject({ paymentId: z.uuid() }),
    data: paymentDetail,
  }),
  adminPaymentStatus: route({
    method: 'POST',
    path: '/api/admin/payments/:paymentId/status',
    access: 'admin',
    tag,
    summary:
      'Mark a payment refunded (from paid or refund due) or failed (from created/attempted), with a note',
    params: z.strictObject({ paymentId: z.uuid() }),
    body: paymentStatusBody,
    data: paymentDetail,
  }),
} as const satisfies Record<string, RouteDef>;
