import { z } from 'zod';
import { email, id, indianMobile, mobileNumber, otp, password, personName } from '../shared/fields.js';

/**
 * A solved proof of work (CHALLENGE_REQUIRED): the base64 payload ALTCHA's widget makes from the
 * challenge in `data.challenge`, sent again with the call that asked for it (docs/decisions/0041).
 */
export const proofOfWork = z.string().min(1).max(2000);

/**
 * A sign-up: with `email`, its code is mailed; without, the account is the mobile number's and its code
 * goes by SMS (e-mail can be added later).
 */
export const signupBody = z.strictObject({
  name: personName,
  email: email.optional(),
  phone: mobileNumber,
  password,
  altcha: proofOfWork.optional(),
});
/**
 * The attempt a verification code belongs to: a sign-up, or the sign-in of an unverified account, with
 * the password it chose or proved. A code verifies only the attempt it was mailed for, so a client
 * names the attempt it started (the sign-up's answer, or the unverified sign-in's 403) when it sends
 * the code or asks for it again. Without one, a code is taken only while a single attempt waits on the
 * address (docs/decisions/0034).
 */
export const verificationAttempt = z.uuid();

/** `email` of a sign-up by e-mail, `phone` of one by mobile number (the other empty). */
export const signupResult = z.object({ email: z.string(), phone: z.string(), attempt: z.string() });

export const verifyEmailBody = z.strictObject({ email, otp, attempt: verificationAttempt.optional() });
export const resendOtpBody = z.strictObject({ email, attempt: verificationAttempt.optional() });
const givenPassword = z.string().min(1, 'validation.required').max(128);
/** Sign in by e-mail, or by mobile number (`userId` picks one of several accounts with the password). */
export const emailLoginBody = z.strictObject({ email, password: givenPassword });
export const phoneLoginBody = z.strictObject({
  phone: mobileNumber,
  password: givenPassword,
  userId: id.optional(),
});
/**
 * An e-mail address or a mobile number, one of them: one object rather than a union, so a refused body
 * still names each field at fault (`data.fields`).
 */
const oneContact = (value: { email?: unknown; phone?: unknown }, context: z.RefinementCtx) => {
  if ((value.email === undefined) === (value.phone === undefined))
    context.addIssue({ code: 'custom', path: ['email'], message: 'validation.emailOrPhone' });
};
export const loginBody = z
  .strictObject({
    email: email.optional(),
    phone: mobileNumber.optional(),
    password: givenPassword,
    userId: id.optional(),
  })
  .superRefine(oneContact);
export const emailResetSendBody = z.strictObject({ email });
export const phoneResetSendBody = z.strictObject({ phone: mobileNumber, altcha: proofOfWork.optional() });
export const forgotPasswordSendOtpBody = z
  .strictObject({ email: email.optional(), phone: mobileNumber.optional(), altcha: proofOfWork.optional() })
  .superRefine(oneContact);
export const emailResetChangeBody = z.strictObject({ email, otp, password });
export const forgotPasswordChangePasswordBody = z
  .strictObject({
    email: email.optional(),
    phone: mobileNumber.optional(),
    otp,
    password,
    userId: id.optional(),
  })
  .superRefine(oneContact);

export const verifyPhoneBody = z.strictObject({
  phone: mobileNumber,
  otp,
  attempt: verificationAttempt.optional(),
});
export const resendPhoneCodeBody = z.strictObject({
  phone: mobileNumber,
  attempt: verificationAttempt.optional(),
  altcha: proofOfWork.optional(),
});
export const loginCodeBody = z.strictObject({ phone: mobileNumber, altcha: proofOfWork.optional() });
export const loginCodeVerifyBody = z.strictObject({ phone: mobileNumber, otp, userId: id.optional() });
/** Accounts that share a mobile number: the one to sign in to (or to give a new password) is chosen. */
export const accountChoice = z.object({
  accounts: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export const addEmailBody = z.strictObject({ email });
export const verifyAddedEmailBody = z.strictObject({ email, otp });

/** What the server knows about the signed-in user (the session record without its token). */
export const profile = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** The mobile number is proved by a code sent to it by SMS (sign-in by number needs it). */
  phoneVerified: z.boolean(),
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
/** Body of the 403 a sign-in by number gets while the number is not yet proved (as unverifiedLogin). */
export const unverifiedPhoneLogin = z.object({
  phoneVerified: z.literal(false),
  phone: z.string(),
  attempt: z.string(),
  codeSent: z.boolean(),
  retryAfterSeconds: z.number().int().optional(),
});

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
export type LoginBody = z.input<typeof emailLoginBody>;
export type PhoneLoginBody = z.input<typeof phoneLoginBody>;
