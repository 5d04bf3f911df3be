import { authRoutes, type SessionRecord, type SignupBody } from '@para/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, isErrorCode } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { session } from '../../lib/session';
import { profileQuery } from '../account';
import { withProofOfWork } from './proof-of-work';

export const useSignup = (onWorking?: (working: boolean) => void) =>
  useMutation({
    mutationFn: (body: SignupBody) =>
      withProofOfWork(
        (altcha) => callApi(authRoutes.signup, { body: { ...body, ...(altcha ? { altcha } : {}) } }),
        onWorking,
      ),
  });

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (body: z.input<typeof authRoutes.verifyEmail.body>) =>
      callApi(authRoutes.verifyEmail, { body }),
  });

export const useResendOtp = () =>
  useMutation({
    mutationFn: (body: z.input<typeof authRoutes.resendOtp.body>) => callApi(authRoutes.resendOtp, { body }),
  });

export const useLogin = () =>
  useMutation({
    mutationFn: (body: z.input<typeof authRoutes.login.body>) => callApi(authRoutes.login, { body }),
  });

export const useForgotPasswordSendOtp = () =>
  useMutation({
    mutationFn: (email: string) => callApi(authRoutes.forgotPasswordSendOtp, { body: { email } }),
  });

/** A reset code by SMS: the same code as a sign-in code, after the browser's proof of work. */
export const useResetCodeBySms = () =>
  useMutation({
    mutationFn: (phone: string) =>
      withProofOfWork((altcha) =>
        callApi(authRoutes.forgotPasswordSendOtp, { body: { phone, ...(altcha ? { altcha } : {}) } }),
      ),
  });

export const useForgotPasswordChange = () =>
  useMutation({
    mutationFn: (body: z.input<typeof authRoutes.forgotPasswordChangePassword.body>) =>
      callApi(authRoutes.forgotPasswordChangePassword, { body }),
  });

/** A sign-in refused because the address is not verified yet: where its code went, and for which attempt. */
export interface UnverifiedSignIn {
  email: string;
  /** The attempt the code step names with the code (absent from an older server's answer). */
  attempt?: string;
  /** False when no new code went out (one had gone to the address less than a minute before). */
  codeSent: boolean;
}

/**
 * For a login refused because the address is not verified yet: the address (the server's, else the one
 * typed), the attempt and whether a code was sent. Otherwise null.
 */
export function unverifiedSignIn(error: unknown, typed: string): UnverifiedSignIn | null {
  if (!isErrorCode(error, 'EMAIL_UNVERIFIED')) return null;
  const { email, attempt, codeSent } = error.data;
  return {
    email: typeof email === 'string' && email ? email : typed.trim().toLowerCase(),
    ...(typeof attempt === 'string' && attempt ? { attempt } : {}),
    codeSent: codeSent !== false,
  };
}

/**
 * Stores a fresh session record. The profile is seeded from it, so the startup check does not ask the
 * server again for what it just said.
 */
export function startSession(record: SessionRecord): void {
  session.set(record);
  const { accessToken, ...profile } = record;
  queryClient.setQueryData(profileQuery(accessToken).queryKey, profile);
}

export const useVerifyPhone = () =>
  useMutation({
    mutationFn: (body: z.input<typeof authRoutes.verifyPhone.body>) =>
      callApi(authRoutes.verifyPhone, { body }),
  });

export const useResendPhoneCode = () =>
  useMutation({
    mutationFn: (body: z.input<typeof authRoutes.resendPhoneCode.body>) =>
      withProofOfWork((altcha) =>
        callApi(authRoutes.resendPhoneCode, { body: { ...body, ...(altcha ? { altcha } : {}) } }),
      ),
  });

export const useLoginCode = (onWorking?: (working: boolean) => void) =>
  useMutation({
    mutationFn: (phone: string) =>
      withProofOfWork(
        (altcha) => callApi(authRoutes.loginCode, { body: { phone, ...(altcha ? { altcha } : {}) } }),
        onWorking,
      ),
  });

export const useLoginCodeVerify = () =>
  useMutation({
    mutationFn: (body: z.input<typeof authRoutes.loginCodeVerify.body>) =>
      callApi(authRoutes.loginCodeVerify, { body }),
  });

/** A sign-in by number refused because the number is not proved yet: its sign-up's attempt. */
export function unverifiedPhone(error: unknown): { phone: string; attempt: string } | null {
  if (!isErrorCode(error, 'PHONE_UNVERIFIED')) return null;
  return { phone: error.data.phone, attempt: error.data.attempt };
}
