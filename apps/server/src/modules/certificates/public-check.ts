import type { PublicCertificate, SignedRecordCheck } from '@para/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { certificateVerifyUrl } from './certificate-pdf.js';
import { findCertificate } from './lookup.js';
import { verifyToken } from './signing.js';
import { verifyingKeys } from './signing-keys.js';

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

export interface SignedRecordAnswer {
  data: SignedRecordCheck;
  message: string;
}

const refused = (message: string): SignedRecordAnswer => ({
  data: { signatureValid: false, statement: null, current: null },
  message,
});

/**
 * The check of a pasted signed record: signed by one of the association's keys, and the very record
 * its register holds for that number. A record that is correctly signed but is not the register's
 * (signed with a key copied from a backup, or for a number never issued) is refused like a changed
 * one, and logged: it means someone else holds a signing key.
 */
export async function checkSignedRecord(ctx: AppContext, token: string): Promise<SignedRecordAnswer> {
  const verified = verifyToken(await verifyingKeys(ctx.db), token);
  if (!verified.valid) {
    return refused(
      'The signature does not match: this record was changed or was not issued by the association.',
    );
  }
  const found = await findCertificate(ctx, verified.record.number);
  if (found?.signedToken !== token) {
    ctx.logger.warn(
      { kid: verified.kid, number: verified.record.number, known: Boolean(found) },
      'a signed certificate record that the register does not hold was checked',
    );
    return refused('This record is not the one the association issued under its number.');
  }
  return {
    data: {
      signatureValid: true,
      statement: verified.record,
      current: { status: found.status, supersededBy: found.supersededBy },
    },
    message: 'The signature is the association’s: the record is as issued.',
  };
}
