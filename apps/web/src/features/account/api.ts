import { routes } from '@para/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** The signed-in user's profile; the key carries the token so a new login never reuses an old answer. */
export const profileQuery = (token: string) =>
  queryOptions({
    queryKey: ['profile', token],
    queryFn: ({ signal }) => callApi(routes.getUserProfileData, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
