import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * After a change on the server, fetches what the page shows again. A fetch already on its way is
 * cancelled first: invalidating alone joins a query's first fetch instead of starting another, and that
 * fetch may have been answered before the change (a page that loads its list while it verifies the
 * payment it came back with would keep showing the entries as unpaid).
 */
export async function refreshAfterChange(
  client: QueryClient,
  filters: InvalidateQueryFilters,
): Promise<void> {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}
