import { type DistrictAthleteStatus, districtRoutes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../lib/admin-queries';
import { callApi } from '../../lib/api';
import { optional, pageNumber } from '../../lib/url-state';

export type AthletesQuery = QueryOf<typeof districtRoutes.districtAthletes>;
export type AppointBody = BodyOf<typeof districtRoutes.adminAppointDistrictSecretary>;

export const athleteStatuses: readonly DistrictAthleteStatus[] = [
  'draft',
  'submitted',
  'rejected',
  'approved',
];
export const athletesDefaults = { district: '', status: '', search: '', page: '1' };
export const ATHLETES_PAGE_SIZE = 25;

/** The list's request for the filters in the address. */
export function athletesRequest(filters: typeof athletesDefaults): AthletesQuery {
  return {
    district: optional(filters.district),
    status: optional(filters.status) as DistrictAthleteStatus | undefined,
    search: optional(filters.search),
    page: pageNumber(filters.page),
    pageSize: ATHLETES_PAGE_SIZE,
  };
}

const keys = {
  dashboard: ['district', 'dashboard'] as const,
  athletes: (query: AthletesQuery) => ['district', 'athletes', query] as const,
  athlete: (userId: string) => ['district', 'athlete', userId] as const,
  secretaries: ['admin', 'district-secretaries'] as const,
};

export const dashboardQuery = () =>
  queryOptions({
    queryKey: keys.dashboard,
    queryFn: ({ signal }) => callApi(districtRoutes.districtDashboard, { signal }),
  });

export const athletesQuery = (query: AthletesQuery) =>
  queryOptions({
    queryKey: keys.athletes(query),
    queryFn: ({ signal }) => callApi(districtRoutes.districtAthletes, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const athleteQuery = (userId: string) =>
  queryOptions({
    queryKey: keys.athlete(userId),
    queryFn: ({ signal }) => callApi(districtRoutes.districtAthlete, { params: { userId }, signal }),
  });

export const secretariesQuery = () =>
  queryOptions({
    queryKey: keys.secretaries,
    queryFn: ({ signal }) => callApi(districtRoutes.adminListDistrictSecretaries, { signal }),
  });

export function useAppointSecretary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointBody) => callApi(districtRoutes.adminAppointDistrictSecretary, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useRemoveSecretary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callApi(districtRoutes.adminRemoveDistrictSecretary, { params: { userId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** The address of the whole filtered list as a file (no paging). */
export function athletesExportUrl(query: AthletesQuery, format: 'csv' | 'xlsx'): string {
  const search = new URLSearchParams();
  for (const key of ['district', 'status', 'search'] as const) {
    const value = query[key];
    if (value) search.set(key, value);
  }
  search.set('format', format);
  return `${districtRoutes.districtAthletesExport.path}?${search.toString()}`;
}

export type AssistedBody = BodyOf<typeof districtRoutes.districtRegisterAthlete>;

export function useRegisterAthlete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssistedBody) => callApi(districtRoutes.districtRegisterAthlete, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['district'] }),
  });
}

const pageRoutes = {
  1: districtRoutes.districtSavePage1,
  2: districtRoutes.districtSavePage2,
  3: districtRoutes.districtSavePage3,
} as const;

/** Saves one page of an assisted athlete's registration; the answer is the whole registration. */
export function useSaveAssistedPage(userId: string, page: 1 | 2 | 3) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      callApi(pageRoutes[page] as typeof districtRoutes.districtSavePage1, {
        params: { userId },
        body: body as BodyOf<typeof districtRoutes.districtSavePage1>,
      }),
    onSuccess: (data) => client.setQueryData(keys.athlete(userId), data),
  });
}

export function useFinalizeAssisted(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(districtRoutes.districtFinalize, { params: { userId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['district'] }),
  });
}

export function useTakeoverCode(userId: string) {
  return useMutation({
    mutationFn: () => callApi(districtRoutes.districtTakeoverCode, { params: { userId } }),
  });
}

export const campsQuery = () =>
  queryOptions({
    queryKey: ['district', 'camps'] as const,
    queryFn: ({ signal }) => callApi(districtRoutes.districtCamps, { signal }),
  });

export function useOpenCamp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof districtRoutes.districtOpenCamp>) =>
      callApi(districtRoutes.districtOpenCamp, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['district', 'camps'] }),
  });
}

export function useCloseCamp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campId: string) => callApi(districtRoutes.districtCloseCamp, { params: { campId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['district', 'camps'] }),
  });
}
