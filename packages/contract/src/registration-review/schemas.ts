import { z } from 'zod';
import { documentKinds, registrationStatuses } from '../registration/schemas.js';

/** Error codes (in `data.code` of the error envelope) the review screen acts on. */
export const reviewErrorCodes = {
  /** Approval refused: another registration with the same UDID already has a UID (`data.firstUid`). */
  duplicateUdid: 'duplicate_udid',
  /** The PDF could not be drawn (damaged, encrypted, or too slow to draw); the file itself is still there. */
  previewUnreadable: 'preview_unreadable',
  /** The PDF holds an image too large to draw here (the file itself is still there). */
  previewTooLarge: 'preview_too_large',
} as const;

/** How many pages of a PDF are drawn as pictures on the review screen; the rest are in the file. */
export const PREVIEW_MAX_PAGES = 3;

export const documentPreviewPage = z.object({
  page: z.number().int().min(1),
  width: z.number().int(),
  height: z.number().int(),
  /** The page as a PNG (administrators only, with the Access-Token header). */
  url: z.string(),
});

/** A PDF's first pages drawn on the server as images, so any browser shows them without a PDF plug-in. */
export const documentPreview = z.object({
  documentId: z.string(),
  kind: z.enum(documentKinds),
  /** `too_large`: an image in the PDF has more pixels than the server draws (see the decision record 36). */
  status: z.enum(['ready', 'unreadable', 'too_large']),
  /** Pages in the whole file (0 when it could not be read). */
  pageCount: z.number().int(),
  pages: z.array(documentPreviewPage),
  /** The whole file. */
  fileUrl: z.string(),
});
export type DocumentPreview = z.infer<typeof documentPreview>;

export const duplicateMatches = ['udid', 'certificate', 'person'] as const;
export type DuplicateMatch = (typeof duplicateMatches)[number];

/** Another registration that may be the same athlete, and what they share. */
export const registrationDuplicate = z.object({
  userId: z.string(),
  name: z.string(),
  status: z.enum(registrationStatuses),
  uid: z.string(),
  matchedOn: z.array(z.enum(duplicateMatches)),
});
export type RegistrationDuplicate = z.infer<typeof registrationDuplicate>;
