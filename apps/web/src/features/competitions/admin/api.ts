import { competitionRoutes, contentRoutes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { type BodyOf, type QueryOf, useInvalidateAdmin } from '../../../lib/admin-queries';
import { callApi } from '../../../lib/api';

// The competitions' routes, with the public events' list a form is tied to.
const routes = { ...competitionRoutes, adminEventsList: contentRoutes.adminEventsList };

/**
 * The administrators' calls of competitions: entry forms, their entries, and the files made of them.
 * Every answer is cached below ['admin', …], so any administrative write refreshes them all.
 */

export type FormsQuery = QueryOf<typeof routes.listEntryForms>;
export type SubmissionsQuery = QueryOf<typeof routes.listSubmissions>;
export type EntryFormBody = BodyOf<typeof routes.createEntryForm>;
export type EntryFormPatch = BodyOf<typeof routes.updateEntryForm>;
export type EntryOfflinePayment = BodyOf<typeof routes.markEntryPaidOffline>;

export const competitionKeys = {
  forms: (query: FormsQuery) => ['admin', 'competitions', 'forms', query] as const,
  form: (formId: string) => ['admin', 'competitions', 'form', formId] as const,
  entries: (query: SubmissionsQuery) => ['admin', 'competitions', 'entries', query] as const,
  entry: (id: string) => ['admin', 'competitions', 'entry', id] as const,
  events: ['admin', 'competitions', 'events'] as const,
};

export const entryFormsQuery = (query: FormsQuery) =>
  queryOptions({
    queryKey: competitionKeys.forms(query),
    queryFn: ({ signal }) => callApi(routes.listEntryForms, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const entryFormQuery = (formId: string) =>
  queryOptions({
    queryKey: competitionKeys.form(formId),
    queryFn: ({ signal }) => callApi(routes.getEntryForm, { params: { formId }, signal }),
  });

export const submissionsQuery = (query: SubmissionsQuery) =>
  queryOptions({
    queryKey: competitionKeys.entries(query),
    queryFn: ({ signal }) => callApi(routes.listSubmissions, { query: { ...query, format: 'json' }, signal }),
    placeholderData: keepPreviousData,
  });

export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: competitionKeys.entry(id),
    queryFn: ({ signal }) => callApi(routes.getSubmission, { params: { id }, signal }),
  });

/** The public site's events, drafts included: a form belongs to a published one. */
export const competitionEventsQuery = () =>
  queryOptions({
    queryKey: competitionKeys.events,
    queryFn: ({ signal }) => callApi(routes.adminEventsList, { signal }),
    staleTime: 60_000,
  });

export const useCreateEntryForm = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: EntryFormBody) => callApi(routes.createEntryForm, { body }),
    onSuccess: invalidate,
  });
};

export const useUpdateEntryForm = (formId: string) => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: EntryFormPatch) => callApi(routes.updateEntryForm, { params: { formId }, body }),
    onSuccess: invalidate,
  });
};

export const useWithdrawEntry = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi(routes.withdrawEntry, { params: { id }, body: { reason } }),
    onSuccess: invalidate,
  });
};

export const useMarkEntryPaidOffline = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EntryOfflinePayment }) =>
      callApi(routes.markEntryPaidOffline, { params: { id }, body }),
    onSuccess: invalidate,
  });
};

/** The address of the entries export for the current filters (every row, not just the page shown). */
export function entriesExportUrl(query: SubmissionsQuery, format: 'csv' | 'xlsx'): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'pageSize' || key === 'format') continue;
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  search.set('format', format);
  return `${routes.listSubmissions.path}?${search.toString()}`;
}
