import type { CertificateStatus } from '@para/contract';

/** Badge colours dark enough for white text (WCAG AA) in both themes. */
export const statusColour: Record<CertificateStatus, string> = {
  valid: 'green.9',
  superseded: 'orange.9',
  revoked: 'red.9',
};
