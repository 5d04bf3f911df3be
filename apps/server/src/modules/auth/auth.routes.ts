import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { networkKey } from '../../lib/network-key.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import * as auth from './auth.service.js';
import { changePassword, sendProfilePhoto, updateProfile, uploadProfilePhoto } from './profile.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.signup, async (request) => ({
    message: 'Account created. We have sent a 6-digit code to your e-mail address.',
    data: await auth.signup(ctx, networkKey(request.ip), request.body),
  }));

  addRoute(app, routes.verifyEmail, async (request) => ({
    message: 'Your e-mail address is verified.',
    data: await auth.verifyEmail(ctx, networkKey(request.ip), request.body),
  }));

  addRoute(app, routes.resendOtp, async (request) => {
    await auth.resendOtp(ctx, networkKey(request.ip), request.body);
    return { message: 'If the address is waiting for verification, a new code has been sent.', data: null };
  });

  addRoute(app, routes.login, async (request) => ({
    message: 'Welcome back.',
    data: await auth.login(ctx, networkKey(request.ip), request.body),
  }));

  addRoute(app, routes.forgotPasswordSendOtp, async (request) => ({
    message: await auth.forgotPasswordSendOtp(ctx, networkKey(request.ip), request.body.email),
    data: null,
  }));

  addRoute(app, routes.forgotPasswordChangePassword, async (request) => {
    await auth.forgotPasswordChangePassword(ctx, networkKey(request.ip), request.body);
    return { message: 'Your password has been changed. Please log in with the new password.', data: null };
  });

  addRoute(app, routes.logout, async (request) => {
    await auth.logout(ctx, requireAuth(request).sessionId);
    return { message: 'You have been logged out.', data: null };
  });

  addRoute(app, routes.getUserProfileData, async (request) => ({
    data: auth.toProfile(ctx, requireAuth(request).user),
  }));

  addRoute(app, routes.updateProfile, async (request) => ({
    message: 'Your profile has been saved.',
    data: await updateProfile(ctx, requireAuth(request).user, request.body),
  }));

  addRawRoute(app, routes.uploadProfilePhoto, async (request, reply) =>
    reply.send({
      success: true,
      message: 'Your photo has been saved.',
      data: await uploadProfilePhoto(ctx, requireAuth(request).user, request),
    }),
  );

  addRawRoute(app, routes.getProfilePhoto, async (request, reply) =>
    sendProfilePhoto(ctx, request.params.year, request.params.file, reply),
  );

  addRoute(app, routes.changePassword, async (request) => {
    const auth = requireAuth(request);
    await changePassword(ctx, auth.user, auth.sessionId, request.body);
    return { message: 'Your password has been changed. Other devices have been logged out.', data: null };
  });
}
