import {
  type PaymentOrder,
  districtEntryRoutes as routes,
  type TeamEntryBody,
  type TeamEntryResult,
} from '@para/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { refreshAfterChange } from '../../lib/refresh-queries';

/** District entries: the forms, a team's eligibility, the district's entries and results, one payment. */

const keys = {
  forms: ['district', 'entry-forms'] as const,
  eligibility: (formId: string) => ['district', 'entry-forms', formId, 'eligibility'] as const,
  entries: (formId: string) => ['district', 'entry-forms', formId, 'entries'] as const,
  results: (formId: string) => ['district', 'entry-forms', formId, 'results'] as const,
};

export const entryFormsQuery = () =>
  queryOptions({
    queryKey: keys.forms,
    queryFn: ({ signal }) => callApi(routes.districtEntryForms, { signal }),
  });

export const teamEligibilityQuery = (formId: string) =>
  queryOptions({
    queryKey: keys.eligibility(formId),
    queryFn: ({ signal }) => callApi(routes.districtTeamEligibility, { params: { formId }, signal }),
  });

export const formEntriesQuery = (formId: string) =>
  queryOptions({
    queryKey: keys.entries(formId),
    queryFn: ({ signal }) => callApi(routes.districtFormEntries, { params: { formId }, signal }),
  });

export const districtResultsQuery = (formId: string) =>
  queryOptions({
    queryKey: keys.results(formId),
    queryFn: ({ signal }) => callApi(routes.districtResults, { params: { formId }, signal }),
  });

const useRefresh = () => {
  const client = useQueryClient();
  return () => refreshAfterChange(client, { queryKey: ['district'] });
};

export function useEnterTeam() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: z.input<typeof routes.districtEnterTeam.body>): Promise<TeamEntryResult> =>
      callApi(routes.districtEnterTeam, { body: body as TeamEntryBody }),
    onSuccess: refresh,
  });
}

/** The team's one order; the server reuses an open one, so a second click never makes a second charge. */
export function useTeamOrder() {
  return useMutation({
    mutationFn: (teamId: string): Promise<PaymentOrder> =>
      callApi(routes.districtTeamPaymentOrder, { params: { teamId } }),
  });
}

export function useVerifyTeamPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: z.input<typeof routes.districtVerifyTeamPayment.body>) =>
      callApi(routes.districtVerifyTeamPayment, { body }),
    onSuccess: refresh,
  });
}
