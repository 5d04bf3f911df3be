import {
  documentKinds,
  fillPath,
  type RegistrationData,
  type RegistrationDocument,
  type Rejection,
  type ReviewSection,
  registrationRoutes,
  requiredDocumentKinds,
  reviewSections,
} from '@para/contract';
import type { DocumentRow, RegistrationRow } from './registration.queries.js';

type ReviewRow = {
  decision: string;
  reasons: { section: string; reason: string }[];
  note: string;
  createdAt: Date;
};

export const toDocument = (row: DocumentRow): RegistrationDocument => ({
  _id: row.id,
  kind: row.kind as RegistrationDocument['kind'],
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  uploadedAt: row.createdAt.toISOString(),
  url: fillPath(registrationRoutes.getRegistrationDocument.path, { documentId: row.id }),
});

export const toRejection = (review: ReviewRow | undefined): Rejection | null =>
  review && review.decision === 'rejected'
    ? {
        reasons: review.reasons.map((item) => ({
          section: item.section as ReviewSection,
          reason: item.reason,
        })),
        note: review.note,
        decidedAt: review.createdAt.toISOString(),
      }
    : null;

/** What finalize still needs. */
export function missingItems(row: RegistrationRow | undefined, documents: DocumentRow[]): string[] {
  const missing: string[] = [];
  if (!row?.page1) missing.push('page1');
  if (!row?.page2) missing.push('page2');
  if (!row?.page3) missing.push('page3');
  for (const kind of requiredDocumentKinds) {
    if (!documents.some((document) => document.kind === kind)) missing.push(`document:${kind}`);
  }
  return missing;
}

/** All of it while a draft; only what the reviewer asked for when rejected; nothing once submitted. */
export function editableSections(
  row: RegistrationRow | undefined,
  rejection: Rejection | null,
): ReviewSection[] {
  if (!row || row.status === 'draft') return [...reviewSections];
  if (row.status === 'rejected' && rejection)
    return [...new Set(rejection.reasons.map((item) => item.section))];
  return [];
}

export function toRegistrationData(
  row: RegistrationRow | undefined,
  documents: DocumentRow[],
  review: ReviewRow | undefined,
  uid: string,
): RegistrationData {
  const rejection = row?.status === 'rejected' ? toRejection(review) : null;
  return {
    status: row?.status ?? 'draft',
    page1: row?.page1 ?? null,
    page2: row?.page2 ?? null,
    page3: row?.page3 ?? null,
    documents: documents
      .map(toDocument)
      .sort((a, b) => documentKinds.indexOf(a.kind) - documentKinds.indexOf(b.kind)),
    missing: missingItems(row, documents),
    editable: editableSections(row, rejection),
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    uid,
    rejection,
  };
}
