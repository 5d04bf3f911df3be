import { type PublishedResults, type ResultsImport, resultRoutes } from '@para/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { type BodyOf, useInvalidateAdmin } from '../../lib/admin-queries';
import { callApi, upload } from '../../lib/api';

/**
 * The calls of results: the administrators' imports and publishing (cached below ['admin', …], so any
 * administrative write refreshes them), and the athlete's own published results.
 */

export const resultKeys = {
  forms: ['admin', 'results', 'forms'] as const,
  mine: ['results', 'mine'] as const,
};

/** Competitions a results file may be uploaded for, with the version published and a pending import. */
export const resultsFormsQuery = () =>
  queryOptions({
    queryKey: resultKeys.forms,
    queryFn: ({ signal }) => callApi(resultRoutes.resultsForms, { signal }),
  });

/** The signed-in athlete's published results, newest competition first. */
export const myResultsQuery = () =>
  queryOptions({
    queryKey: resultKeys.mine,
    queryFn: ({ signal }) => callApi(resultRoutes.myResults, { signal }),
  });

/** The address of a competition's results template (the form's disciplines and entered athletes). */
export const templateUrl = (formId: string, format: 'csv' | 'xlsx') =>
  `${resultRoutes.resultsTemplate.path.replace(':formId', encodeURIComponent(formId))}?format=${format}`;

/**
 * Uploads a results file: checked and kept as an import, nothing published. The server reads the
 * multipart fields in order, so the competition comes before the file.
 */
export function uploadResults(
  formId: string,
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<ResultsImport> {
  const form = new FormData();
  form.append('formId', formId);
  form.append('file', file, file.name);
  return upload(resultRoutes.importResults, form, options);
}

/** An import kept earlier (uploaded and not published), with its preview. */
export const fetchImport = (importId: string, signal?: AbortSignal): Promise<ResultsImport> =>
  callApi(resultRoutes.getResultsImport, { params: { importId }, signal });

export type PublishBody = BodyOf<typeof resultRoutes.publishResults>;

export const usePublishResults = (importId: string) => {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: PublishBody): Promise<PublishedResults> =>
      callApi(resultRoutes.publishResults, { params: { importId }, body }),
    onSuccess: invalidate,
  });
};
