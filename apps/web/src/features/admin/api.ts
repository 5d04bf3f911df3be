import { routes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditQueryKey, type BodyOf, type QueryOf } from '../../lib/admin-queries';
import { callApi } from '../../lib/api';
import { registrationOptionsKey } from '../../lib/registration-queries';

export type AuditQuery = QueryOf<typeof routes.adminAuditLog>;
export type SettingsBody = BodyOf<typeof routes.adminUpdateSettings>;

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  settings: ['admin', 'settings'] as const,
  audit: (query: AuditQuery) => [...auditQueryKey, query] as const,
};

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => callApi(routes.adminDashboard, { signal }),
    staleTime: 30_000,
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

export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => callApi(routes.adminUpdateSettings, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(adminKeys.settings, data);
      void queryClient.invalidateQueries({ queryKey: registrationOptionsKey });
      void queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
};
