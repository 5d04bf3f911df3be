import { and, asc, eq, gt } from 'drizzle-orm';
import { certificates } from '../../db/schema/certificates.js';
import { entryForms } from '../../db/schema/competitions.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { certificateFile, certificateFileName } from './download.js';
import { storedZip, type ZipEntry } from './stored-zip.js';

/** Records read from the database at a time while the ZIP is written. */
const BATCH = 200;

/** The valid certificates of a form in number order, read in batches, each drawn as a PDF when its turn comes. */
async function* validCertificatePdfs(ctx: AppContext, formId: string): AsyncGenerator<ZipEntry> {
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
    for (const row of rows) {
      const folder =
        row.record.kind === 'merit' ? 'merit' : row.record.kind === 'record' ? 'record' : 'participation';
      yield { name: `${folder}/${certificateFileName(row.number)}`, data: await certificateFile(ctx, row) };
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.number;
  }
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
