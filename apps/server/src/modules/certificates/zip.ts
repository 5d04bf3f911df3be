import { and, asc, eq, gt } from 'drizzle-orm';
import { certificates } from '../../db/schema/certificates.js';
import { entryForms } from '../../db/schema/competitions.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { certificateVerifyUrl } from './certificate-pdf.js';
import { drawCertificate, drawingParallelism } from './certificate-pdf-pool.js';
import { certificateFileName } from './download.js';
import { storedZip, type ZipEntry } from './stored-zip.js';

/** Records read from the database at a time while the ZIP is written. */
const BATCH = 200;

/** The valid certificates of a form in number order, read from the database in batches. */
async function* validCertificates(ctx: AppContext, formId: string) {
  let after = '';
  for (;;) {
    const rows = await ctx.db
      .select({
        number: certificates.number,
        record: certificates.record,
        signedToken: certificates.signedToken,
      })
      .from(certificates)
      .where(
        and(
          eq(certificates.formId, formId),
          eq(certificates.status, 'valid'),
          gt(certificates.number, after),
        ),
      )
      .orderBy(asc(certificates.number))
      .limit(BATCH);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.number;
  }
}

/**
 * Each certificate drawn as a PDF when its turn comes, a few at a time on the drawing threads (as many
 * in hand as keep every thread busy), handed on in number order.
 */
async function* validCertificatePdfs(ctx: AppContext, formId: string): AsyncGenerator<ZipEntry> {
  const window: Promise<ZipEntry>[] = [];
  const inHand = drawingParallelism() * 2;
  for await (const row of validCertificates(ctx, formId)) {
    const folder = row.record.kind;
    const drawing = drawCertificate(row.record, {
      verifyUrl: certificateVerifyUrl(ctx.config.publicUrl, row.number),
      signedToken: row.signedToken,
    }).then((data) => ({ name: `${folder}/${certificateFileName(row.number)}`, data }));
    // Awaited below in turn; a download stopped halfway leaves it unawaited, which is not an error.
    drawing.catch(() => undefined);
    window.push(drawing);
    if (window.length >= inHand) yield await (window.shift() as Promise<ZipEntry>);
  }
  while (window.length > 0) yield await (window.shift() as Promise<ZipEntry>);
}

/**
 * A competition's valid certificates as one ZIP, streamed: the first bytes leave before the last PDF
 * is drawn. The file is named after the competition's id (titles may hold any character).
 */
export async function certificatesZip(ctx: AppContext, formId: string) {
  const [form] = await ctx.db.select({ id: entryForms.id }).from(entryForms).where(eq(entryForms.id, formId));
  if (!form) throw notFound('No such competition.', 'FORM_NOT_FOUND');
  return {
    fileName: `certificates-${formId}.zip`,
    chunks: storedZip(validCertificatePdfs(ctx, formId), ctx.clock.now()),
  };
}
