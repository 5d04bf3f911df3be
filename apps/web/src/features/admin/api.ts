import { routes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api';

type QueryOf<R> = R extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
type BodyOf<R> = R extends { body: infer B extends z.ZodType } ? z.input<B> : never;

export type UsersQuery = QueryOf<typeof routes.adminGetUsersList>;
export type QueueQuery = QueryOf<typeof routes.adminGetUsersRegistrationsList>;
export type PaymentsQuery = QueryOf<typeof routes.adminPayments>;
export type AuditQuery = QueryOf<typeof routes.adminAuditLog>;
export type RejectBody = BodyOf<typeof routes.adminRejectUserRegistration>;
export type OfflinePaymentBody = BodyOf<typeof routes.adminRecordOfflinePayment>;
export type PaymentStatusBody = BodyOf<typeof routes.adminPaymentStatus>;
export type SettingsBody = BodyOf<typeof routes.adminUpdateSettings>;

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  users: (query: UsersQuery) => ['admin', 'users', query] as const,
  queue: (query: QueueQuery) => ['admin', 'queue', query] as const,
  registration: (userId: string) => ['admin', 'registration', userId] as const,
  rejection: (userId: string) => ['admin', 'rejection', userId] as const,
  payments: (query: PaymentsQuery) => ['admin', 'payments', query] as const,
  payment: (paymentId: string) => ['admin', 'payment', paymentId] as const,
  settings: ['admin', 'settings'] as const,
  audit: (query: AuditQuery) => ['admin', 'audit', query] as const,
  searchUid: (q: string) => ['admin', 'search-uid', q] as const,
  options: ['registration', 'options'] as const,
};

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => callApi(routes.adminDashboard, { signal }),
    staleTime: 30_000,
  });

export const usersQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => callApi(routes.adminGetUsersList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const queueQuery = (query: QueueQuery) =>
  queryOptions({
    queryKey: adminKeys.queue(query),
    queryFn: ({ signal }) => callApi(routes.adminGetUsersRegistrationsList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const registrationQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.registration(userId),
    queryFn: ({ signal }) => callApi(routes.adminGetUserRegistrationsData, { query: { userId }, signal }),
    staleTime: 0,
  });

export const rejectionQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.rejection(userId),
    queryFn: ({ signal }) => callApi(routes.adminGetRegistrationRejectionData, { query: { userId }, signal }),
  });

export const paymentsQuery = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: adminKeys.payments(query),
    queryFn: ({ signal }) => callApi(routes.adminPayments, { query: { ...query, format: 'json' }, signal }),
    placeholderData: keepPreviousData,
  });

export const paymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: adminKeys.payment(paymentId),
    queryFn: ({ signal }) => callApi(routes.adminPayment, { params: { paymentId }, signal }),
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => callApi(routes.adminGetSettings, { signal }),
  });

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => callApi(routes.adminAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const searchUidQuery = (q: string) =>
  queryOptions({
    queryKey: adminKeys.searchUid(q),
    queryFn: ({ signal }) => callApi(routes.adminSearchUid, { query: { q }, signal }),
    enabled: q.trim().length >= 2,
  });

export const optionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.options,
    queryFn: ({ signal }) => callApi(routes.registrationOptions, { signal }),
    staleTime: 10 * 60_000,
  });

/** After any administrative write the lists, counts and audit log may all have changed. */
const useInvalidateAdmin = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
};

export const useBlockUser = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: { userId: string; blocked: boolean; reason: string }) =>
      callApi(routes.adminUpdateUserBlockStatus, { body }),
    onSuccess: invalidate,
  });
};

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
      queryClient.setQueryData(adminKeys.registration(userId), data);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
};

export const useOfflinePayment = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: OfflinePaymentBody) => callApi(routes.adminRecordOfflinePayment, { body }),
    onSuccess: invalidate,
  });
};

export const usePaymentStatus = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: PaymentStatusBody & { paymentId: string }) =>
      callApi(routes.adminPaymentStatus, { params: { paymentId }, body }),
    onSuccess: invalidate,
  });
};

export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => callApi(routes.adminUpdateSettings, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(adminKeys.settings, data);
      void queryClient.invalidateQueries({ queryKey: adminKeys.options });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
};

export { fetchFile as fetchAdminFile, saveBlob } from '../../lib/files';

/** The payments export URL for the current filters (every row, not just the page shown). */
export function exportUrl(query: PaymentsQuery, format: 'csv' | 'xlsx'): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'pageSize') continue;
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  search.set('format', format);
  return `${routes.adminPayments.path}?${search.toString()}`;
}
