import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';
import { tooManyRequests } from './errors.js';

export interface BackoffPolicy {
  /** Attempts allowed back to back before any wait. */
  free: number;
  /** The first wait; each further attempt doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this long without an attempt the count starts again. */
  forgetAfterMs: number;
  message: string;
}

/**
 * Increasing delays between attempts on one key, in the shared `rate_limits` table (`count` = attempts in
 * the current run, `window_start` = the last attempt). An attempt is claimed in one upsert whose WHERE
 * holds the rule, so parallel requests cannot slip past; `succeeded` forgets the key.
 */
export async function claimAttempt(db: Db, clock: Clock, key: string, policy: BackoffPolicy): Promise<void> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs).toISOString();
  // Wait in seconds after `count` attempts: 0 while free, then first, 2×first, 4×first … up to the cap.
  const waitSeconds = sql`case when rate_limits.count < ${policy.free} then 0 else least(${policy.maxDelayMs / 1000}::float8, ${policy.firstDelayMs / 1000}::float8 * power(2, rate_limits.count - ${policy.free})) end`;
  const claimed = (await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${nowIso}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${forgetBefore}::timestamptz then 1 else rate_limits.count + 1 end,
      window_start = excluded.window_start
    where rate_limits.window_start <= ${forgetBefore}::timestamptz
       or rate_limits.window_start + ${waitSeconds} * interval '1 second' <= ${nowIso}::timestamptz
    returning count`)) as unknown as { rows: unknown[] };
  if (claimed.rows.length > 0) return;
  const waiting = (await db.execute(sql`
    select extract(epoch from (rate_limits.window_start + ${waitSeconds} * interval '1 second' - ${nowIso}::timestamptz))::float8 as seconds
    from rate_limits where key = ${key}`)) as unknown as { rows: { seconds: number | string }[] };
  const seconds = Number(waiting.rows[0]?.seconds ?? 1);
  throw tooManyRequests(policy.message, Math.max(1, Math.ceil(seconds)));
}

/** The attempt worked: the next one starts a fresh run. */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
