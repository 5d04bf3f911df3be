import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { certificates } from '../../db/schema/certificates.js';
import type { AppContext } from '../../lib/context.js';
import type { CertificateRecord } from './record.js';

export interface CertificateCheck {
  status: 'valid' | 'superseded' | 'revoked';
  record: CertificateRecord;
  signedToken: string;
  /** The number of the certificate that replaced this one, when a correction did. */
  supersededBy: string | null;
  revokedAt: Date | null;
}

/** A certificate by its printed number, as the public check will show it; undefined when unknown. */
export async function findCertificate(
  ctx: AppContext,
  number: string,
): Promise<CertificateCheck | undefined> {
  const replacement = alias(certificates, 'replacement');
  const [row] = await ctx.db
    .select({ certificate: certificates, replacedBy: replacement.number })
    .from(certificates)
    .leftJoin(replacement, eq(replacement.id, certificates.supersededBy))
    .where(eq(certificates.number, number));
  if (!row) return undefined;
  return {
    status: row.certificate.status,
    record: row.certificate.record,
    signedToken: row.certificate.signedToken,
    supersededBy: row.replacedBy,
    revokedAt: row.certificate.revokedAt,
  };
}
