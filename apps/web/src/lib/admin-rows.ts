import type { adminPaymentRow, auditEntry, queueItem } from '@para/contract';
import type { z } from 'zod';

// Row types of the admin lists, from the contract's schemas.
export type AuditRow = z.infer<typeof auditEntry>;
export type PaymentRow = z.infer<typeof adminPaymentRow>;
export type QueueRow = z.infer<typeof queueItem>;
