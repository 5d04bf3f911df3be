import type { RouteKey, Routes } from '@para/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** The public state records. The route entry is built from its method and path only (checked in api.test.ts). */
const get = <K extends RouteKey>(path: Routes[K]['path']) =>
  ({ method: 'GET', path }) as unknown as Routes[K];

export const recordRoutes = {
  stateRecords: get<'stateRecords'>('/api/records'),
} as const;

/** Every state record with its history, names in the reader's language. */
export const recordsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['records', lang],
    queryFn: ({ signal }) => callApi(recordRoutes.stateRecords, { query: { lang }, signal }),
    staleTime: 5 * 60_000,
  });
