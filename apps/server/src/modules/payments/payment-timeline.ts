import {
  type DescribedPerson,
  type gatewayNotices,
  type PaymentTimelineEvent,
  type TimelineEventKind,
  timelineSources,
} from '@para/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';

interface StoredPaymentEvent {
  type: string;
  createdAt: Date;
  detail: Record<string, unknown>;
}

/** Stored event names (payments module, webhook, admin actions) and what each one means. */
const KIND_OF_TYPE: Record<string, TimelineEventKind> = {
  'order.created': 'order_created',
  'payment.paid': 'paid',
  'payment.already_settled': 'already_settled',
  'payment.failed': 'failed',
  'payment.failure_ignored': 'failure_ignored',
  'verify.rejected': 'verify_rejected',
  'payment.authorized': 'authorized_not_captured',
  'verify.gateway_unavailable': 'gateway_unavailable',
  'verify.not_paid': 'not_paid',
  'status.refunded': 'refunded',
  'status.failed': 'marked_failed',
  'offline.recorded': 'offline_recorded',
};

/** The gateway's event names (Razorpay's), as the notices the screen words. */
const NOTICE_OF_EVENT: Record<string, (typeof gatewayNotices)[number]> = {
  'payment.captured': 'captured',
  'payment.authorized': 'authorized',
  'order.paid': 'order_paid',
  'payment.failed': 'failed',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function kindOf(type: string): TimelineEventKind {
  if (type.startsWith('webhook.')) return 'gateway_notice';
  return KIND_OF_TYPE[type] ?? 'other';
}

function sourceOf(kind: TimelineEventKind, detail: Record<string, unknown>) {
  if (kind === 'refunded' || kind === 'marked_failed' || kind === 'offline_recorded') return 'admin';
  if (kind === 'gateway_notice') return 'webhook';
  const source = text(detail.source);
  return (timelineSources as readonly string[]).includes(source)
    ? (source as (typeof timelineSources)[number])
    : '';
}

/**
 * A payment's stored events as typed lines: what happened, the amount, the failure reason or the
 * administrator's note, and the administrator named (one query for all of them).
 */
export async function describeTimeline(
  db: DbOrTx,
  payment: Pick<PaymentRow, 'amountPaise'>,
  events: StoredPaymentEvent[],
): Promise<PaymentTimelineEvent[]> {
  const adminIds = [
    ...new Set(events.map((event) => text(event.detail.by)).filter((id) => /^[0-9a-f-]{36}$/i.test(id))),
  ];
  const admins = new Map<string, DescribedPerson>();
  if (adminIds.length) {
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(inArray(users.id, adminIds));
    for (const row of rows) admins.set(row.id, row);
  }
  return events.map((event) => {
    const kind = kindOf(event.type);
    const detail = event.detail;
    const by = text(detail.by);
    return {
      type: event.type,
      kind,
      at: event.createdAt.toISOString(),
      amountPaise: typeof detail.amountPaise === 'number' ? detail.amountPaise : payment.amountPaise,
      source: sourceOf(kind, detail),
      reason: text(detail.reason) || text(detail.note),
      by: by ? (admins.get(by) ?? { id: by, name: '', email: '' }) : null,
      method: text(detail.method),
      reference: text(detail.reference),
      notice:
        kind === 'gateway_notice' ? (NOTICE_OF_EVENT[event.type.slice('webhook.'.length)] ?? 'other') : null,
      gatewayPaymentId: text(detail.gatewayPaymentId) || text(detail.paymentId),
      detail,
    };
  });
}
