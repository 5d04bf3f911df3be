import { type RegistrationData, registrationRoutes } from '@para/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, isErrorCode } from '../../lib/api';
import {
  registrationDataKey,
  registrationDataQuery,
  registrationOptionsKey,
  registrationOptionsQuery,
} from '../../lib/registration-queries';
import { session } from '../../lib/session';

export const registrationKeys = {
  options: registrationOptionsKey,
  data: registrationDataKey,
  card: ['registration', 'identity-card'] as const,
  verify: (code: string) => ['registration', 'verify', code] as const,
};

export { registrationDataQuery, registrationOptionsQuery };

export const identityCardQuery = () =>
  queryOptions({
    queryKey: registrationKeys.card,
    queryFn: ({ signal }) => callApi(registrationRoutes.getIdentityCard, { signal }),
  });

export const verifyCardQuery = (code: string) =>
  queryOptions({
    queryKey: registrationKeys.verify(code),
    queryFn: ({ signal }) => callApi(registrationRoutes.verifyCard, { params: { code }, signal }),
    retry: false,
  });

const pageRoutes = {
  1: registrationRoutes.updateRegistrationPage1,
  2: registrationRoutes.updateRegistrationPage2,
  3: registrationRoutes.updateRegistrationPage3,
} as const;

type PageBody<N extends 1 | 2 | 3> = z.input<NonNullable<(typeof pageRoutes)[N]['body']>>;

/** Saves one page; the answer (the whole registration) replaces the cached copy. */
export const useSavePage = <N extends 1 | 2 | 3>(page: N) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PageBody<N>) =>
      callApi(pageRoutes[page] as typeof registrationRoutes.updateRegistrationPage1, {
        body: body as PageBody<1>,
      }) as Promise<RegistrationData>,
    onSuccess: (data) => queryClient.setQueryData(registrationKeys.data, data),
  });
};

/** Submits the registration; the new flags go into the session so the state guards move the athlete on. */
export const useFinalize = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(registrationRoutes.finalizeRegistration),
    onSuccess: (flags) => {
      session.set(flags);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.data });
    },
  });
};

/** What a finalize refused as incomplete still lacks (pages and documents); empty for other refusals. */
export function missingFromError(error: unknown): string[] {
  return isErrorCode(error, 'REGISTRATION_INCOMPLETE') ? error.data.missing : [];
}
