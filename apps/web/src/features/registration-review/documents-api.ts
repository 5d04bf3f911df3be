import { reviewErrorCodes, routes } from '@para/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, isApiError } from '../../lib/api';

/** A PDF's first pages as images drawn by the server (an image document is its own one page). */
export const documentPreviewQuery = (documentId: string) =>
  queryOptions({
    queryKey: ['admin', 'document-preview', documentId] as const,
    queryFn: ({ signal }) =>
      callApi(routes.adminRegistrationDocumentPreview, { params: { documentId }, signal }),
    // A document never changes: its drawn pages neither.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const duplicatesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'duplicates', userId] as const,
    queryFn: ({ signal }) => callApi(routes.adminRegistrationDuplicates, { query: { userId }, signal }),
  });

/** The UID an approval was refused for: another registration with this UDID already has it. */
export function duplicateUdidOf(error: unknown): { firstUid: string; firstUserId: string } | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.data as { code?: unknown; firstUid?: unknown; firstUserId?: unknown } | null;
  return data?.code === reviewErrorCodes.duplicateUdid &&
    typeof data.firstUid === 'string' &&
    typeof data.firstUserId === 'string'
    ? { firstUid: data.firstUid, firstUserId: data.firstUserId }
    : null;
}
