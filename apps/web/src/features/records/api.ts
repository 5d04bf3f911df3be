import type { RouteKey, Routes } from '@para/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** The public state records. The route entry is built from its method and path only (checked in api.test.ts). */
const get = <K extends RouteKey>(path: Routes[K]['path']) =>
  ({ method: 'GET', path }) as unknown as Routes[K];

export const recordRoutes = {
  stateRecords: get<'stateRecords'>('/api/records'),
} as const;

export interface RecordsFilter {
  sport?: string;
  discipline?: string;
  /** `current`: only the holders of each record now (the list of records); `all`: every step of its history. */
  history: 'all' | 'current';
}

/** State records, names in the reader's language. */
export const recordsQuery = (lang: string, filter: RecordsFilter) =>
  queryOptions({
    queryKey: ['records', lang, filter.sport ?? '', filter.discipline ?? '', filter.history],
    queryFn: ({ signal }) => callApi(recordRoutes.stateRecords, { query: { lang, ...filter }, signal }),
    staleTime: 5 * 60_000,
  });
