import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { earlyRequestsWaiting } from './early-requests';
import { queryClient } from './query-client';

/** One of the page's queries (its `queryOptions`), whatever its data: the loader only fills the cache. */
type PageQuery = () => { queryKey: QueryKey };

/**
 * A page's route loader: on the app's first page, whose document has started the page's requests
 * (lib/early-requests.ts), the first render waits for their answers and draws the page with them (the
 * page the server drew, where it drew one, is replaced by the same page), instead of a loading line
 * and then, in one long task, the page. Later visits go straight on and show their loading states.
 */
export const loaderTakingEarlyAnswers =
  (...queries: PageQuery[]) =>
  async (): Promise<null> => {
    if (!earlyRequestsWaiting()) return null;
    await Promise.all(queries.map((query) => queryClient.prefetchQuery(query() as FetchQueryOptions)));
    return null;
  };
