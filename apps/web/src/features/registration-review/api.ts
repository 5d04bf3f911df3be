import { routes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditQueryKey, type BodyOf, type QueryOf, useInvalidateAdmin } from '../../lib/admin-queries';
import { callApi, isErrorCode } from '../../lib/api';

export type QueueQuery = QueryOf<typeof routes.adminGetUsersRegistrationsList>;
export type RejectBody = BodyOf<typeof routes.adminRejectUserRegistration>;

export const reviewKeys = {
  queue: (query: QueueQuery) => ['admin', 'queue', query] as const,
  registration: (userId: string) => ['admin', 'registration', userId] as const,
  rejection: (userId: string) => ['admin', 'rejection', userId] as const,
  searchUid: (q: string) => ['admin', 'search-uid', q] as const,
};

export const queueQuery = (query: QueueQuery) =>
  queryOptions({
    queryKey: reviewKeys.queue(query),
    queryFn: ({ signal }) => callApi(routes.adminGetUsersRegistrationsList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const registrationQuery = (userId: string) =>
  queryOptions({
    queryKey: reviewKeys.registration(userId),
    queryFn: ({ signal }) => callApi(routes.adminGetUserRegistrationsData, { query: { userId }, signal }),
    staleTime: 0,
  });

export const rejectionQuery = (userId: string) =>
  queryOptions({
    queryKey: reviewKeys.rejection(userId),
    queryFn: ({ signal }) => callApi(routes.adminGetRegistrationRejectionData, { query: { userId }, signal }),
  });

export const searchUidQuery = (q: string) =>
  queryOptions({
    queryKey: reviewKeys.searchUid(q),
    queryFn: ({ signal }) => callApi(routes.adminSearchUid, { query: { q }, signal }),
    enabled: q.trim().length >= 2,
  });

export const useApprove = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (userId: string) => callApi(routes.adminApproveUserRegistration, { body: { userId } }),
    onSuccess: invalidate,
  });
};

export const useReject = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: RejectBody) => callApi(routes.adminRejectUserRegistration, { body }),
    onSuccess: invalidate,
  });
};

const pageRoutes = {
  1: routes.adminUpdateRegistrationPage1,
  2: routes.adminUpdateRegistrationPage2,
  3: routes.adminUpdateRegistrationPage3,
} as const;

/** An administrator's edit of one page of an athlete's registration (recorded in the audit log). */
export const useAdminSavePage = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, values }: { page: 1 | 2 | 3; values: unknown }) =>
      callApi(pageRoutes[page] as typeof routes.adminUpdateRegistrationPage1, {
        body: { userId, page: values as BodyOf<typeof routes.adminUpdateRegistrationPage1>['page'] },
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(reviewKeys.registration(userId), data);
      void queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
};

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
  if (!isErrorCode(error, 'UDID_ALREADY_HAS_UID')) return null;
  return { firstUid: error.data.firstUid, firstUserId: error.data.firstUserId };
}
