import { z } from 'zod';

// The audit log and a payment's timeline as the server describes them: who did what to whom, with
// names resolved and changes broken into typed pieces. The words are the web's (in each language);
// the server only says which piece is which.

/** An administrator or athlete named in an entry ('' when the account is gone). */
export const describedPerson = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type DescribedPerson = z.infer<typeof describedPerson>;

export const auditTargetKinds = [
  'athlete',
  'payment',
  'news',
  'public_event',
  'district_unit',
  'faq',
  'page',
  'site',
  'settings',
  'contact_message',
  'entry_form',
  'entry',
  'other',
] as const;
export type AuditTargetKind = (typeof auditTargetKinds)[number];

/** What an entry is about, named: an athlete, a payment, an article… */
export const auditTarget = z.object({
  kind: z.enum(auditTargetKinds),
  id: z.string(),
  /** The athlete's or payer's name, the article's or event's title, the district, the question… */
  name: z.string(),
  /** The athlete's UID (or e-mail before one is assigned); a payment's receipt number; a message's sender. */
  reference: z.string(),
  /** False when the thing no longer exists (deleted); then only what the entry itself recorded is known. */
  exists: z.boolean(),
});
export type AuditTarget = z.infer<typeof auditTarget>;

const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type DetailValue = z.infer<typeof detailValue>;

/**
 * One piece of what an entry changed. `field` is a stable name (a registration form path such as
 * `address.city`, or `status`, `note`, `registrationFeeRupees`…) that the web turns into a label.
 */
export const auditDetail = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('change'), field: z.string(), from: detailValue, to: detailValue }),
  z.object({ kind: z.literal('value'), field: z.string(), value: detailValue }),
  z.object({ kind: z.literal('money'), field: z.string(), paise: z.number().int() }),
  z.object({
    kind: z.literal('reasons'),
    reasons: z.array(z.object({ section: z.string(), reason: z.string() })),
  }),
]);
export type AuditDetail = z.infer<typeof auditDetail>;

export const timelineEventKinds = [
  'order_created',
  'paid',
  'already_settled',
  'failed',
  'failure_ignored',
  'verify_rejected',
  'authorized_not_captured',
  'gateway_unavailable',
  'not_paid',
  'gateway_notice',
  'refunded',
  'marked_failed',
  'offline_recorded',
  'other',
] as const;
export type TimelineEventKind = (typeof timelineEventKinds)[number];

/** What the gateway's notice said, for `gateway_notice` events. */
export const gatewayNotices = ['captured', 'authorized', 'order_paid', 'failed', 'other'] as const;

/** Where a payment's outcome came from. */
export const timelineSources = ['checkout', 'webhook', 'reconcile', 'admin', ''] as const;

export const paymentTimelineEvent = z.object({
  /** The stored event name, for tools; screens show `kind`. */
  type: z.string(),
  kind: z.enum(timelineEventKinds),
  at: z.string(),
  /** The payment's amount, so each line can say it. */
  amountPaise: z.number().int(),
  source: z.enum(timelineSources),
  /** The gateway's failure reason, or the administrator's note. */
  reason: z.string(),
  /** The administrator who acted, when one did. */
  by: describedPerson.nullable(),
  /** Offline payments: cash, upi… */
  method: z.string(),
  /** Offline payments: receipt book, UTR or cheque number. */
  reference: z.string(),
  notice: z.enum(gatewayNotices).nullable(),
  gatewayPaymentId: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type PaymentTimelineEvent = z.infer<typeof paymentTimelineEvent>;
