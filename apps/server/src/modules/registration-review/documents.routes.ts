import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fillPath, PREVIEW_MAX_PAGES, reviewErrorCodes, routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { createPdfPreviews } from '../../lib/pdf-preview.js';
import { addRawRoute, addRoute } from '../../lib/route.js';
import { MAX_IMAGE_PIXELS } from '../../lib/uploads.js';
import { toDocument } from '../registration/mapper.js';
import { findDocument } from '../registration/registration.queries.js';
import { findDuplicates } from './duplicates.js';

/** Wide enough to read a certificate on a desktop screen; phones scale it down. */
const PREVIEW_WIDTH_PX = 1000;
// A document id's pictures never change (a new upload is a new document): the browser may keep them.
const PREVIEW_CACHE = 'private, max-age=86400, immutable';

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const unreadable = () =>
  new AppError(
    422,
    'This PDF could not be shown as pictures (it may be damaged or protected). Open the whole file instead.',
    { code: reviewErrorCodes.previewUnreadable },
    'PREVIEW_UNREADABLE',
  );

const tooLarge = () =>
  new AppError(
    422,
    `This PDF holds an image too large to be drawn here (more than ${MAX_IMAGE_PIXELS / 1_000_000} ` +
      'megapixels). Open the whole file instead.',
    { code: reviewErrorCodes.previewTooLarge },
    'PREVIEW_TOO_LARGE',
  );

/** The review screen's extras: PDF pages drawn as images, and possible duplicate registrations. */
export function reviewDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const previews = createPdfPreviews({
    cacheDir: path.join(ctx.config.dataDir, 'previews'),
    maxPages: PREVIEW_MAX_PAGES,
    widthPx: PREVIEW_WIDTH_PX,
  });

  const pdfSheet = async (documentId: string) => {
    const document = await findDocument(ctx.db, documentId);
    if (!document) throw notFound('No such document.');
    if (document.contentType !== 'application/pdf') return { document, sheet: undefined };
    const sheet = await previews.sheet(document.id, () =>
      streamToBuffer(ctx.storage.read(document.storageKey)).catch((error: NodeJS.ErrnoException) => {
        // The row is there but its file is not (restored database, lost disk): say so, not a 500.
        throw error.code === 'ENOENT'
          ? notFound('The file of this document is missing.', 'DOCUMENT_FILE_MISSING')
          : error;
      }),
    );
    return { document, sheet };
  };

  addRoute(app, routes.adminRegistrationDocumentPreview, async (request) => {
    const { document, sheet } = await pdfSheet(request.params.documentId);
    const fileUrl = toDocument(document).url;
    const pageUrl = (page: number) =>
      fillPath(routes.adminRegistrationDocumentPreviewPage.path, {
        documentId: document.id,
        page: String(page),
      });
    return {
      data: {
        documentId: document.id,
        kind: toDocument(document).kind,
        // An image is its own preview: one "page", the file itself.
        status: sheet?.status ?? 'ready',
        pageCount: sheet ? sheet.pageCount : 1,
        pages: sheet
          ? sheet.pages.map((page) => ({ ...page, url: pageUrl(page.page) }))
          : [{ page: 1, width: 0, height: 0, url: fileUrl }],
        fileUrl,
      },
    };
  });

  addRawRoute(app, routes.adminRegistrationDocumentPreviewPage, async (request, reply) => {
    const { sheet } = await pdfSheet(request.params.documentId);
    if (!sheet) throw notFound('Only PDF documents have drawn pages; fetch the image itself.');
    if (sheet.status === 'unreadable') throw unreadable();
    if (sheet.status === 'too_large') throw tooLarge();
    const page = request.params.page;
    if (!sheet.pages.some((drawn) => drawn.page === page)) throw notFound('This document has no such page.');
    return reply
      .header('Content-Type', 'image/png')
      .header('Cache-Control', PREVIEW_CACHE)
      .header('Vary', 'Access-Token')
      .header('X-Content-Type-Options', 'nosniff')
      .send(createReadStream(previews.pageFile(request.params.documentId, page)));
  });

  addRoute(app, routes.adminRegistrationDuplicates, async (request) => ({
    data: await findDuplicates(ctx.db, request.query.userId),
  }));
}
