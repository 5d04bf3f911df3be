import { z } from 'zod';
import { email, indianMobile, otp, password, personName } from '../shared/fields.js';

/** The answer to a sign-up challenge (CHALLENGE_REQUIRED): the token it came with and what was typed. */
export const challengeAnswer = z.strictObject({
  token: z.string().min(1).max(1000),
  answer: z.string().trim().min(1, 'validation.required').max(20),
});
export const signupBody = z.strictObject({
  name: personName,
  email,
  phone: indianMobile,
  password,
  challenge: challengeAnswer.optional(),
});
/**
 * The attempt a verification code belongs to: a sign-up, or the sign-in of an unverified account, with
 * the password it chose or proved. A code verifies only the attempt it was mailed for, so a client
 * names the attempt it started (the sign-up's answer, or the unverified sign-in's 403) when it sends
 * the code or asks for it again. Without one, a code is taken only while a single attempt waits on the
 * address (docs/decisions/0034).
 */
export const verificationAttempt = z.uuid();

export const signupResult = z.object({ email: z.string(), attempt: z.string() });

export const verifyEmailBody = z.strictObject({ email, otp, attempt: verificationAttempt.optional() });
export const resendOtpBody = z.strictObject({ email, attempt: verificationAttempt.optional() });
export const loginBody = z.strictObject({
  email,
  password: z.string().min(1, 'validation.required').max(128),
});
export const forgotPasswordSendOtpBody = z.strictObject({ email });
export const forgotPasswordChangePasswordBody = z.strictObject({ email, otp, password });

/** What the server knows about the signed-in user (the session record without its token). */
export const profile = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  /** The districts whose secretary this account is (empty for everyone but district secretaries). */
  districts: z.array(z.string()),
  registrationApproved: z.boolean(),
  registrationCompleted: z.boolean(),
  registrationPaymentCompleted: z.boolean(),
  profilePhoto: z.string(),
  uid: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** The session record: `data` of verify-email and login, stored in the browser as `userinfo`. */
export const sessionRecord = profile.extend({ accessToken: z.string() });
export type SessionRecord = z.infer<typeof sessionRecord>;

/**
 * Body of the 403 a login with an unverified address gets: the attempt its code belongs to, and whether
 * a code was sent now (not when one went to the address less than a minute ago; `retryAfterSeconds`
 * then says when another may be asked for).
 */
export const unverifiedLogin = z.object({
  emailVerified: z.literal(false),
  email: z.string(),
  attempt: z.string(),
  codeSent: z.boolean(),
  retryAfterSeconds: z.number().int().optional(),
});

export const updateProfileBody = z.strictObject({ name: personName, phone: indianMobile });
export const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, 'validation.required').max(128),
  newPassword: password,
});

export type SignupBody = z.input<typeof signupBody>;
export type LoginBody = z.input<typeof loginBody>;
