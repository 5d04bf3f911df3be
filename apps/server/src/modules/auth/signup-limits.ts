import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { campOpenOn } from '../districts/camps.js';
import { limits } from './limits.js';
import { challengeLimits, challengeRequired, checkChallengeAnswer } from './signup-challenge.js';

/**
 * The sign-up limits (decision 33). A registration camp's network (opened by its district secretary)
 * has a camp's allowance. Any other address has an ordinary hour's worth; past it, a person answers
 * a question to go on, up to a ceiling. One phone number serves a family or a coach, not a crowd.
 */
export async function consumeSignupAllowance(
  ctx: AppContext,
  ip: string,
  input: { phone: string; challenge?: { token: string; answer: string } | undefined },
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
      if (!input.challenge) throw challengeRequired(ctx);
      await checkChallengeAnswer(ctx, ip, input.challenge);
      await ctx.limiter.consume(`signup:answered:${ip}`, challengeLimits.answeredPerIp);
    }
  }
  await ctx.limiter.consume(`signup:phone:${input.phone}`, {
    ...limits.signupPerPhone,
    max: ctx.config.signupsPerPhonePerDay,
  });
}
