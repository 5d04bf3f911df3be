import { z } from 'zod';
import { MAX_DOCUMENT_BYTES } from '../registration/schemas.js';

/**
 * A file an athlete uploads to answer a form's "file" question. The answer stored in the entry is the
 * file's `_id`; the same rules as registration documents apply (type from the bytes, same size limit).
 */
export const entryFile = z.object({
  _id: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type EntryFile = z.infer<typeof entryFile>;

/** What a file question accepts: PDF, JPEG or PNG, as large as a registration document. */
export const ENTRY_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_ENTRY_FILE_BYTES = MAX_DOCUMENT_BYTES;

export const entryFileIdParams = z.strictObject({ fileId: z.uuid() });
