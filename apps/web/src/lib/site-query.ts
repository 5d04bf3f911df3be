import type { Routes, SiteContact } from '@para/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api';

/**
 * The site's contact details and social links, shown in every public page's footer and about panel.
 * The route entry is built from its method and path only (checked against the contract with the other
 * public content routes), so public pages do not carry zod and the whole contract in their JavaScript.
 */
export const siteRoute = { method: 'GET', path: '/api/content/site' } as unknown as Routes['contentSite'];

export const siteQuery = () =>
  queryOptions({
    queryKey: ['content', 'site'],
    queryFn: ({ signal }) => callApi(siteRoute, { signal }),
    // Shown in every page's footer: an answer of the wrong shape (an old server) must not break pages.
    select: (data): SiteContact | undefined =>
      data && typeof data === 'object' && typeof data.social === 'object' && data.social !== null
        ? data
        : undefined,
    staleTime: 5 * 60_000,
  });
