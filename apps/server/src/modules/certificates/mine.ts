import type { MyCertificate } from '@para/contract';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CertificateRow, certificates } from '../../db/schema/certificates.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { certificateVerifyUrl } from './certificate-pdf.js';

/** The signed-in athlete's certificates, newest first: valid ones and those superseded or revoked. */
export async function myCertificates(ctx: AppContext, userId: string): Promise<MyCertificate[]> {
  const replacement = alias(certificates, 'replacement');
  const rows = await ctx.db
    .select({ certificate: certificates, replacedBy: replacement.number })
    .from(certificates)
    .leftJoin(replacement, eq(replacement.id, certificates.supersededBy))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.createdAt), desc(certificates.number));
  return rows.map(({ certificate, replacedBy }) => {
    const { record } = certificate;
    return {
      _id: certificate.id,
      kind: certificate.kind,
      number: certificate.number,
      pdfUrl: `/api/user/certificates/${certificate.id}/pdf`,
      verifyUrl: certificateVerifyUrl(ctx.config.publicUrl, certificate.number),
      status: certificate.status,
      supersededBy: replacedBy,
      competition: {
        formId: record.competition.formId,
        title: record.competition.title,
        startDate: record.competition.startDate,
      },
      discipline: record.discipline,
      place: record.place,
      mark: record.mark,
      issuedAt: record.issuedAt,
    };
  });
}

/** One certificate of the athlete's; anyone else's is as missing as one that does not exist. */
export async function ownCertificate(
  ctx: AppContext,
  userId: string,
  certificateId: string,
): Promise<CertificateRow> {
  const [row] = await ctx.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, certificateId), eq(certificates.userId, userId)));
  if (!row) throw notFound('There is no such certificate.', 'CERTIFICATE_NOT_FOUND');
  return row;
}
