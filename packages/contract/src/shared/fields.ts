import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './text-safety.js';

/** Identifiers travel as strings under `_id`, the name clients of the earlier API know. */
export const id = z.uuid();

export const personName = z
  .string()
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .trim()
  .min(2, 'validation.name')
  .max(100, 'validation.name');

/** Compared case-insensitively and stored lower-case. */
export const email = z
  .string()
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .trim()
  .max(254, 'validation.email')
  .pipe(z.email('validation.email'))
  .transform((value) => value.toLowerCase());

const INDIAN_MOBILE = /^(?:\+?91)?([6-9]\d{9})$/;

/** Indian mobile: 10 digits starting 6-9, optional +91; spaces and dashes are ignored. Stored as +91XXXXXXXXXX. */
export const indianMobile = z
  .string()
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => INDIAN_MOBILE.test(value), 'validation.phone')
  .transform((value) => `+91${INDIAN_MOBILE.exec(value)?.[1] ?? ''}`);

/** Length only: no composition rules (NIST SP 800-63B). The server also refuses common passwords. */
export const password = z
  .string()
  .min(8, 'validation.passwordShort')
  .max(128, 'validation.passwordLong')
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE);

export const otp = z
  .string()
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .trim()
  .regex(/^\d{6}$/, 'validation.otp');

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;

/** Page number and page size of the administrators' lists (capped: deep pages cost the database). */
export const listPaging = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
