import { MINUTE } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { requireProofOfWork } from '../../lib/proof-of-work.js';
import type { Limit } from '../../lib/rate-limit.js';
import { campOpenOn } from '../districts/camps.js';
import { limits } from './limits.js';

/** Sign-ups one address may add in an hour with a proof of work, beyond its ordinary allowance. */
const provenPerIp: Limit = {
  max: 100,
  windowMs: 60 * MINUTE,
  message: 'Too many sign-ups from this network. Please try again later.',
};

const BUSY_NETWORK =
  'Many people have signed up from this network in the last hour. Your browser does a short check before you go on.';

/**
 * The sign-up limits (decisions 33 and 41). A registration camp's network (opened by its district
 * secretary) has a camp's allowance. Any other address has an ordinary hour's worth; past it, the
 * browser does a proof of work to go on (it replaced the sum question, which stated its answer in the
 * JSON), up to a ceiling. A sign-up by number has done one already, for its code. One phone number
 * serves a family or a coach, not a crowd.
 */
export async function consumeSignupAllowance(
  ctx: AppContext,
  ip: string,
  input: { phone: string; altcha?: string | undefined; proofOfWorkDone?: boolean },
): Promise<void> {
  if (await campOpenOn(ctx.db, ip, ctx.clock.now())) {
    await ctx.limiter.consume(`signup:camp:${ip}`, {
      ...limits.signupPerIp,
      max: ctx.config.signupsPerCampPerHour,
    });
  } else {
    try {
      await ctx.limiter.consume(`signup:ip:${ip}`, {
        ...limits.signupPerIp,
        max: ctx.config.signupsPerNetworkPerHour,
      });
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 429)) throw error;
      if (!input.proofOfWorkDone) await requireProofOfWork(ctx, ip, input.altcha, BUSY_NETWORK);
      await ctx.limiter.consume(`signup:answered:${ip}`, provenPerIp);
    }
  }
  await ctx.limiter.consume(`signup:phone:${input.phone}`, {
    ...limits.signupPerPhone,
    max: ctx.config.signupsPerPhonePerDay,
  });
}
