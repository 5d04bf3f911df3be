import type { CertificateStatus } from '@para/contract';

/** A status badge's tint; its text stays near-black (white on Mantine's greens and oranges fails AA). */
export const statusColour: Record<CertificateStatus, string> = {
  valid: 'green',
  superseded: 'orange',
  revoked: 'red',
};
