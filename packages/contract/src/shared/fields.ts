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

const ANY_COUNTRY = /^\+([1-9]\d{7,14})$/;

/**
 * A mobile number to send codes to: an Indian mobile written any way people write one (spaces, dashes,
 * brackets or dots; +91, 91 or the trunk 0 before the ten digits) becomes +91XXXXXXXXXX; a number of
 * another country is kept only written in full (+ and the country code, E.164), and the server accepts
 * it only where SMS_COUNTRY_CODES allows its country. An Indian landline (+91 or 0 and a number not
 * starting 6-9) is refused, as SMS cannot reach it.
 */
export const mobileNumber = z
  .string()
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .trim()
  .max(40, 'validation.phone')
  .transform((value) => value.replace(/[\s\-().]/g, ''))
  .transform((value) => {
    const indian = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(value);
    if (indian) return `+91${indian[1]}`;
    return !value.startsWith('+91') && ANY_COUNTRY.test(value) ? value : '';
  })
  .refine((value) => value !== '', 'validation.phone');

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
