import { adminRoutes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditQueryKey, type BodyOf, type QueryOf } from '../../lib/admin-queries';
import { callApi } from '../../lib/api';
import { registrationOptionsKey } from '../../lib/registration-queries';

export type AuditQuery = QueryOf<typeof adminRoutes.adminAuditLog>;
export type SettingsBody = BodyOf<typeof adminRoutes.adminUpdateSettings>;

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  settings: ['admin', 'settings'] as const,
  audit: (query: AuditQuery) => [...auditQueryKey, query] as const,
};

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => callApi(adminRoutes.adminDashboard, { signal }),
    staleTime: 30_000,
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => callApi(adminRoutes.adminGetSettings, { signal }),
  });

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => callApi(adminRoutes.adminAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => callApi(adminRoutes.adminUpdateSettings, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(adminKeys.settings, data);
      void queryClient.invalidateQueries({ queryKey: registrationOptionsKey });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
};
