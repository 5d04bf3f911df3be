import { z } from 'zod';
import { districtCheckFilters, districtRecommendations } from '../districts/assistance.js';
import { listPaging as pageQuery } from '../shared/fields.js';

/** The review queue: submitted registrations whose fee is paid, oldest first. */
export const registrationsQueueQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(['submitted', 'rejected', 'approved']).default('submitted'),
  district: z.string().trim().max(60).optional(),
  sport: z.string().trim().max(40).optional(),
  search: z.string().trim().max(100).optional(),
  /** By the district's check (when the association has it on): recommended approval or return, or not yet checked. */
  districtCheck: z.enum(districtCheckFilters).optional(),
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
  /** The district's recommendation on this submission; null when none. */
  districtCheck: z
    .object({
      recommendation: z.enum(districtRecommendations),
      checkedAt: z.string(),
      secretaryName: z.string(),
    })
    .nullable(),
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
