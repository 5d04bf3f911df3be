import { type FetchQueryOptions, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api';
import { earlyRequestsWaiting } from './early-requests';

/** Retry only what may succeed next time: lost connections and server faults, twice at most. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** One of the page's queries (its `queryOptions`), whatever its data: the loader only fills the cache. */
type PageQuery = () => { queryKey: QueryKey };

/**
 * A page's route loader (kept here, in a module every page already loads, so that it is not a file
 * of its own): on the app's first page, whose document has started the page's requests
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
