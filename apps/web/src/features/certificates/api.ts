import { type CertificateJob, certificateRoutes } from '@para/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { type BodyOf, type QueryOf, useInvalidateAdmin } from '../../lib/admin-queries';
import { callApi, downloadToFile } from '../../lib/api';

/**
 * The calls of certificates for signed-in people: the athlete's own (['certificates', 'mine']) and
 * the administrators' register (below ['admin', …], so any administrative write refreshes it). The
 * public check's calls are in public-api.ts, which carries no schemas.
 */

export const certificateKeys = {
  mine: ['certificates', 'mine'] as const,
  competitions: ['admin', 'certificates', 'competitions'] as const,
  list: (formId: string, filters: CertificateListQuery) =>
    ['admin', 'certificates', formId, filters] as const,
};

export const myCertificatesQuery = () =>
  queryOptions({
    queryKey: certificateKeys.mine,
    queryFn: ({ signal }) => callApi(certificateRoutes.myCertificates, { signal }),
  });

/** Saves one of the athlete's certificates under its number. */
export const saveMyCertificate = (pdfUrl: string) => downloadToFile(pdfUrl);

/** While a job waits or runs, the register looks again every two seconds. */
const isBusy = (job: CertificateJob | null) => job?.state === 'queued' || job?.state === 'running';

export const certificateCompetitionsQuery = () =>
  queryOptions({
    queryKey: certificateKeys.competitions,
    queryFn: ({ signal }) => callApi(certificateRoutes.certificateCompetitions, { signal }),
    refetchInterval: (query) => (query.state.data?.items.some((item) => isBusy(item.job)) ? 2000 : false),
  });

export type CertificateListQuery = QueryOf<typeof certificateRoutes.formCertificates>;

export const formCertificatesQuery = (formId: string, filters: CertificateListQuery) =>
  queryOptions({
    queryKey: certificateKeys.list(formId, filters),
    queryFn: ({ signal }) =>
      callApi(certificateRoutes.formCertificates, { params: { formId }, query: filters, signal }),
    placeholderData: keepPreviousData,
  });

export const saveCertificatesZip = (formId: string) =>
  downloadToFile(certificateRoutes.formCertificatesZip, { params: { formId } });

export const saveAnyCertificate = (certificateId: string) =>
  downloadToFile(certificateRoutes.adminCertificatePdf, { params: { certificateId } });

export const useRevokeCertificate = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({
      certificateId,
      body,
    }: {
      certificateId: string;
      body: BodyOf<typeof certificateRoutes.revokeCertificate>;
    }) => callApi(certificateRoutes.revokeCertificate, { params: { certificateId }, body }),
    onSuccess: invalidate,
  });
};

export const useIssueCertificates = () => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (formId: string) => callApi(certificateRoutes.issueFormCertificates, { params: { formId } }),
    onSuccess: invalidate,
  });
};
