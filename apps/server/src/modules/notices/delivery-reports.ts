import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type NoticeChannelName, noticeDeliveries, noticeDeliveryReports } from '../../db/schema/notices.js';
import type { AppContext } from '../../lib/context.js';

/** One report from a provider about one message it was given. */
export interface DeliveryReport {
  providerMessageId: string;
  /** What it means for the notice: `other` (sent, queued at the operator…) is kept but changes nothing. */
  state: 'delivered' | 'failed' | 'other';
  status: string;
  detail: string;
}

async function applyReport(tx: DbOrTx, deliveryId: string, report: DeliveryReport, at: Date) {
  if (report.state === 'delivered') {
    // A report of delivery stands over `sent` (and over a `failed` the provider took back); never over cancelled.
    await tx
      .update(noticeDeliveries)
      .set({ state: 'delivered', deliveredAt: at, lastError: null })
      .where(and(eq(noticeDeliveries.id, deliveryId), inArray(noticeDeliveries.state, ['sent', 'failed'])));
  } else if (report.state === 'failed') {
    await tx
      .update(noticeDeliveries)
      .set({
        state: 'failed',
        failedAt: at,
        lastError: `The provider could not deliver it${report.detail ? `: ${report.detail}` : ''}.`.slice(
          0,
          300,
        ),
      })
      .where(and(eq(noticeDeliveries.id, deliveryId), eq(noticeDeliveries.state, 'sent')));
  }
}

/**
 * Records delivery reports and moves each notice's channel to what its report says. A report naming
 * a message no notice has is kept all the same (with no delivery), counted, and answered with 2xx:
 * the provider would only send it again otherwise. It may also be a report that outran the worker's
 * own record of the send, which applyEarlierReports takes up.
 */
export async function recordDeliveryReports(
  ctx: AppContext,
  channel: NoticeChannelName,
  reports: DeliveryReport[],
): Promise<{ recorded: number; unknown: number }> {
  const at = ctx.clock.now();
  let unknown = 0;
  await ctx.db.transaction(async (tx) => {
    for (const report of reports) {
      const [delivery] = await tx
        .select({ id: noticeDeliveries.id })
        .from(noticeDeliveries)
        .where(
          and(
            eq(noticeDeliveries.channel, channel),
            eq(noticeDeliveries.providerMessageId, report.providerMessageId),
          ),
        )
        .limit(1);
      await tx.insert(noticeDeliveryReports).values({
        channel,
        providerMessageId: report.providerMessageId,
        deliveryId: delivery?.id ?? null,
        status: report.status,
        outcome: report.state,
        detail: report.detail,
        receivedAt: at,
      });
      if (delivery) await applyReport(tx, delivery.id, report, at);
      else unknown += 1;
    }
  });
  if (unknown > 0) ctx.logger.warn({ channel, unknown }, 'delivery reports for messages no notice has');
  return { recorded: reports.length - unknown, unknown };
}

/** After a send is recorded: reports that arrived before it are joined to it, the newest applied. */
export async function applyEarlierReports(
  ctx: AppContext,
  deliveryId: string,
  channel: NoticeChannelName,
  providerMessageId: string,
): Promise<void> {
  const waiting = await ctx.db
    .update(noticeDeliveryReports)
    .set({ deliveryId })
    .where(
      and(
        eq(noticeDeliveryReports.channel, channel),
        eq(noticeDeliveryReports.providerMessageId, providerMessageId),
        isNull(noticeDeliveryReports.deliveryId),
      ),
    )
    .returning({ id: noticeDeliveryReports.id });
  if (waiting.length === 0) return;
  const [latest] = await ctx.db
    .select()
    .from(noticeDeliveryReports)
    .where(eq(noticeDeliveryReports.deliveryId, deliveryId))
    .orderBy(desc(noticeDeliveryReports.receivedAt))
    .limit(1);
  if (latest)
    await applyReport(
      ctx.db,
      deliveryId,
      { ...latest, state: latest.outcome, providerMessageId },
      latest.receivedAt,
    );
}
