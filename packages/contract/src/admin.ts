import { z } from 'zod';
import { auditDetail, auditTarget, describedPerson, paymentTimelineEvent } from './admin-described.js';
import { paymentGateways, paymentStatuses, paymentSummary } from './payments.js';
import {
  isoDate,
  registrationData,
  registrationPage1,
  registrationPage2,
  registrationPage3,
} from './registration.js';
import { type RouteDef, route } from './route-def.js';

const tag = 'admin';
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

export const adminRoutes = {
  adminGetUsersRegistrationsList: route({
    method: 'GET',
    path: '/api/admin/get-users-registrations-list',
    access: 'admin',
    tag,
    summary:
      'Review queue: paid, submitted registrations oldest first (or decided ones), by district and sport',
    query: registrationsQueueQuery,
    data: registrationsQueue,
  }),
  adminUpdateRegistrationPage1: route({
    method: 'POST',
    path: '/api/admin/update-registration-page-1',
    access: 'admin',
    tag,
    summary: "Edit an athlete's page 1; the changed fields are recorded in the audit log",
    body: adminRegistrationPageBody(registrationPage1),
    data: registrationData,
  }),
  adminUpdateRegistrationPage2: route({
    method: 'POST',
    path: '/api/admin/update-registration-page-2',
    access: 'admin',
    tag,
    summary: "Edit an athlete's page 2; the changed fields are recorded in the audit log",
    body: adminRegistrationPageBody(registrationPage2),
    data: registrationData,
  }),
  adminUpdateRegistrationPage3: route({
    method: 'POST',
    path: '/api/admin/update-registration-page-3',
    access: 'admin',
    tag,
    summary: "Edit an athlete's page 3; the changed fields are recorded in the audit log",
    body: adminRegistrationPageBody(registrationPage3),
    data: registrationData,
  }),
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
  adminGetSettings: route({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    tag,
    summary: "The association's settings",
    data: associationSettings,
  }),
  adminUpdateSettings: route({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    tag,
    summary: "Change the association's settings (recorded in the audit log)",
    body: associationSettings.strict(),
    data: associationSettings,
  }),
  adminAuditLog: route({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin',
    tag,
    summary: 'Every administrative write, newest first, filterable',
    query: auditQuery,
    data: auditList,
  }),
  adminDashboard: route({
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'admin',
    tag,
    summary: "Today's counts, payments in rupees, registrations by district, sport and week, latest actions",
    data: dashboardStats,
  }),
  adminSearchUid: route({
    method: 'GET',
    path: '/api/admin/search-uid',
    access: 'admin',
    tag,
    summary: 'Athletes whose UID contains the text typed',
    query: searchUidQuery,
    data: z.array(uidSearchResult),
  }),
} as const satisfies Record<string, RouteDef>;
