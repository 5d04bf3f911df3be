import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { networkKey } from '../../lib/network-key.js';
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
export type NetworkStep = 'verify' | 'resend' | 'login' | 'sms' | 'sms-day';

/**
 * The network a request counts against: the client's address (behind TRUST_PROXY, as the proxy says),
 * an IPv6 one by its /64 (lib/network-key.ts). The routes pass the key already; keying again is a no-op.
 */
export const networkOf = (ip: string) => networkKey(ip);

async function networkLimit(ctx: AppContext, ip: string, step: NetworkStep, limit: Limit) {
  const network = networkOf(ip);
  if (!(await campOpenOn(ctx.db, ip, ctx.clock.now()))) return { key: `${step}:ip:${network}`, limit };
  const campMax = 2 * ctx.config.signupsPerCampPerHour;
  return { key: `${step}:camp:${network}`, limit: { ...limit, max: Math.max(limit.max, campMax) } };
}

export async function consumeNetworkLimit(
  ctx: AppContext,
  ip: string,
  step: NetworkStep,
  limit: Limit,
): Promise<void> {
  const counted = await networkLimit(ctx, ip, step, limit);
  await ctx.limiter.consume(counted.key, counted.limit);
}

/**
 * Runs a code check under the network's limit on code tries, counting the wrong ones only: a right
 * code is never refused because many people behind one address (a camp nobody opened, a mobile
 * carrier's shared address) verified theirs in a short time. The limit is checked before the code is
 * compared and counted when the check answers WRONG_CODE. Parallel wrong tries may pass the check
 * together and go a few over; the tries per code and per address and day, counted before each
 * comparison, are what stop guessing (decision 34).
 */
export async function checkCodeFromNetwork<T>(
  ctx: AppContext,
  ip: string,
  limit: Limit,
  check: () => Promise<T>,
): Promise<T> {
  const counted = await networkLimit(ctx, ip, 'verify', limit);
  await ctx.limiter.assertNotUsedUp(counted.key, counted.limit);
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.code === 'WRONG_CODE') {
      try {
        await ctx.limiter.consume(counted.key, counted.limit);
      } catch (over) {
        // This wrong code used up the allowance: it is still answered as a wrong code; the next try hears the limit.
        if (!(over instanceof AppError && over.statusCode === 429)) throw over;
      }
    }
    throw error;
  }
}
