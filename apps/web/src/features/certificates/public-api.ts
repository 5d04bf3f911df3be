import type { RouteKey, Routes } from '@para/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/**
 * The public checks' calls, built from their method and path only (checked against the contract in
 * public-api.test.ts), so the server-rendered check page carries no schemas.
 */
const get = <K extends RouteKey>(path: Routes[K]['path']) =>
  ({ method: 'GET', path }) as unknown as Routes[K];

export const publicCertificateRoutes = {
  publicCertificate: get<'publicCertificate'>('/api/certificates/:number'),
  checkSignedRecord: get<'checkSignedRecord'>('/api/certificate-check'),
} as const;

export const publicCertificateQuery = (number: string) =>
  queryOptions({
    queryKey: ['certificates', 'public', number],
    queryFn: ({ signal }) =>
      callApi(publicCertificateRoutes.publicCertificate, { params: { number }, signal }),
    retry: false,
  });

export const signedRecordCheckQuery = (token: string) =>
  queryOptions({
    queryKey: ['certificates', 'check', token],
    queryFn: ({ signal }) => callApi(publicCertificateRoutes.checkSignedRecord, { query: { token }, signal }),
    enabled: token.trim().length > 0,
    retry: false,
  });
