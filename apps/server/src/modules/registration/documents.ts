import { createHash } from 'node:crypto';
import {
  type DocumentKind,
  documentKinds,
  MAX_DOCUMENT_BYTES,
  MAX_PHOTO_BYTES,
  type RegistrationDocument,
} from '@para/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { registrationDocuments } from '../../db/schema/registration.js';
import { type UserRow, users } from '../../db/schema/users.js';
import type { Auth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { assertStorageRoom, consumeUploadAllowance, isUniqueViolation } from '../../lib/upload-limits.js';
import {
  type AllowedType,
  checkUpload,
  cleanFileName,
  normalisePhoto,
  readUploadedFile,
} from '../../lib/uploads.js';
import { assertSectionEditable } from './editing.js';
import { toDocument } from './mapper.js';
import { findDocument } from './registration.queries.js';

const PHOTO_MAX_SIDE = 1200;
const SCAN_MAX_SIDE = 2400;

const rulesFor = (kind: string): { allowed: AllowedType[]; maxBytes: number } =>
  kind === 'photo'
    ? { allowed: ['jpg', 'png'], maxBytes: MAX_PHOTO_BYTES }
    : { allowed: ['jpg', 'png', 'pdf'], maxBytes: MAX_DOCUMENT_BYTES };

/**
 * Which documents an upload may be: the registration's own (the default), or another set a caller
 * names (a district's consent form). Only the registration's own follow its editing rules.
 */
export interface UploadKinds {
  kinds: readonly string[];
  /** Whether the registration's sections must be open for change (draft, or sent back). */
  sectionRules: boolean;
}
const registrationKinds: UploadKinds = { kinds: documentKinds, sectionRules: true };

/**
 * Reads one multipart upload: the field "kind", then the file. The file's type comes from its bytes;
 * images are re-encoded (no metadata, no location) and the stored name is made up by the server.
 */
export async function uploadDocument(
  ctx: AppContext,
  user: UserRow,
  request: FastifyRequest,
  accepted: UploadKinds = registrationKinds,
): Promise<RegistrationDocument> {
  if (!request.isMultipart())
    throw new AppError(415, 'Send the file as multipart/form-data.', null, 'NOT_MULTIPART');
  await consumeUploadAllowance(ctx, user.id);
  const part = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5 } });
  if (!part)
    throw badRequest(
      'No file was received. Please choose a file.',
      { fields: { file: 'Choose a file.' } },
      'FILE_MISSING',
    );
  const kindField = part.fields.kind;
  const kind = kindField && 'value' in kindField ? kindField.value : undefined;
  if (typeof kind !== 'string' || !accepted.kinds.includes(kind)) {
    part.file.resume();
    throw badRequest(
      'Say which document this is.',
      {
        fields: { kind: `Use one of: ${accepted.kinds.join(', ')}.` },
      },
      'DOCUMENT_KIND_UNKNOWN',
    );
  }
  const rules = rulesFor(kind);
  const raw = await readUploadedFile(part, rules.maxBytes);
  const checked = await checkUpload(raw, rules.allowed, rules.maxBytes, part.filename);
  const bytes =
    checked.type === 'pdf'
      ? checked.bytes
      : await normalisePhoto(checked.bytes, kind === 'photo' ? PHOTO_MAX_SIDE : SCAN_MAX_SIDE);
  const extension = checked.type === 'pdf' ? 'pdf' : 'jpg';
  const contentType = checked.type === 'pdf' ? 'application/pdf' : 'image/jpeg';
  const fileName = `${cleanFileName(part.filename, `${kind}.${extension}`).replace(/\.[^.]*$/, '')}.${extension}`;

  const sectionCheck = (db: DbOrTx) =>
    accepted.sectionRules ? assertSectionEditable(ctx, db, user.id, kind as DocumentKind) : undefined;
  await sectionCheck(ctx.db);
  await assertStorageRoom(ctx.db, user.id, bytes.length);
  const storageKey = await ctx.storage.put('documents', bytes, extension);
  const now = ctx.clock.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // One upload per athlete at a time: parallel uploads of a kind would otherwise both insert a
      // "current" row (unique index), and the storage total would be checked on stale figures.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await sectionCheck(tx);
      await assertStorageRoom(tx, user.id, bytes.length);
      await tx
        .update(registrationDocuments)
        .set({ replacedAt: now })
        .where(
          and(
            eq(registrationDocuments.userId, user.id),
            eq(registrationDocuments.kind, kind),
            isNull(registrationDocuments.replacedAt),
          ),
        );
      const [inserted] = await tx
        .insert(registrationDocuments)
        .values({
          userId: user.id,
          kind,
          storageKey,
          fileName,
          contentType,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          createdAt: now,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('document not stored');
    return toDocument(row);
  } catch (error) {
    // Nothing half-written: a file without its row is removed.
    await ctx.storage.remove(storageKey).catch(() => undefined);
    if (isUniqueViolation(error)) {
      throw conflict(
        'Another upload of this document was saved at the same moment. Please check it.',
        null,
        'UPLOAD_CONFLICT',
      );
    }
    throw error;
  }
}

/** Streams a document to its owner or an administrator; anyone else gets the same 404 as a missing one. */
export async function sendDocument(ctx: AppContext, auth: Auth, documentId: string, reply: FastifyReply) {
  const document = await findDocument(ctx.db, documentId);
  if (!document || (document.userId !== auth.user.id && !auth.isAdmin)) throw notFound('No such document.');
  if (document.filePrunedAt)
    throw notFound('This document was replaced and its file has been removed.', 'DOCUMENT_FILE_REMOVED');
  return sendStoredFile(ctx, reply, document.storageKey, document.contentType, document.fileName);
}

export function sendStoredFile(
  ctx: AppContext,
  reply: FastifyReply,
  storageKey: string,
  contentType: string,
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
) {
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', contentType)
    .header(
      'Content-Disposition',
      `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    )
    .send(ctx.storage.read(storageKey));
}
