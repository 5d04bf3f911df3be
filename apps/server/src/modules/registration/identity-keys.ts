import type { RegistrationPage1, RegistrationPage2 } from '@para/contract';

// The same rules as the backfill in drizzle/0007_identity_keys.sql: change both together.

/** Upper case, letters and digits only: "kl-01 2011 985" and "KL012011985" are the same number. */
export const numberKey = (value: string): string | null =>
  value.toUpperCase().replace(/[^0-9A-Z]/g, '') || null;

/** Lower-case name with spaces and dots collapsed | date of birth | lower-case district. */
export const personKey = (page1: Pick<RegistrationPage1, 'fullName' | 'dateOfBirth' | 'address'>) =>
  `${page1.fullName
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim()}|${page1.dateOfBirth}|${page1.address.district.trim().toLowerCase()}`;

/** The key columns a saved page sets (page 1: the person; page 2: the certificate). */
export function identityKeyColumns(page: 1 | 2 | 3, value: unknown) {
  if (page === 1) return { personKey: personKey(value as RegistrationPage1) };
  if (page === 2) {
    const certificate = (value as RegistrationPage2).certificate;
    return certificate.kind === 'udid'
      ? { udidKey: numberKey(certificate.udidNumber), certificateKey: null }
      : { udidKey: null, certificateKey: numberKey(certificate.certificateNumber) };
  }
  return {};
}
