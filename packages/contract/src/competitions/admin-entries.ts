import { z } from 'zod';
import { isoDate } from '../registration/schemas.js';
import { disciplineKey } from './schemas.js';

/**
 * What administrators (and owners, for withdrawal) do to one entry after it is made, and the start
 * list that results are later matched against.
 */

/** Withdrawing an entry: the owner before the withdrawal deadline, an administrator at any time with a reason. */
export const withdrawEntryBody = z.strictObject({
  reason: z.string().trim().max(500).default(''),
});
export type WithdrawEntryBody = z.output<typeof withdrawEntryBody>;

/** An entry's fee received outside the gateway (cash at the office, UPI to the association's account…). */
export const entryOfflinePaymentBody = z.strictObject({
  method: z.enum(['cash', 'upi', 'bank_transfer', 'cheque', 'demand_draft']),
  reference: z.string().trim().min(2, 'validation.required').max(100),
  paidOn: isoDate,
  note: z.string().trim().max(500).default(''),
});
export type EntryOfflinePaymentBody = z.output<typeof entryOfflinePaymentBody>;

/** `GET /api/admin/forms/{formId}/start-list`: one discipline, as a PDF or CSV file. */
export const startListQuery = z.strictObject({
  discipline: disciplineKey,
  format: z.enum(['pdf', 'csv']).default('pdf'),
});
export type StartListQuery = z.output<typeof startListQuery>;
