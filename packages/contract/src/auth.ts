import { z } from 'zod';
import { email, indianMobile, otp, password, personName } from './fields.js';
import { noData as none, type RouteDef, route } from './route-def.js';

export const signupBody = z.strictObject({ name: personName, email, phone: indianMobile, password });
export const signupResult = z.object({ email: z.string() });

export const verifyEmailBody = z.strictObject({ email, otp });
export const resendOtpBody = z.strictObject({ email });
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

/** Body of the 403 a login with an unverified address gets. */
export const unverifiedLogin = z.object({ emailVerified: z.literal(false), email: z.string() });

export const updateProfileBody = z.strictObject({ name: personName, phone: indianMobile });
export const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, 'validation.required').max(128),
  newPassword: password,
});

export type SignupBody = z.input<typeof signupBody>;
export type LoginBody = z.input<typeof loginBody>;

export const authRoutes = {
  updateProfile: route({
    method: 'PATCH',
    path: '/api/user/profile',
    access: 'user',
    tag: 'user',
    summary: 'Change your name and mobile number',
    body: updateProfileBody,
    data: profile,
  }),
  uploadProfilePhoto: route({
    method: 'POST',
    path: '/api/user/profile-photo',
    access: 'user',
    tag: 'user',
    summary: 'Upload a profile photo (multipart field "file"; JPEG or PNG up to 2 MB)',
    multipart: true,
    data: profile,
  }),
  getProfilePhoto: route({
    method: 'GET',
    path: '/api/profile-photos/:year/:file',
    access: 'public',
    tag: 'user',
    summary: 'A current profile photo, by the unguessable address in profilePhoto (so <img> can load it)',
    params: z.strictObject({
      year: z.string().regex(/^\d{4}$/),
      file: z.string().regex(/^[0-9a-f-]{36}\.jpg$/),
    }),
    data: none,
    file: true,
  }),
  changePassword: route({
    method: 'POST',
    path: '/api/user/change-password',
    access: 'user',
    tag: 'user',
    summary: 'Change your password; every other session ends',
    body: changePasswordBody,
    data: none,
  }),
  signup: route({
    method: 'POST',
    path: '/api/signup',
    access: 'public',
    tag: 'auth',
    summary: 'Create an account; a 6-digit code is mailed to verify the address',
    body: signupBody,
    data: signupResult,
    status: 201,
  }),
  verifyEmail: route({
    method: 'POST',
    path: '/api/verify-email',
    access: 'public',
    tag: 'auth',
    summary: 'Verify the address with the mailed code; returns the session record',
    body: verifyEmailBody,
    data: sessionRecord,
  }),
  resendOtp: route({
    method: 'POST',
    path: '/api/resend-otp',
    access: 'public',
    tag: 'auth',
    summary: 'Mail a new verification code (at most once a minute)',
    body: resendOtpBody,
    data: none,
  }),
  login: route({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    tag: 'auth',
    summary: 'Log in; an unverified address gets 403 with data.emailVerified false and a fresh code',
    body: loginBody,
    data: sessionRecord,
  }),
  forgotPasswordSendOtp: route({
    method: 'POST',
    path: '/api/forgot-password-send-otp',
    access: 'public',
    tag: 'auth',
    summary: 'Mail a password-reset code; answers the same whether or not the address exists',
    body: forgotPasswordSendOtpBody,
    data: none,
  }),
  forgotPasswordChangePassword: route({
    method: 'POST',
    path: '/api/forgot-password-change-password',
    access: 'public',
    tag: 'auth',
    summary: 'Set a new password with the reset code; every earlier session ends',
    body: forgotPasswordChangePasswordBody,
    data: none,
  }),
  logout: route({
    method: 'POST',
    path: '/api/logout',
    access: 'user',
    tag: 'auth',
    summary: 'End this session; its token stops working',
    data: none,
  }),
  getUserProfileData: route({
    method: 'GET',
    path: '/api/user/get-user-profile-data',
    access: 'user',
    tag: 'user',
    summary: 'The signed-in user: the session record without its token',
    data: profile,
  }),
} as const satisfies Record<string, RouteDef>;
