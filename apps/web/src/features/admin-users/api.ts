import { adminUsersRoutes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { type QueryOf, useInvalidateAdmin } from '../../lib/admin-queries';
import { callApi } from '../../lib/api';

export type UsersQuery = QueryOf<typeof adminUsersRoutes.adminGetUsersList>;

export const usersQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['admin', 'users', query] as const,
    queryFn: ({ signal }) => callApi(adminUsersRoutes.adminGetUsersList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useBlockUser = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: { userId: string; blocked: boolean; reason: string }) =>
      callApi(adminUsersRoutes.adminUpdateUserBlockStatus, { body }),
    onSuccess: invalidate,
  });
};
