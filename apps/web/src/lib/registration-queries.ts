import { registrationRoutes } from '@para/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api';

// Registration answers read by several areas: the athlete's own pages, the review screens and the
// administrators' dashboard and lists.

export const registrationOptionsKey = ['registration', 'options'] as const;
export const registrationDataKey = ['registration', 'data'] as const;

/** Districts, sports, disability types, fee and limits; changes rarely. */
export const registrationOptionsQuery = () =>
  queryOptions({
    queryKey: registrationOptionsKey,
    queryFn: ({ signal }) => callApi(registrationRoutes.registrationOptions, { signal }),
    staleTime: 10 * 60_000,
  });

/** The signed-in athlete's own registration. */
export const registrationDataQuery = () =>
  queryOptions({
    queryKey: registrationDataKey,
    queryFn: ({ signal }) => callApi(registrationRoutes.getUserRegistrationData, { signal }),
    staleTime: 0,
  });
