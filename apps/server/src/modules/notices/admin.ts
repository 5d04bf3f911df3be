import { type AdminNotice, type NoticeDay, noticeChannelList } from '@para/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { noticeDeliveries, notices } from '../../db/schema/notices.js';
import type { AppContext } from '../../lib/context.js';
import { maskEmail } from '../../lib/mail.js';
import { indianToday } from '../content/calendar.js';

/** The newest notices an athlete's page lists. */
const LISTED = 100;

/** `+91•••••43210`: enough to tell which number, not enough to publish it. */
const maskPhone = (phone: string) => `${phone.slice(0, 3)}•••••${phone.slice(-5)}`;
const maskRecipient = (recipient: string) =>
  recipient.includes('@') ? maskEmail(recipient) : maskPhone(recipient);
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A person's notices, newest first, each channel with its state, tries and the reason of a failure. */
export async function userNotices(
  ctx: AppContext,
  userId: string,
): Promise<{ items: AdminNotice[]; limit: number }> {
  const rows = await ctx.db
    .select()
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(LISTED);
  const deliveries =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(noticeDeliveries)
          .where(
            inArray(
              noticeDeliveries.noticeId,
              rows.map((row) => row.id),
            ),
          );
  const items = rows.map((row) => ({
    _id: row.id,
    kind: row.kind as AdminNotice['kind'],
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    deliveries: deliveries
      .filter((delivery) => delivery.noticeId === row.id)
      .sort((a, b) => noticeChannelList.indexOf(a.channel) - noticeChannelList.indexOf(b.channel))
      .map((delivery) => ({
        channel: delivery.channel,
        state: delivery.state,
        recipient: maskRecipient(delivery.recipient),
        attempts: delivery.attempts,
        lastError: delivery.lastError,
        nextAttemptAt: delivery.state === 'queued' ? iso(delivery.nextAttemptAt) : null,
        sentAt: iso(delivery.sentAt),
        deliveredAt: iso(delivery.deliveredAt),
        failedAt: iso(delivery.failedAt),
        costPaise: delivery.costPaise,
      })),
  }));
  return { items, limit: LISTED };
}

/** The notices of one day in India (by when they were queued), by channel: counts by state and the cost. */
export async function noticeDay(ctx: AppContext, date: string | undefined): Promise<NoticeDay> {
  const day = date ?? indianToday(ctx.clock.now());
  const start = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(start.getTime())) return noticeDay(ctx, indianToday(ctx.clock.now()));
  const end = new Date(start.getTime() + 86_400_000);
  const result = (await ctx.db.execute(sql`
    select channel, state, count(*)::int as count, coalesce(sum(cost_paise), 0)::int as cost
    from notice_deliveries
    where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
    group by channel, state`)) as unknown as {
    rows: { channel: string; state: string; count: number; cost: number }[];
  };
  const unknown = (await ctx.db.execute(sql`
    select count(*)::int as count from notice_delivery_reports
    where delivery_id is null
      and received_at >= ${start.toISOString()}::timestamptz and received_at < ${end.toISOString()}::timestamptz`)) as unknown as {
    rows: { count: number }[];
  };
  const channels = noticeChannelList.map((channel) => {
    const counts = { queued: 0, sent: 0, delivered: 0, failed: 0, cancelled: 0 };
    let total = 0;
    let costPaise = 0;
    for (const row of result.rows.filter((item) => item.channel === channel)) {
      // A row being sent right now is counted with the queued ones.
      const state = row.state === 'sending' ? 'queued' : (row.state as keyof typeof counts);
      counts[state] += Number(row.count);
      total += Number(row.count);
      costPaise += Number(row.cost);
    }
    return { channel, ...counts, total, costPaise, unitCostPaise: ctx.config.notices.costPaise[channel] };
  });
  return {
    date: day,
    channels,
    totalCostPaise: channels.reduce((sum, item) => sum + item.costPaise, 0),
    unknownReports: Number(unknown.rows[0]?.count ?? 0),
  };
}
