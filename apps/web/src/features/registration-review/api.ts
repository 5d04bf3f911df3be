import { registrationReviewRoutes, reviewQueueRoutes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditQueryKey, type BodyOf, type QueryOf, useInvalidateAdmin } from '../../lib/admin-queries';
import { callApi, isErrorCode } from '../../lib/api';

export type QueueQuery = QueryOf<typeof reviewQueueRoutes.adminGetUsersRegistrationsList>;
export type RejectBody = BodyOf<typeof registrationReviewRoutes.adminRejectUserRegistration>;

export const reviewKeys = {
  queue: (query: QueueQuery) => ['admin', 'queue', query] as const,
  registration: (userId: string) => ['admin', 'registration', userId] as const,
  rejection: (userId: string) => ['admin', 'rejection', userId] as const,
  searchUid: (q: string) => ['admin', 'search-uid', q] as const,
};

export const queueQuery = (query: QueueQuery) =>
  queryOptions({
    queryKey: reviewKeys.queue(query),
    queryFn: ({ signal }) => callApi(reviewQueueRoutes.adminGetUsersRegistrationsList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const registrationQuery = (userId: string) =>
  queryOptions({
    queryKey: reviewKeys.registration(userId),
    queryFn: ({ signal }) =>
      callApi(registrationReviewRoutes.adminGetUserRegistrationsData, { query: { userId }, signal }),
    staleTime: 0,
  });

export const rejectionQuery = (userId: string) =>
  queryOptions({
    queryKey: reviewKeys.rejection(userId),
    queryFn: ({ signal }) =>
      callApi(registrationReviewRoutes.adminGetRegistrationRejectionData, { query: { userId }, signal }),
  });

export const searchUidQuery = (q: string) =>
  queryOptions({
    queryKey: reviewKeys.searchUid(q),
    queryFn: ({ signal }) => callApi(reviewQueueRoutes.adminSearchUid, { query: { q }, signal }),
    enabled: q.trim().length >= 2,
  });

export const useApprove = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (userId: string) =>
      callApi(registrationReviewRoutes.adminApproveUserRegistration, { body: { userId } }),
    onSuccess: invalidate,
  });
};

export const useReject = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: RejectBody) => callApi(registrationReviewRoutes.adminRejectUserRegistration, { body }),
    onSuccess: invalidate,
  });
};

const pageRoutes = {
  1: reviewQueueRoutes.adminUpdateRegistrationPage1,
  2: reviewQueueRoutes.adminUpdateRegistrationPage2,
  3: reviewQueueRoutes.adminUpdateRegistrationPage3,
} as const;

/** An administrator's edit of one page of an athlete's registration (recorded in the audit log). */
export const useAdminSavePage = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, values }: { page: 1 | 2 | 3; values: unknown }) =>
      callApi(pageRoutes[page] as typeof reviewQueueRoutes.adminUpdateRegistrationPage1, {
        body: {
          userId,
          page: values as BodyOf<typeof reviewQueueRoutes.adminUpdateRegistrationPage1>['page'],
        },
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
      callApi(registrationReviewRoutes.adminRegistrationDocumentPreview, { params: { documentId }, signal }),
    // A document never changes: its drawn pages neither.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const duplicatesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'duplicates', userId] as const,
    queryFn: ({ signal }) =>
      callApi(registrationReviewRoutes.adminRegistrationDuplicates, { query: { userId }, signal }),
  });

/** The UID an approval was refused for: another registration with this UDID already has it. */
export function duplicateUdidOf(error: unknown): { firstUid: string; firstUserId: string } | null {
  if (!isErrorCode(error, 'UDID_ALREADY_HAS_UID')) return null;
  return { firstUid: error.data.firstUid, firstUserId: error.data.firstUserId };
}
