import { type DistrictCheckFilter, districtCheckFilters } from '@para/contract';
import { optional, pageNumber, readFilters } from '../../../lib/url-state';
import type { QueueQuery } from '../api';

export const queueStatuses = ['submitted', 'rejected', 'approved'] as const;
export const queueDefaults = {
  status: 'submitted',
  district: '',
  sport: '',
  search: '',
  districtCheck: '',
  page: '1',
};
/** The filters' allowed values (anything else in an address is ignored). */
export const queueChoices = { status: queueStatuses, districtCheck: districtCheckFilters };
export const QUEUE_PAGE_SIZE = 25;

/** The review queue's request for the filters in an address's search params. */
export function queueQueryFrom(params: URLSearchParams, page?: number): QueueQuery {
  return queueRequest(readFilters(params, queueDefaults, queueChoices), page);
}

/** The review queue's request for a set of queue filters (on `page`, or the filters' own page). */
export function queueRequest(filters: typeof queueDefaults, page?: number): QueueQuery {
  return {
    status: filters.status as (typeof queueStatuses)[number],
    district: optional(filters.district),
    sport: optional(filters.sport),
    search: optional(filters.search),
    districtCheck: optional(filters.districtCheck) as DistrictCheckFilter | undefined,
    page: page ?? pageNumber(filters.page),
    pageSize: QUEUE_PAGE_SIZE,
  };
}

/** Search params for the queue at `page`, defaults left out. */
export function queueSearch(query: QueueQuery): string {
  const params = new URLSearchParams();
  if (query.status && query.status !== 'submitted') params.set('status', query.status);
  if (query.district) params.set('district', query.district);
  if (query.sport) params.set('sport', query.sport);
  if (query.search) params.set('search', query.search);
  if (query.districtCheck) params.set('districtCheck', query.districtCheck);
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface Neighbour {
  userId: string;
  name: string;
  page: number;
}

/**
 * The registrations before and after `userId` in the queue, looking into the adjacent pages when it
 * is first or last on its page.
 */
export function neighbours(
  userId: string,
  page: number,
  current: { userId: string; name: string }[],
  previousPage: { userId: string; name: string }[] | undefined,
  nextPage: { userId: string; name: string }[] | undefined,
): { index: number; previous: Neighbour | null; next: Neighbour | null } {
  const index = current.findIndex((item) => item.userId === userId);
  if (index < 0) return { index, previous: null, next: null };
  const before = index > 0 ? current[index - 1] : previousPage?.at(-1);
  const after = index < current.length - 1 ? current[index + 1] : nextPage?.[0];
  return {
    index,
    previous: before ? { ...before, page: index > 0 ? page : page - 1 } : null,
    next: after ? { ...after, page: index < current.length - 1 ? page : page + 1 } : null,
  };
}
