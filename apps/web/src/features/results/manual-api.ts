import { type ManualResults, manualResultRoutes as routes } from '@para/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { type BodyOf, useInvalidateAdmin } from '../../lib/admin-queries';
import { callApi } from '../../lib/api';
import { resultKeys } from './api';

/**
 * Results entered on screen: the draft (or the published results) with the athletes entered, and the
 * changes, each kept by the server as a new draft. Cached below ['admin', …], so publishing refreshes it.
 */

export const manualResultsQuery = (formId: string) =>
  queryOptions({
    queryKey: [...resultKeys.forms, 'manual', formId] as const,
    queryFn: ({ signal }) => callApi(routes.manualResults, { params: { formId }, signal }),
  });

export type SaveManualBody = BodyOf<typeof routes.saveManualResult>;
export type RemoveManualBody = BodyOf<typeof routes.removeManualResult>;

export const useSaveManualResult = (formId: string) => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: SaveManualBody): Promise<ManualResults> =>
      callApi(routes.saveManualResult, { params: { formId }, body }),
    onSuccess: invalidate,
  });
};

export const useRemoveManualResult = (formId: string) => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: RemoveManualBody): Promise<ManualResults> =>
      callApi(routes.removeManualResult, { params: { formId }, body }),
    onSuccess: invalidate,
  });
};
