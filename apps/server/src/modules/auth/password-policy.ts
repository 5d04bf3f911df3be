import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from '../../lib/errors.js';

// Argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

const commonPasswords = new Set<string>(
  dictionary['passwords-common'].map((word: string) => word.toLowerCase()),
);

/** The most common passwords (about 49,000 from breach lists) are refused; no composition rules. */
export const isCommonPassword = (password: string): boolean => commonPasswords.has(password.toLowerCase());

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing reveals nothing. */
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
};

/** A common password is refused with a field error naming `field`. */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError(field, 'validation.passwordCommon', 'PASSWORD_TOO_COMMON');
}
