import { z } from 'zod';
import { paymentGateways, paymentStatuses, paymentSummary } from '../payments/schemas.js';
import { isoDate } from '../registration/schemas.js';
import { auditDetail, auditTarget, describedPerson, paymentTimelineEvent } from './described.js';

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};

/** The review queue: submitted registrations whose fee is paid, oldest first. */
export const registrationsQueueQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(['submitted', 'rejected', 'approved']).default('submitted'),
  district: z.string().trim().max(60).optional(),
  sport: z.string().trim().max(40).optional(),
  search: z.string().trim().max(100).optional(),
});

export const queueItem = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  district: z.string(),
  sport: z.string(),
  status: z.string(),
  submittedAt: z.string().nullable(),
  paid: z.boolean(),
  uid: z.string(),
});

export const registrationsQueue = z.object({
  items: z.array(queueItem),
  total: z.number().int(),
  /** The real count is larger than `total` (counting stops at 10,000). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminRegistrationPageBody = <T extends z.ZodType>(page: T) =>
  z.strictObject({ userId: z.uuid(), page });

export const paymentsQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(paymentStatuses).optional(),
  purpose: z.enum(['registration']).optional(),
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

export const associationSettings = z.object({
  registrationFeeRupees: z.number().int().min(1).max(100_000),
  registrationsOpen: z.boolean(),
});

export const auditQuery = z.strictObject({
  ...pageQuery,
  action: z.string().trim().max(60).optional(),
  actorId: z.uuid().optional(),
  targetId: z.string().trim().max(60).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const auditEntry = z.object({
  _id: z.string(),
  action: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  changes: z.record(z.string(), z.unknown()),
  at: z.string(),
  /** The administrator, named; null when the account is gone. */
  actor: describedPerson.nullable(),
  target: auditTarget,
  /** `changes` broken into pieces the screen can word (no JSON). */
  details: z.array(auditDetail),
});

export const auditList = z.object({
  items: z.array(auditEntry),
  total: z.number().int(),
  /** The real count is larger than `total` (counting stops at 10,000). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const dashboardStats = z.object({
  newSignupsToday: z.number().int(),
  awaitingReview: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  paidTodayPaise: z.number().int(),
  paidThisMonthPaise: z.number().int(),
  byDistrict: z.array(z.object({ district: z.string(), count: z.number().int() })),
  bySport: z.array(z.object({ sport: z.string(), count: z.number().int() })),
  byWeek: z.array(z.object({ week: z.string(), count: z.number().int() })),
  latestActions: z.array(auditEntry),
});

export const searchUidQuery = z.strictObject({ q: z.string().trim().min(2, 'validation.required').max(40) });
export const uidSearchResult = z.object({
  userId: z.string(),
  uid: z.string(),
  name: z.string(),
  district: z.string(),
  sports: z.array(z.object({ sport: z.string(), sportClass: z.string() })),
  status: z.string(),
  /** The athlete's photo (an administrator may fetch it), or '' when none is uploaded. */
  photoUrl: z.string(),
});
