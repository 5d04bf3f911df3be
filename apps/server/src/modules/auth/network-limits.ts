import type { AppContext } from '../../lib/context.js';
import type { Limit } from '../../lib/rate-limit.js';
import { campOpenOn } from '../districts/camps.js';

/**
 * Counts a request against a per-network limit of the steps that follow a sign-up (entering the mailed
 * code, asking for it again, signing in). At an open registration camp every athlete comes through the
 * camp's one address, so these limits there allow twice the camp's hourly sign-ups (a code typed
 * again, a second sign-in) in each of their windows, since a camp may use its whole hour's sign-ups in
 * one window: with the ordinary 60 codes in 10 minutes, the 61st athlete of a busy camp could not
 * verify the address it had just signed up with. The per-account limits, which are what stop
 * guessing, stay as they are (decision 29).
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
  const campMax = 2 * ctx.config.signupsPerCampPerHour;
  await ctx.limiter.consume(`${step}:camp:${ip}`, { ...limit, max: Math.max(limit.max, campMax) });
}
