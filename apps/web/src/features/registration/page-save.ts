import type { RegistrationOptions } from '@para/contract';
import type { ReactNode } from 'react';

/**
 * How a page form saves. The forms do not choose a route themselves: the athlete's wizard passes its own
 * save (`/api/user/update-registration-page-N`), the administrator's editor passes one that saves
 * through `/api/admin/update-registration-page-N` for the athlete being edited. A refused save rejects
 * with the ApiError, whose field errors the form shows beside the fields.
 */
export interface PageSave<Body> {
  run: (body: Body) => Promise<unknown>;
  pending: boolean;
}

/** A TanStack mutation as a PageSave. */
export const pageSave = <Body>(mutation: {
  mutateAsync: (body: Body) => Promise<unknown>;
  isPending: boolean;
}): PageSave<Body> => ({ run: mutation.mutateAsync, pending: mutation.isPending });

/** What every page form takes, whoever renders it. */
export interface PageFormProps<Values, Body> {
  /** Starting values (a draft, or what is stored). Later changes of this prop are ignored: the form owns its values. */
  initial: Values;
  options: RegistrationOptions;
  save: PageSave<Body>;
  /** Called after a successful save (the wizard moves on, the editor shows what changed). */
  onSaved: () => void | Promise<void>;
  /** Every change, e.g. for the athlete's draft on this device. */
  onChange?: (values: Values) => void;
  onBack?: () => void;
  /** The main button: "Save and continue" in the wizard, "Save page 1" in the editor. */
  submitLabel: string;
  /** Its icon (an arrow by default). */
  submitIcon?: ReactNode;
}
