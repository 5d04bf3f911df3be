import { type EntryFile, MAX_ENTRY_FILE_BYTES } from '@para/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { entries, entryFiles, entryForms } from '../../db/schema/competitions.js';
import type { UserRow } from '../../db/schema/users.js';
import type { Auth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { assertStorageRoom, consumeUploadAllowance } from '../../lib/upload-limits.js';
import { checkUpload, cleanFileName, normalisePhoto, readUploadedFile } from '../../lib/uploads.js';
import { sendStoredFile } from '../registration/documents.js';

const SCAN_MAX_SIDE = 2400;

const toEntryFile = (row: typeof entryFiles.$inferSelect): EntryFile => ({
  _id: row.id,
  name: row.fileName,
  size: row.size,
  contentType: row.contentType,
});

/** The upload rules' refusals (type, size, name) name the `file` field, so the form can show them there. */
async function checkedFile(part: { filename: string; toBuffer(): Promise<Buffer> }) {
  try {
    const raw = await readUploadedFile(part, MAX_ENTRY_FILE_BYTES);
    const checked = await checkUpload(raw, ['jpg', 'png', 'pdf'], MAX_ENTRY_FILE_BYTES, part.filename);
    // Images are re-encoded (no metadata, no location), as registration documents are.
    const bytes = checked.type === 'pdf' ? checked.bytes : await normalisePhoto(checked.bytes, SCAN_MAX_SIDE);
    return checked.type === 'pdf'
      ? { bytes, extension: 'pdf', contentType: 'application/pdf' }
      : { bytes, extension: 'jpg', contentType: 'image/jpeg' };
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.statusCode, error.message, { fields: { file: error.message } }, error.code);
    throw error;
  }
}

/** Bytes of the athlete's answer files, counted with their documents against the storage limit. */
async function entryFileBytes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${entryFiles.size}), 0)` })
    .from(entryFiles)
    .where(eq(entryFiles.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * Reads one multipart upload answering a form's file question: the field "field" (the question's key),
 * then the file. A draft form is not there for athletes (404); a key that is not a file question is 400.
 */
export async function uploadEntryFile(
  ctx: AppContext,
  user: UserRow,
  formId: string,
  request: FastifyRequest,
): Promise<EntryFile> {
  if (!request.isMultipart())
    throw new AppError(415, 'Send the file as multipart/form-data.', null, 'NOT_MULTIPART');
  const [form] = await ctx.db
    .select({ status: entryForms.status, fields: entryForms.fields })
    .from(entryForms)
    .where(eq(entryForms.id, formId));
  if (!form || form.status === 'draft') throw notFound('No such entry form.', 'FORM_NOT_FOUND');
  await consumeUploadAllowance(ctx, user.id);
  const part = await request.file({ limits: { fileSize: MAX_ENTRY_FILE_BYTES, files: 1, fields: 5 } });
  if (!part)
    throw badRequest(
      'No file was received. Please choose a file.',
      { fields: { file: 'Choose a file.' } },
      'FILE_MISSING',
    );
  const keyField = part.fields.field;
  const fieldKey = keyField && 'value' in keyField ? keyField.value : undefined;
  const question = form.fields.find((field) => field.key === fieldKey && field.type === 'file');
  if (!question) {
    part.file.resume();
    throw badRequest(
      'This form has no such file question.',
      { fields: { field: 'Name one of the form’s file questions.' } },
      'ENTRY_FILE_FIELD_UNKNOWN',
    );
  }
  const file = await checkedFile(part);
  const fileName = `${cleanFileName(part.filename, `${question.key}.${file.extension}`).replace(/\.[^.]*$/, '')}.${file.extension}`;
  await assertStorageRoom(ctx.db, user.id, file.bytes.length + (await entryFileBytes(ctx.db, user.id)));
  const storageKey = await ctx.storage.put('entry-files', file.bytes, file.extension);
  try {
    const [row] = await ctx.db
      .insert(entryFiles)
      .values({
        userId: user.id,
        formId,
        fieldKey: question.key,
        storageKey,
        fileName,
        size: file.bytes.length,
        contentType: file.contentType,
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (!row) throw new Error('entry file not stored');
    await pruneReplacedFiles(ctx, user.id, formId, question.key, row.id);
    return toEntryFile(row);
  } catch (error) {
    // Nothing half-written: a file without its row is removed.
    await ctx.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/**
 * Choosing another file for a question replaces the earlier upload: the earlier files no entry names
 * are removed (row and bytes), so replacing a file does not eat into the athlete's storage. A file an
 * entry names (a withdrawn one included) stays, as the administrators may still need it.
 */
async function pruneReplacedFiles(
  ctx: AppContext,
  userId: string,
  formId: string,
  fieldKey: string,
  keptId: string,
): Promise<void> {
  const earlier = await ctx.db
    .select({ id: entryFiles.id, storageKey: entryFiles.storageKey })
    .from(entryFiles)
    .where(
      and(
        eq(entryFiles.userId, userId),
        eq(entryFiles.formId, formId),
        eq(entryFiles.fieldKey, fieldKey),
        ne(entryFiles.id, keptId),
      ),
    );
  if (earlier.length === 0) return;
  const named = await ctx.db
    .select({ answer: sql<string | null>`${entries.answers} ->> ${fieldKey}` })
    .from(entries)
    .where(and(eq(entries.userId, userId), eq(entries.formId, formId)));
  const inUse = new Set(named.map((row) => row.answer));
  const unused = earlier.filter((file) => !inUse.has(file.id));
  if (unused.length === 0) return;
  await ctx.db.delete(entryFiles).where(
    inArray(
      entryFiles.id,
      unused.map((file) => file.id),
    ),
  );
  for (const file of unused) await ctx.storage.remove(file.storageKey).catch(() => undefined);
}

/**
 * Files uploaded for a form but named by no entry, once the form takes no more entries (closed, or its
 * closing and late period past): nobody can submit them any more, so their rows and bytes go. A file an
 * entry names stays, a withdrawn entry's too. Run by the background jobs; returns how many it removed.
 */
export async function pruneAbandonedEntryFiles(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const abandoned = await ctx.db
    .select({ id: entryFiles.id, storageKey: entryFiles.storageKey })
    .from(entryFiles)
    .innerJoin(entryForms, eq(entryForms.id, entryFiles.formId))
    .where(
      and(
        sql`(${entryForms.status} = 'closed' or coalesce(${entryForms.lateUntil}, ${entryForms.closesAt}) < ${now})`,
        sql`not exists (select 1 from ${entries} e where e.user_id = ${entryFiles.userId}
              and e.form_id = ${entryFiles.formId} and e.answers ->> ${entryFiles.fieldKey} = ${entryFiles.id}::text)`,
      ),
    )
    .limit(500);
  if (abandoned.length === 0) return 0;
  await ctx.db.delete(entryFiles).where(
    inArray(
      entryFiles.id,
      abandoned.map((file) => file.id),
    ),
  );
  for (const file of abandoned) await ctx.storage.remove(file.storageKey).catch(() => undefined);
  return abandoned.length;
}

/** Streams an answer's file to the athlete who uploaded it or an administrator; anyone else gets 404. */
export async function sendEntryFile(ctx: AppContext, auth: Auth, fileId: string, reply: FastifyReply) {
  const [file] = await ctx.db.select().from(entryFiles).where(eq(entryFiles.id, fileId));
  if (!file || (file.userId !== auth.user.id && !auth.isAdmin))
    throw notFound('No such file.', 'ENTRY_FILE_NOT_FOUND');
  return sendStoredFile(ctx, reply, file.storageKey, file.contentType, file.fileName);
}

/**
 * Which of the given answers (question key → file id) name a file this athlete uploaded for this form and
 * this question. Ids that are not uuid-shaped are never looked up.
 */
export async function ownEntryFileAnswers(
  tx: DbOrTx,
  userId: string,
  formId: string,
  answers: { key: string; id: string }[],
): Promise<Set<string>> {
  const ids = answers.map((item) => item.id).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: entryFiles.id, fieldKey: entryFiles.fieldKey })
    .from(entryFiles)
    .where(and(eq(entryFiles.userId, userId), eq(entryFiles.formId, formId), inArray(entryFiles.id, ids)));
  return new Set(
    answers
      .filter((item) => rows.some((row) => row.id === item.id && row.fieldKey === item.key))
      .map((item) => item.key),
  );
}
