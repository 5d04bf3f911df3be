import { type RegistrationData, routes } from '@para/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, callApi, clientMessages } from '../../lib/api';
import { session } from '../../lib/session';

export const registrationKeys = {
  options: ['registration', 'options'] as const,
  data: ['registration', 'data'] as const,
  card: ['registration', 'identity-card'] as const,
  verify: (code: string) => ['registration', 'verify', code] as const,
};

/** Districts, sports, disability types, fee and limits; changes rarely. */
export const registrationOptionsQuery = () =>
  queryOptions({
    queryKey: registrationKeys.options,
    queryFn: ({ signal }) => callApi(routes.registrationOptions, { signal }),
    staleTime: 10 * 60_000,
  });

export const registrationDataQuery = () =>
  queryOptions({
    queryKey: registrationKeys.data,
    queryFn: ({ signal }) => callApi(routes.getUserRegistrationData, { signal }),
    staleTime: 0,
  });

export const identityCardQuery = () =>
  queryOptions({
    queryKey: registrationKeys.card,
    queryFn: ({ signal }) => callApi(routes.getIdentityCard, { signal }),
  });

export const verifyCardQuery = (code: string) =>
  queryOptions({
    queryKey: registrationKeys.verify(code),
    queryFn: ({ signal }) => callApi(routes.verifyCard, { params: { code }, signal }),
    retry: false,
  });

const pageRoutes = {
  1: routes.updateRegistrationPage1,
  2: routes.updateRegistrationPage2,
  3: routes.updateRegistrationPage3,
} as const;

type PageBody<N extends 1 | 2 | 3> = z.input<NonNullable<(typeof pageRoutes)[N]['body']>>;

/** Saves one page; the answer (the whole registration) replaces the cached copy. */
export const useSavePage = <N extends 1 | 2 | 3>(page: N) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PageBody<N>) =>
      callApi(pageRoutes[page] as typeof routes.updateRegistrationPage1, {
        body: body as PageBody<1>,
      }) as Promise<RegistrationData>,
    onSuccess: (data) => queryClient.setQueryData(registrationKeys.data, data),
  });
};

/** Submits the registration; the new flags go into the session so the state guards move the athlete on. */
export const useFinalize = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.finalizeRegistration),
    onSuccess: (flags) => {
      session.set(flags);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.data });
    },
  });
};

/** `data.missing` of a refused finalize, if the server sent it. */
export function missingFromError(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const missing = (error.data as { missing?: unknown } | null)?.missing;
  return Array.isArray(missing) ? missing.filter((item): item is string => typeof item === 'string') : [];
}

/** GET of a file route (document, card photo, PDF, receipt) with the session token; resolves to a Blob. */
export async function fetchFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = session.get().accessToken;
  if (token) headers['Access-Token'] = token;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, clientMessages.network);
  }
  if (!response.ok) {
    let message = '';
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not JSON.
    }
    throw new ApiError(response.status, message || clientMessages.generic);
  }
  return response.blob();
}

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Fetches a protected file and saves it. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveBlob(await fetchFile(url), fileName);
}
