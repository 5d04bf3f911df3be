import { z } from 'zod';
import { isoDate } from '../registration/schemas.js';
import { listPaging as pageQuery } from '../shared/fields.js';
import { auditDetail, auditTarget, describedPerson } from './described.js';

export const associationSettings = z.object({
  registrationFeeRupees: z.number().int().min(1).max(100_000),
  registrationsOpen: z.boolean(),
  /** District units check registrations (and recommend a decision) before the state reviews them. */
  districtCheckFirst: z.boolean(),
});

/** A client that knows nothing of the district check leaves it as it is. */
export const associationSettingsBody = associationSettings
  .extend({ districtCheckFirst: z.boolean().optional() })
  .strict();

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
  /**
   * SMS sent today (India's day) against the daily budget; `reached`: codes by SMS wait until the day
   * ends or the budget is raised, and the dashboard says so (docs/decisions/0041).
   */
  sms: z.object({
    day: z.string(),
    sent: z.number().int(),
    budget: z.number().int(),
    held: z.number().int(),
    reached: z.boolean(),
  }),
});
