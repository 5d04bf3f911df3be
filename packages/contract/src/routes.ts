import { z } from 'zod';
import { updateUserBlockStatusBody, usersList, usersListQuery } from './admin-users.js';
import {
  forgotPasswordChangePasswordBody,
  forgotPasswordSendOtpBody,
  loginBody,
  profile,
  resendOtpBody,
  sessionRecord,
  signupBody,
  signupResult,
  verifyEmailBody,
} from './auth.js';

/** Who may call a route. Enforced by the server in one place from this table. */
export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: Method;
  path: string;
  access: Access;
  summary: string;
  tag: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Schema of `data` in the success envelope. */
  data: z.ZodType;
  /** HTTP status of success (200 unless stated). */
  status?: number;
}

const route = <const R extends RouteDef>(def: R) => def;
const none = z.null();

export const routes = {
  health: route({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'system',
    summary: 'Liveness and database check',
    data: z.object({ status: z.literal('ok') }),
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

  adminGetUsersList: route({
    method: 'GET',
    path: '/api/admin/get-users-list',
    access: 'admin',
    tag: 'admin',
    summary: 'Users, newest first, with search and paging',
    query: usersListQuery,
    data: usersList,
  }),
  adminUpdateUserBlockStatus: route({
    method: 'POST',
    path: '/api/admin/update-user-block-status',
    access: 'admin',
    tag: 'admin',
    summary: 'Block (with a reason) or unblock a user; blocking ends their sessions at once',
    body: updateUserBlockStatusBody,
    data: z.object({ _id: z.string(), blocked: z.boolean() }),
  }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
export type RouteBody<K extends RouteKey> = Routes[K] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;
export type RouteQuery<K extends RouteKey> = Routes[K] extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : undefined;
export type RouteData<K extends RouteKey> = z.output<Routes[K]['data']>;

/** The path of `/api/x/{id}` style routes filled in. */
export const fillPath = (path: string, params: Record<string, string>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
