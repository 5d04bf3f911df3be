import { type ArchiveQueryInput, archiveRoutes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { type BodyOf, useInvalidateAdmin } from '../../lib/admin-queries';
import { callApi } from '../../lib/api';

/** The calls of previous events: the archive's search, and adding a past competition (administrators). */

export const archiveKeys = { search: ['archive'] as const };

/** One page of past competitions found; the page shown stays while the next one loads. */
export const archiveQuery = (query: ArchiveQueryInput) =>
  queryOptions({
    queryKey: [...archiveKeys.search, query],
    queryFn: ({ signal }) => callApi(archiveRoutes.archiveSearch, { query, signal }),
    placeholderData: keepPreviousData,
  });

export type PastCompetitionBody = BodyOf<typeof archiveRoutes.createArchiveCompetition>;

export const useCreatePastCompetition = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: PastCompetitionBody) => callApi(archiveRoutes.createArchiveCompetition, { body }),
    onSuccess: invalidate,
  });
};
