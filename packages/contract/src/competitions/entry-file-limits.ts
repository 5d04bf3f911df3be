// What a file question accepts, apart from the schemas of its answer: the entry form's upload button
// checks a file against these before sending it, without loading the validation library.
import { MAX_DOCUMENT_BYTES } from '../registration/choices.js';

/** What a file question accepts: PDF, JPEG or PNG, as large as a registration document. */
export const ENTRY_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_ENTRY_FILE_BYTES = MAX_DOCUMENT_BYTES;
