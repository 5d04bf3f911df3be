import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';
import { tooManyRequests } from './errors.js';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Fixed-window throttling shared by every server instance through the database (no process memory, so
 * it holds behind a load balancer). One upsert per check.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit on `key`; throws 429 once the window's allowance is used up. */
  async consume(key: string, limit: Limit): Promise<void> {
    const now = this.clock.now();
    const windowFloor = new Date(now.getTime() - limit.windowMs);
    const result = (await this.db.execute(sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${windowFloor.toISOString()} then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${windowFloor.toISOString()} then excluded.window_start else rate_limits.window_start end
      returning count::int as count, window_start`)) as unknown as {
      rows: { count: number; window_start: string | Date }[];
    };
    const row = result.rows[0];
    if (!row) return;
    if (Number(row.count) > limit.max) {
      const windowEnds = new Date(row.window_start).getTime() + limit.windowMs;
      const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
      throw tooManyRequests(limit.message, retryAfterSeconds);
    }
  }

  /**
   * Throws the same 429 as `consume` when the window's allowance is already used up, counting nothing:
   * for limits that count only failures, checked before the attempt and counted after it fails.
   */
  async assertNotUsedUp(key: string, limit: Limit): Promise<void> {
    const now = this.clock.now();
    const result = (await this.db.execute(sql`
      select count::int as count, window_start from rate_limits
      where key = ${key} and window_start > ${new Date(now.getTime() - limit.windowMs).toISOString()}`)) as unknown as {
      rows: { count: number; window_start: string | Date }[];
    };
    const row = result.rows[0];
    if (row && Number(row.count) >= limit.max) {
      const windowEnds = new Date(row.window_start).getTime() + limit.windowMs;
      throw tooManyRequests(limit.message, Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)));
    }
  }

  /** Gives one hit back (what it counted did not happen after all, e.g. an SMS the provider did not take). */
  async giveBack(key: string): Promise<void> {
    await this.db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
  }

  /** Drops windows that ended long ago, so the table stays small. */
  async prune(olderThanMs = 24 * 60 * 60_000): Promise<void> {
    const floor = new Date(this.clock.now().getTime() - olderThanMs);
    await this.db.execute(sql`delete from rate_limits where window_start < ${floor.toISOString()}`);
  }
}
