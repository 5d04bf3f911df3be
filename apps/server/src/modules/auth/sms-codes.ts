import { MINUTE } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { Limit } from '../../lib/rate-limit.js';
import { assertSmsBudgetLeft, giveBackToSmsBudget, takeFromSmsBudget } from '../../lib/sms/budget.js';
import {
  composeSms,
  maskPhone,
  type SmsKind,
  type SmsLanguage,
  SmsRefusedError,
  SmsUnavailableError,
} from '../../lib/sms/index.js';
import { CODE_TTL_MS } from './limits.js';
import { consumeNetworkLimit } from './network-limits.js';
import { dropPhoneCode } from './phone-codes.js';

/**
 * What a code by SMS must pass before it goes out (docs/decisions/0041). An SMS costs the association
 * money and an open code endpoint is drained by SMS pumping, so every code is counted against the
 * number (one a minute, five a day), the network it was asked from and the portal's daily budget,
 * before anything is looked up: a number without an account is counted and answered alike.
 */
const slowDown = 'Too many codes have been asked for from this network. Please wait and try again.';

export const smsLimits = {
  perNumberMinute: {
    max: 1,
    windowMs: MINUTE,
    message: 'A code was sent to this number less than a minute ago. Please wait before asking for another.',
  },
  perNumberDay: {
    max: 5,
    windowMs: 24 * 60 * MINUTE,
    message:
      'Five codes have been sent to this number today. Please try again tomorrow, or sign in with your password.',
  },
  // Generous, as many athletes share one address (a hostel, a carrier's shared address); an open
  // registration camp gets twice its hourly sign-ups in each window (network-limits.ts).
  perNetwork: { max: 60, windowMs: 10 * MINUTE, message: slowDown },
  perNetworkDay: { max: 300, windowMs: 24 * 60 * MINUTE, message: slowDown },
} satisfies Record<string, Limit>;

/** Codes go only to numbers of the countries configured (SMS_COUNTRY_CODES, India unless set). */
export function assertSmsCountry(ctx: AppContext, phone: string, field = 'phone'): void {
  const allowed = [...ctx.config.sms.countryCodes].some((code) => phone.startsWith(`+${code}`));
  if (!allowed) throw fieldError(field, 'validation.phoneCountry');
}

async function consumeAs(
  ctx: AppContext,
  key: string,
  limit: Limit,
  code: 'CODE_SENT_RECENTLY' | 'CODE_SENDS_USED_UP',
) {
  try {
    await ctx.limiter.consume(key, limit);
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 429)) throw error;
    throw new AppError(429, error.message, error.data, code);
  }
}

/** The number's counts a code used: given back when the provider did not take it. */
export interface SmsAllowance {
  phone: string;
  keys: string[];
}

/**
 * Counts a code to the number against the network's and the number's limits and checks the day's
 * budget; each refusal is said (429 `CODE_SENT_RECENTLY`, `CODE_SENDS_USED_UP`, `RATE_LIMITED`, 503
 * `SMS_PAUSED`), never a quiet "sent".
 */
export async function allowSmsCode(ctx: AppContext, ip: string, phone: string): Promise<SmsAllowance> {
  assertSmsCountry(ctx, phone);
  await consumeNetworkLimit(ctx, ip, 'sms', smsLimits.perNetwork);
  await consumeNetworkLimit(ctx, ip, 'sms-day', smsLimits.perNetworkDay);
  const minuteKey = `sms:minute:${phone}`;
  const dayKey = `sms:day:${phone}`;
  await consumeAs(ctx, minuteKey, smsLimits.perNumberMinute, 'CODE_SENT_RECENTLY');
  try {
    await consumeAs(ctx, dayKey, smsLimits.perNumberDay, 'CODE_SENDS_USED_UP');
    await assertSmsBudgetLeft(ctx);
  } catch (error) {
    // Refused for the day: the minute was not spent on a code.
    await ctx.limiter.giveBack(minuteKey);
    throw error;
  }
  return { phone, keys: [minuteKey, dayKey] };
}

/** The allowance is not spent after all (nothing was sent): the number may ask again at once. */
export async function giveBackAllowance(ctx: AppContext, allowance: SmsAllowance): Promise<void> {
  for (const key of allowance.keys) await ctx.limiter.giveBack(key);
}

/** A code that could not be handed to the provider: said at once, and the person may ask again. */
const notSent = () =>
  new AppError(
    503,
    'We could not send the SMS just now. Nothing was sent; please try again in a minute.',
    { retryAfterSeconds: 60 },
    'SMS_NOT_SENT',
  );

/**
 * Sends a stored code by SMS through the provider, in the reader's language, taking it from the day's
 * budget. When the provider is down, slow or refuses, the code dies, nothing is counted against the
 * number or the budget, and the person hears so (503 `SMS_NOT_SENT`), rather than waiting for a code
 * that will not come. Codes are not queued: a code is worth ten minutes, and a person asking again
 * gets a fresh one.
 */
export async function sendSmsCode(
  ctx: AppContext,
  allowance: SmsAllowance,
  input: { kind: SmsKind; language: SmsLanguage; code: string; codeId: string },
): Promise<void> {
  let day: string;
  try {
    day = await takeFromSmsBudget(ctx);
  } catch (error) {
    await dropPhoneCode(ctx, input.codeId);
    await giveBackAllowance(ctx, allowance);
    throw error;
  }
  const message = composeSms(ctx.config.sms, {
    to: allowance.phone,
    kind: input.kind,
    language: input.language,
    variables: { otp: input.code, minutes: String(CODE_TTL_MS / MINUTE) },
    idempotencyKey: `code:${input.codeId}`,
  });
  try {
    await ctx.sms.send(message);
  } catch (error) {
    if (!(error instanceof SmsUnavailableError || error instanceof SmsRefusedError)) throw error;
    ctx.logger.warn(
      { to: maskPhone(allowance.phone), kind: input.kind, reason: error.message },
      'code SMS not sent',
    );
    await dropPhoneCode(ctx, input.codeId);
    await giveBackToSmsBudget(ctx, day);
    await giveBackAllowance(ctx, allowance);
    throw notSent();
  }
}

/** Hindi for a reader who chose it, else English (the languages the DLT templates are registered in). */
export const smsLanguageOf = (readerLanguage: string): SmsLanguage => (readerLanguage === 'hi' ? 'hi' : 'en');
