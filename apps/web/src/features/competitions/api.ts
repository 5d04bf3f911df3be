import { competitionRoutes, type Entry, type PaymentOrder, type SubmitEntryBody } from '@para/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../lib/api';
import { refreshAfterChange } from '../../lib/refresh-queries';

/** Everything the athlete's competition pages cache sits below this key. */
export const competitionKeys = {
  all: ['competitions'] as const,
  forms: ['competitions', 'forms'] as const,
  form: (formId: string) => ['competitions', 'forms', formId] as const,
  profile: ['competitions', 'profile'] as const,
  mine: ['competitions', 'mine'] as const,
  entry: (entryId: string) => ['competitions', 'entry', entryId] as const,
  order: (entryId: string) => ['competitions', 'order', entryId] as const,
};

/** The forms taking entries or soon to, each discipline with whether this athlete may enter it. */
export const openFormsQuery = () =>
  queryOptions({
    queryKey: competitionKeys.forms,
    queryFn: ({ signal }) => callApi(competitionRoutes.openEntryForms, { signal }),
  });

export const openFormQuery = (formId: string) =>
  queryOptions({
    queryKey: competitionKeys.form(formId),
    queryFn: ({ signal }) => callApi(competitionRoutes.getOpenEntryForm, { params: { formId }, signal }),
  });

/** What a form fills in from the approved registration: shown, never asked again. */
export const competitionProfileQuery = () =>
  queryOptions({
    queryKey: competitionKeys.profile,
    queryFn: ({ signal }) => callApi(competitionRoutes.competitionProfile, { signal }),
    staleTime: 60_000,
  });

export const mySubmissionsQuery = () =>
  queryOptions({
    queryKey: competitionKeys.mine,
    queryFn: ({ signal }) => callApi(competitionRoutes.mySubmissions, { signal }),
  });

export const submissionQuery = (entryId: string) =>
  queryOptions({
    queryKey: competitionKeys.entry(entryId),
    queryFn: ({ signal }) => callApi(competitionRoutes.getSubmission, { params: { id: entryId }, signal }),
  });

/** After any change to an entry, the lists (places left, my entry) and the entry itself are stale. */
const useRefreshCompetitions = () => {
  const queryClient = useQueryClient();
  // Not the payment orders: asking for one creates it, and a paid entry needs none.
  return () =>
    refreshAfterChange(queryClient, {
      queryKey: competitionKeys.all,
      predicate: (query) => query.queryKey[1] !== 'order',
    });
};

export const useSubmitEntry = () => {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: (body: SubmitEntryBody) => callApi(competitionRoutes.submitEntry, { body }),
    onSuccess: refresh,
  });
};

/**
 * The payment order of an entry awaiting payment. The server creates one or reuses the open one, so
 * asking again (a reload, a second tab) never makes a second charge; that is why it is safe as a query.
 */
export const entryOrderQuery = (entryId: string) =>
  queryOptions({
    queryKey: competitionKeys.order(entryId),
    queryFn: (): Promise<PaymentOrder> =>
      callApi(competitionRoutes.createEntryPaymentOrder, { params: { id: entryId } }),
    staleTime: 0,
    gcTime: 0,
  });

type VerifyBody = z.input<typeof competitionRoutes.verifyEntryPayment.body>;

export const useVerifyEntryPayment = () => {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: (body: VerifyBody): Promise<Entry> => callApi(competitionRoutes.verifyEntryPayment, { body }),
    onSuccess: refresh,
  });
};

export const useWithdrawEntry = () => {
  const refresh = useRefreshCompetitions();
  return useMutation({
    mutationFn: (entryId: string): Promise<Entry> =>
      callApi(competitionRoutes.withdrawEntry, { params: { id: entryId }, body: {} }),
    onSuccess: refresh,
  });
};
