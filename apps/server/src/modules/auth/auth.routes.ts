import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { networkKey } from '../../lib/network-key.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { addEmail, verifyAddedEmail } from './add-email.js';
import * as auth from './auth.service.js';
import { loginByPhone, resetPasswordByPhone, sendSignInCode, signInWithCode } from './phone-sign-in.js';
import { resendPhoneCode, signupByPhone, verifyPhone } from './phone-signup.js';
import { changePassword, sendProfilePhoto, updateProfile, uploadProfilePhoto } from './profile.js';
import { sessionHandoverRoute } from './session-handover.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  sessionHandoverRoute(app, ctx);
  addRoute(app, routes.signup, async (request) => {
    const { email, ...rest } = request.body;
    if (email === undefined)
      return {
        message: 'Account created. We have sent a 6-digit code to your mobile number by SMS.',
        data: await signupByPhone(ctx, networkKey(request.ip), readerLanguage(request), rest),
      };
    return {
      message: 'Account created. We have sent a 6-digit code to your e-mail address.',
      data: await auth.signup(ctx, networkKey(request.ip), { ...rest, email }),
    };
  });

  addRoute(app, routes.verifyPhone, async (request) => ({
    message: 'Your mobile number is verified.',
    data: await auth.startSession(ctx, await verifyPhone(ctx, networkKey(request.ip), request.body)),
  }));

  addRoute(app, routes.resendPhoneCode, async (request) => {
    await resendPhoneCode(ctx, networkKey(request.ip), readerLanguage(request), request.body);
    return { message: 'If the number is waiting for verification, a new code has been sent.', data: null };
  });

  addRoute(app, routes.loginCode, async (request) => ({
    message: await sendSignInCode(ctx, networkKey(request.ip), readerLanguage(request), request.body),
    data: null,
  }));

  addRoute(app, routes.loginCodeVerify, async (request) => {
    const result = await signInWithCode(ctx, networkKey(request.ip), request.body);
    if ('accounts' in result)
      return { message: 'Several accounts use this number. Choose the one to sign in to.', data: result };
    return { message: 'Welcome back.', data: await auth.startSession(ctx, result.user) };
  });

  addRoute(app, routes.addEmail, async (request) => {
    await addEmail(ctx, networkKey(request.ip), requireAuth(request).user, request.body.email);
    return { message: 'We have sent a 6-digit code to the address.', data: null };
  });

  addRoute(app, routes.verifyAddedEmail, async (request) => ({
    message: 'Your e-mail address is verified.',
    data: auth.toProfile(
      ctx,
      await verifyAddedEmail(ctx, networkKey(request.ip), requireAuth(request).user, request.body),
    ),
  }));

  addRoute(app, routes.verifyEmail, async (request) => ({
    message: 'Your e-mail address is verified.',
    data: await auth.verifyEmail(ctx, networkKey(request.ip), request.body),
  }));

  addRoute(app, routes.resendOtp, async (request) => {
    await auth.resendOtp(ctx, networkKey(request.ip), request.body);
    return { message: 'If the address is waiting for verification, a new code has been sent.', data: null };
  });

  addRoute(app, routes.login, async (request) => {
    const { email, phone = '', password, userId } = request.body;
    if (email !== undefined)
      return {
        message: 'Welcome back.',
        data: await auth.login(ctx, networkKey(request.ip), { email, password }),
      };
    const result = await loginByPhone(ctx, networkKey(request.ip), { phone, password, userId });
    if ('accounts' in result)
      return { message: 'Several accounts use this number and password. Choose one.', data: result };
    return { message: 'Welcome back.', data: await auth.startSession(ctx, result.user) };
  });

  addRoute(app, routes.forgotPasswordSendOtp, async (request) => {
    const { email, phone = '', altcha } = request.body;
    return {
      message:
        email !== undefined
          ? await auth.forgotPasswordSendOtp(ctx, networkKey(request.ip), email)
          : await sendSignInCode(ctx, networkKey(request.ip), readerLanguage(request), { phone, altcha }),
      data: null,
    };
  });

  addRoute(app, routes.forgotPasswordChangePassword, async (request) => {
    const { email, phone = '', otp, password, userId } = request.body;
    if (email !== undefined)
      await auth.forgotPasswordChangePassword(ctx, networkKey(request.ip), { email, otp, password });
    else {
      const choice = await resetPasswordByPhone(ctx, networkKey(request.ip), {
        phone,
        otp,
        password,
        userId,
      });
      if (choice)
        return {
          message: 'Several accounts use this number. Choose the one to give a new password.',
          data: choice,
        };
    }
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
