import type { CertificateRow } from '../../db/schema/certificates.js';
import type { AppContext } from '../../lib/context.js';
import { certificatePdf, certificateVerifyUrl } from './certificate-pdf.js';

/** `PSA-C-2026-000123.pdf`: the number alone, so the name is safe anywhere. */
export const certificateFileName = (number: string) => `${number}.pdf`;

/** A certificate's PDF, drawn from its record with its QR code and the signed record attached. */
export function certificateFile(
  ctx: AppContext,
  row: Pick<CertificateRow, 'record' | 'signedToken' | 'number'>,
) {
  return certificatePdf(row.record, {
    verifyUrl: certificateVerifyUrl(ctx.config.publicUrl, row.number),
    signedToken: row.signedToken,
  });
}
