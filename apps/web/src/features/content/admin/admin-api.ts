import { contentRoutes, type RouteDef } from '@para/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callApi, type DataOf } from '../../../lib/api';

export const adminNewsQuery = () =>
  queryOptions({ queryKey: ['admin-content', 'news'], queryFn: () => callApi(contentRoutes.adminNewsList) });
export const adminArticleQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-content', 'news', id],
    queryFn: () => callApi(contentRoutes.adminNewsGet, { params: { id } }),
  });
export const adminEventsQuery = () =>
  queryOptions({
    queryKey: ['admin-content', 'events'],
    queryFn: () => callApi(contentRoutes.adminEventsList),
  });
export const adminEventQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-content', 'events', id],
    queryFn: () => callApi(contentRoutes.adminEventGet, { params: { id } }),
  });
export const adminUnitsQuery = () =>
  queryOptions({
    queryKey: ['admin-content', 'units'],
    queryFn: () => callApi(contentRoutes.contentDistrictUnits),
  });
export const adminFaqQuery = () =>
  queryOptions({ queryKey: ['admin-content', 'faq'], queryFn: () => callApi(contentRoutes.adminFaqList) });
export const adminPageQuery = (key: 'about' | 'privacy-policy' | 'refund-policy' | 'terms-conditions') =>
  queryOptions({
    queryKey: ['admin-content', 'page', key],
    queryFn: () => callApi(contentRoutes.adminPageGet, { params: { key } }),
  });
export const adminSiteQuery = () =>
  queryOptions({ queryKey: ['admin-content', 'site'], queryFn: () => callApi(contentRoutes.contentSite) });
export const adminMessagesQuery = (page: number, handled: 'all' | 'true' | 'false') =>
  queryOptions({
    queryKey: ['admin-content', 'messages', page, handled],
    queryFn: () =>
      callApi(contentRoutes.adminMessagesList, {
        query: { page, ...(handled === 'all' ? {} : { handled }) },
      }),
  });

/**
 * A write of the content admin: on success the server's message is shown and every content query
 * (admin lists and the public pages' cached answers) is refetched.
 */
export function useContentWrite<R extends RouteDef>(route: R) {
  const client = useQueryClient();
  return useMutation<DataOf<R>, Error, CallOptions<R>>({
    mutationFn: (options) => callApi(route, options),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['admin-content'] }),
        client.invalidateQueries({ queryKey: ['content'] }),
      ]);
    },
  });
}

/** Saves an item of a list: creates it when it has no id yet, otherwise updates it. */
export function useSaveItem<C extends RouteDef, U extends RouteDef>(createRoute: C, updateRoute: U) {
  const create = useContentWrite(createRoute);
  const update = useContentWrite(updateRoute);
  return (id: string | undefined, body: unknown): Promise<DataOf<C> | DataOf<U>> =>
    id
      ? update.mutateAsync({ params: { id }, body } as CallOptions<U>)
      : create.mutateAsync({ body } as CallOptions<C>);
}
