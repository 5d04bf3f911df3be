import type { BackoffPolicy } from '../../lib/backoff.js';
import { MINUTE } from '../../lib/clock.js';
import type { Limit } from '../../lib/rate-limit.js';

export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_MAX_FAILED_ATTEMPTS = 5;
export const CODE_RESEND_INTERVAL_MS = MINUTE;
export const SESSION_TTL_MS = 30 * 24 * 60 * MINUTE;

const slowDown = 'Too many attempts. Please wait a few minutes and try again.';

// Per IP limits are generous because many athletes share one address (a sports hostel, a school,
// a mobile operator's NAT); per account limits are what stop guessing.
export const limits = {
  signupPerIp: {
    // The default of SIGNUPS_PER_NETWORK_PER_HOUR, which sets it.
    max: 20,
    windowMs: 60 * MINUTE,
    message: 'Too many sign-ups from this network. Please try again later.',
  },
  signupPerPhone: {
    // The default of SIGNUPS_PER_PHONE_PER_DAY, which sets it.
    max: 10,
    windowMs: 24 * 60 * MINUTE,
    message: 'Too many sign-ups with this phone number today. Please try again tomorrow.',
  },
  loginPerIp: { max: 100, windowMs: 10 * MINUTE, message: slowDown },
  verifyPerIp: { max: 60, windowMs: 10 * MINUTE, message: slowDown },
  /**
   * Codes (verification and password reset together) one address may have tried in a day, whatever new
   * codes are sent, counted before each is compared and forgotten when one is right or the owner signs
   * in: a guesser gets 10 in a million a day instead of some 1,900 (docs/decisions/0034). Counted for
   * addresses without an account too, so the refusal does not tell which exist.
   */
  codeTriesPerAddress: {
    max: 10,
    windowMs: 24 * 60 * MINUTE,
    message:
      'Too many wrong codes have been tried for this address today. Try again tomorrow, or log in with your password if you know it.',
  },
  resendPerIp: { max: 30, windowMs: 10 * MINUTE, message: slowDown },
  resendPerAddress: {
    max: 1,
    windowMs: CODE_RESEND_INTERVAL_MS,
    message: 'A code was sent less than a minute ago. Please wait before asking for another.',
  },
} satisfies Record<string, Limit>;

/**
 * Wrong passwords slow down one account from one client (IP) only, with growing waits: nobody can lock an
 * owner out, who still gets in from another network at once, or from the same one after the wait
 * (docs/decisions/0017-auth-hardening.md).
 */
export const loginBackoff = {
  free: 5,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
  message: 'Too many wrong passwords from this network. Please wait a little and try again.',
} satisfies BackoffPolicy;
