import { z } from 'zod';

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

export { ENTRY_FILE_TYPES, MAX_ENTRY_FILE_BYTES } from './entry-file-limits.js';

export const entryFileIdParams = z.strictObject({ fileId: z.uuid() });
