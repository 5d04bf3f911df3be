import { z } from 'zod';
import { id } from '../shared/fields.js';

export const usersListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
  blocked: z.enum(['true', 'false']).optional(),
  verified: z.enum(['true', 'false']).optional(),
  /** Where the registration stands: none (not finalized), submitted (awaiting payment), paid (awaiting review), approved. */
  state: z.enum(['none', 'submitted', 'paid', 'approved']).optional(),
  sort: z.enum(['newest', 'oldest', 'name', 'email']).default('newest'),
});

export const adminUserRow = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  blocked: z.boolean(),
  blockedReason: z.string(),
  uid: z.string(),
  registrationCompleted: z.boolean(),
  registrationPaymentCompleted: z.boolean(),
  registrationApproved: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const usersList = z.object({
  items: z.array(adminUserRow),
  total: z.number().int(),
  /** The real count is larger than `total` (counting stops at 10,000). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const updateUserBlockStatusBody = z
  .strictObject({
    userId: id,
    blocked: z.boolean(),
    reason: z.string().trim().max(500, 'validation.reason').default(''),
  })
  .refine((body) => !body.blocked || body.reason.length > 0, {
    message: 'validation.reason',
    path: ['reason'],
  });
