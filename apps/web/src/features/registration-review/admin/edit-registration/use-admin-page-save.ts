import type { RegistrationData } from '@para/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, isErrorCode } from '../../../../lib/api';
import { changedFields, type FieldChange } from '../../../../lib/registration-changes';
import type { PageSave } from '../../../registration';
import { reviewKeys, useAdminSavePage } from '../../api';

export type PageNumber = 1 | 2 | 3;

/** The outcome of one successful save, for the message under the tabs. */
export interface SaveOutcome {
  page: PageNumber;
  changes: FieldChange[];
  /** The page as the server stored it. */
  saved: unknown;
}

/**
 * The server checks the body `{ userId, page }`, so schema errors name `page.address.pinCode`; the
 * form's fields are `address.pinCode`. Other errors pass through unchanged.
 */
export function withFormPaths(error: unknown): unknown {
  if (!isErrorCode(error, 'VALIDATION_FAILED')) return error;
  const { fields } = error.data;
  if (!Object.keys(fields).some((path) => path.startsWith('page.'))) return error;
  const renamed = Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [path.replace(/^page\./, ''), message]),
  );
  return new ApiError(error.status, error.message, { ...error.data, fields: renamed }, error.code);
}

/**
 * A PageSave for the shared page forms that saves through `/api/admin/update-registration-page-N` for
 * this athlete, and reports which fields the save changed: the page as last loaded against the page the
 * server stored (the same comparison the server writes to the audit log).
 */
export function useAdminPageSave<Body>(
  userId: string,
  page: PageNumber,
  onSaved: (outcome: SaveOutcome) => void,
): PageSave<Body> {
  const mutation = useAdminSavePage(userId);
  const queryClient = useQueryClient();
  return {
    pending: mutation.isPending,
    run: async (body: Body) => {
      const key = `page${page}` as const;
      const before =
        queryClient.getQueryData<RegistrationData>(reviewKeys.registration(userId))?.[key] ?? null;
      let after: RegistrationData;
      try {
        after = (await mutation.mutateAsync({ page, values: body })) as RegistrationData;
      } catch (error) {
        throw withFormPaths(error);
      }
      onSaved({ page, changes: changedFields(before, after[key]), saved: after[key] });
    },
  };
}
