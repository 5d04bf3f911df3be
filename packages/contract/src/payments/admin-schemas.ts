import { z } from 'zod';
import { paymentTimelineEvent } from '../admin/described.js';
import { isoDate } from '../registration/schemas.js';
import { listPaging as pageQuery } from '../shared/fields.js';
import { paymentGateways, paymentStatuses, paymentSummary } from './schemas.js';

export const paymentsQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(paymentStatuses).optional(),
  purpose: z.enum(['registration', 'entry', 'team']).optional(),
  gateway: z.enum(paymentGateways).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  search: z.string().trim().max(100).optional(),
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
});

export const adminPaymentRow = paymentSummary.extend({
  userId: z.string(),
  payerName: z.string(),
  payerEmail: z.string(),
  method: z.string(),
});

export const paymentsList = z.object({
  items: z.array(adminPaymentRow),
  total: z.number().int(),
  /** The real count is larger than `total` (counting stops at 10,000). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sum of paid amounts over the whole filtered set, not just this page. */
  paidTotalPaise: z.number().int(),
});

export const paymentDetail = adminPaymentRow.extend({
  /** Why it failed; '' unless the payment's status is failed (a later success makes it stale). */
  failureReason: z.string(),
  timeline: z.array(paymentTimelineEvent),
});

export const paymentStatusBody = z.strictObject({
  status: z.enum(['refunded', 'failed']),
  note: z.string().trim().min(3, 'validation.reason').max(500, 'validation.reason'),
});

export const offlinePaymentBody = z.strictObject({
  userId: z.uuid(),
  method: z.enum(['cash', 'upi', 'bank_transfer', 'cheque', 'demand_draft']),
  reference: z.string().trim().min(2, 'validation.required').max(100),
  paidOn: isoDate,
  note: z.string().trim().max(500).default(''),
});
