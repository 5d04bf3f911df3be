import type { NoticeKind, NoticeLanguage } from '@para/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type NoticeChannelName, noticeDeliveries } from '../../db/schema/notices.js';
import type { AppContext } from '../../lib/context.js';
import { isRetryable } from '../../lib/provider-errors.js';
import { noticeChannelsOf } from './channels/index.js';
import { applyEarlierReports } from './delivery-reports.js';
import { type NoticeFacts, writeNotice } from './texts.js';

/**
 * The notice worker (docs/decisions/0042). Every instance runs it; rows are claimed with
 * FOR UPDATE SKIP LOCKED and marked `sending` in the claim's own statement, so two workers never hold
 * one row, and the mark outlives the claim: a row is `sending` (the provider may have it) before the
 * call, and `sent` with the provider's id after it.
 */

/** A claim lasts this long; a row still `sending` after it belonged to an instance that stopped. */
export const NOTICE_LEASE_MS = 2 * 60_000;
/** Tries before a channel is given up: about seven hours of waiting in all. */
export const NOTICE_MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Rows claimed at a time, and sent side by side. */
const CLAIM_BATCH = 64;
const PARALLEL_SENDS = 16;

/** The wait after `attempts` failed tries: 30 s, 1 min, 2 min … at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

interface ClaimedRow {
  id: string;
  notice_id: string;
  user_id: string;
  channel: NoticeChannelName;
  recipient: string;
  idempotency_key: string;
  attempts: number;
  /** The state before this claim: `sending` means an earlier try's outcome was never recorded. */
  was: 'queued' | 'sending';
  kind: NoticeKind;
  data: NoticeFacts;
  language: NoticeLanguage;
  /** The person's choices and contacts now, to cancel what they no longer want. */
  wants_email: boolean | null;
  wants_sms: boolean | null;
  whatsapp_opted_in_at: string | Date | null;
  phone: string;
  email: string;
}

async function claimDue(ctx: AppContext): Promise<ClaimedRow[]> {
  const now = ctx.clock.now();
  const lease = new Date(now.getTime() + NOTICE_LEASE_MS);
  const result = (await ctx.db.execute(sql`
    with due as (
      select id, state as was from notice_deliveries
      where state in ('queued', 'sending') and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at
      limit ${CLAIM_BATCH}
      for update skip locked
    ),
    claimed as (
      update notice_deliveries d
      set state = 'sending', attempts = d.attempts + 1, lease_until = ${lease.toISOString()}::timestamptz,
          next_attempt_at = ${lease.toISOString()}::timestamptz
      from due where d.id = due.id
      returning d.id, d.notice_id, d.user_id, d.channel, d.recipient, d.idempotency_key, d.attempts, due.was
    )
    select c.*, n.kind, n.data, n.language, p.email as wants_email, p.sms as wants_sms,
           p.whatsapp_opted_in_at, u.phone, u.email
    from claimed c
    join notices n on n.id = c.notice_id
    join users u on u.id = c.user_id
    left join notice_preferences p on p.user_id = c.user_id`)) as unknown as { rows: ClaimedRow[] };
  return result.rows;
}

/** Why a claimed row must not go now, or null when it may. */
function reasonNotToSend(row: ClaimedRow): string | null {
  if (row.channel === 'whatsapp') {
    if (!row.whatsapp_opted_in_at) return 'Opted out of WhatsApp notices before it was sent.';
    if (row.phone !== row.recipient) return 'The mobile number changed before it was sent.';
  }
  if (row.channel === 'sms' && (row.wants_sms === false || row.phone !== row.recipient))
    return 'SMS notices were turned off, or the number changed, before it was sent.';
  if (row.channel === 'email' && (row.wants_email === false || row.email !== row.recipient))
    return 'E-mail notices were turned off, or the address changed, before it was sent.';
  return null;
}

/** Ends a claim; only the claim that is still current may (a row re-claimed after its lease is not ours). */
async function finish(
  ctx: AppContext,
  row: ClaimedRow,
  values: Partial<typeof noticeDeliveries.$inferInsert>,
) {
  // The outcome is known here and must not be lost to a passing database fault: try the write again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db
        .update(noticeDeliveries)
        .set({ leaseUntil: null, ...values })
        .where(
          and(
            eq(noticeDeliveries.id, row.id),
            eq(noticeDeliveries.state, 'sending'),
            eq(noticeDeliveries.attempts, row.attempts),
          ),
        );
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/**
 * A payment link works for whoever holds it, and only its hash is kept with the link: once no channel
 * of its notice is left to send, the notice forgets the link too.
 */
async function forgetPaymentLinkWhenSent(ctx: AppContext, row: ClaimedRow): Promise<void> {
  if (row.kind !== 'payment_link') return;
  await ctx.db.execute(sql`
    update notices set data = data || '{"url": ""}'::jsonb
    where id = ${row.notice_id} and not exists (
      select 1 from notice_deliveries where notice_id = ${row.notice_id} and state in ('queued', 'sending'))`);
}

async function deliver(ctx: AppContext, row: ClaimedRow): Promise<void> {
  await send(ctx, row);
  await forgetPaymentLinkWhenSent(ctx, row);
}

async function send(ctx: AppContext, row: ClaimedRow): Promise<void> {
  const now = ctx.clock.now();
  const channel = noticeChannelsOf(ctx)[row.channel];
  const fail = (reason: string) => finish(ctx, row, { state: 'failed', lastError: reason, failedAt: now });
  const cancelled = reasonNotToSend(row);
  if (cancelled) {
    await finish(ctx, row, { state: 'cancelled', lastError: cancelled, failedAt: now });
    return;
  }
  if (!channel) {
    await fail(`No ${row.channel === 'sms' ? 'SMS' : row.channel} provider is set up.`);
    return;
  }
  if (row.was === 'sending' && !channel.dedupesRepeats) {
    // The instance that sent it stopped before writing down the answer: the person may have it.
    await fail(
      'The last try was cut off before its answer was recorded; not sent again, so as not to send it twice.',
    );
    return;
  }
  const text = writeNotice(row.kind, row.language, row.data, ctx.config.publicUrl);
  try {
    const { providerMessageId } = await channel.send({
      kind: row.kind,
      language: row.language,
      text,
      recipient: row.recipient,
      idempotencyKey: row.idempotency_key,
    });
    await finish(ctx, row, {
      state: 'sent',
      providerMessageId,
      sentAt: ctx.clock.now(),
      lastError: null,
      costPaise: ctx.config.notices.costPaise[row.channel],
    });
    await applyEarlierReports(ctx, row.id, row.channel, providerMessageId);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : 'The provider failed.').slice(0, 300);
    if (isRetryable(error) && row.attempts < NOTICE_MAX_ATTEMPTS) {
      await finish(ctx, row, {
        state: 'queued',
        lastError: reason,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      });
    } else {
      // The log names the row and the reason, never the message or the number.
      ctx.logger.warn({ delivery: row.id, channel: row.channel, reason }, 'notice not sent');
      await fail(reason);
    }
  }
}

const runs = new WeakMap<AppContext, Promise<number>>();

/**
 * Sends every notice due now, a batch at a time; resolves with how many rows it handled. One run at a
 * time per instance: a call while one runs waits for it. Rows that fail wait for their next try.
 */
export function runNoticeWorker(ctx: AppContext): Promise<number> {
  const current = runs.get(ctx);
  if (current) return current;
  const run = (async () => {
    let handled = 0;
    for (let batch = await claimDue(ctx); batch.length > 0; batch = await claimDue(ctx)) {
      for (let start = 0; start < batch.length; start += PARALLEL_SENDS) {
        await Promise.all(batch.slice(start, start + PARALLEL_SENDS).map((row) => deliver(ctx, row)));
      }
      handled += batch.length;
    }
    return handled;
  })().finally(() => runs.delete(ctx));
  runs.set(ctx, run);
  return run;
}
