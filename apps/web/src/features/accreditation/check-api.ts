import type { Routes } from '@para/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/**
 * The gate's check, built from its method and path only: the page is drawn on the server, and this
 * keeps zod and the contract's schemas out of it (checked against the contract in check-api.test.ts).
 */
export const checkRoute = {
  method: 'GET',
  path: '/api/accreditation/verify/:token',
} as unknown as Routes['checkAccreditation'];

export const checkQuery = (token: string) =>
  queryOptions({
    queryKey: ['accreditation', 'check', token] as const,
    queryFn: ({ signal }) => callApi(checkRoute, { params: { token }, signal }),
    retry: false,
  });
