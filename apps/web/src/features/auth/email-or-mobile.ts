import { email, mobileNumber } from '@para/contract';
import { z } from 'zod';

/**
 * One field that takes an e-mail address or a mobile number (decision 41): an address has an @,
 * anything else is read as a number. Checked with the contract's own schemas.
 */
export const emailOrMobile = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .superRefine((value, context) => {
    const byEmail = value.includes('@');
    if (!(byEmail ? email : mobileNumber).safeParse(value).success)
      context.addIssue({ code: 'custom', message: byEmail ? 'validation.email' : 'validation.phone' });
  });

export const isEmail = (value: string) => value.includes('@');
