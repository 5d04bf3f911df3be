import type { PublicCertificate, SignedRecordCheck } from '@para/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { certificateVerifyUrl } from './certificate-pdf.js';
import { findCertificate } from './lookup.js';
import { loadSigningKeys, verifyToken } from './signing.js';

/** The public check of a certificate by its number (what its QR code opens). */
export async function publicCertificate(ctx: AppContext, number: string): Promise<PublicCertificate> {
  const found = await findCertificate(ctx, number);
  if (!found) throw notFound('There is no certificate with this number.', 'CERTIFICATE_NOT_FOUND');
  return {
    status: found.status,
    supersededBy: found.supersededBy,
    revokedAt: found.revokedAt?.toISOString() ?? null,
    verifyUrl: certificateVerifyUrl(ctx.config.publicUrl, found.record.number),
    statement: found.record,
  };
}

/**
 * The offline check of a pasted signed record: the signature against the association's key, what the
 * record states, and where the register stands on it now. A changed character makes it invalid.
 */
export async function checkSignedRecord(ctx: AppContext, token: string): Promise<SignedRecordCheck> {
  const keys = await loadSigningKeys(ctx.db);
  const verified = verifyToken(keys.publicKey, token);
  if (!verified.valid) return { signatureValid: false, statement: null, current: null };
  const found = await findCertificate(ctx, verified.record.number);
  return {
    signatureValid: true,
    statement: verified.record,
    current: found ? { status: found.status, supersededBy: found.supersededBy } : null,
  };
}
