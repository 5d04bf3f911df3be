import type { AppContext } from '../../lib/context.js';
import type { Limit } from '../../lib/rate-limit.js';
import { campOpenOn } from '../districts/camps.js';

const HOUR = 3_600_000;

/**
 * Counts a request against a per-network limit of the steps that follow a sign-up (entering the mailed
 * code, asking for it again, signing in). At an open registration camp every athlete comes through the
 * camp's one address, so these limits there allow twice the camp's sign-ups in their window (a code
 * typed again, a second sign-in): with the ordinary 60 codes in 10 minutes, the 61st athlete of a busy
 * camp could not verify the address it had just signed up with. The per-account limits, which are
 * what stop guessing, stay as they are (decision 29).
 */
export async function consumeNetworkLimit(
  ctx: AppContext,
  ip: string,
  step: 'verify' | 'resend' | 'login',
  limit: Limit,
): Promise<void> {
  if (!(await campOpenOn(ctx.db, ip, ctx.clock.now()))) {
    await ctx.limiter.consume(`${step}:ip:${ip}`, limit);
    return;
  }
  const campMax = Math.ceil((2 * ctx.config.signupsPerCampPerHour * limit.windowMs) / HOUR);
  await ctx.limiter.consume(`${step}:camp:${ip}`, { ...limit, max: Math.max(limit.max, campMax) });
}
