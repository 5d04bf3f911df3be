import type { PostedForm } from '@para/contract';
import type { ApiError } from './api';
import { failureOf } from './api-envelope';
import { type FormMessage, serverErrorParts } from './form';
import { useServerRender } from './server-render';

/**
 * The post this page was drawn with, when it was one of `forms` (the value of their hidden
 * POSTED_FORM_FIELD): the server's answer to a form the browser posted itself, without the app. Read it
 * for a form's first state only (useState/useForm initial values): it holds for the first render.
 */
export function usePostedForm(...forms: string[]): PostedForm | null {
  const posted = useServerRender()?.posted;
  return posted && forms.includes(posted.form) ? posted : null;
}

/** The post's refusal as the app's own error, or null when it succeeded. */
export function postedError(posted: PostedForm | null): ApiError | null {
  if (!posted || posted.envelope.success) return null;
  return failureOf(posted.status, posted.envelope);
}

/** Whether the post succeeded (the page is drawn at the step after it). */
export const postedSuccess = (posted: PostedForm | null): boolean => posted?.envelope.success === true;

/**
 * A form's first state from a refused post: the values as typed (its text fields; passwords and codes
 * were not sent back), the messages on its fields and the one above it, as the app would have shown
 * them after the same refusal.
 */
export function postedStart<T extends Record<string, unknown>>(
  posted: PostedForm | null,
  empty: T,
): { initialValues: T; initialErrors: Record<string, string>; alert: FormMessage | null } {
  if (!posted || posted.envelope.success) return { initialValues: empty, initialErrors: {}, alert: null };
  const initialValues = { ...empty };
  for (const key of Object.keys(empty) as (keyof T & string)[]) {
    const value = posted.values[key];
    if (typeof value === 'string' && typeof empty[key] === 'string')
      initialValues[key] = value as T[typeof key];
  }
  const error = postedError(posted);
  const { fieldErrors, message } = serverErrorParts(Object.keys(empty), error);
  // The browser's check before an SMS (a proof of work) runs in the app: a plain post cannot do it.
  const alert = error?.code === 'CHALLENGE_REQUIRED' ? 'auth.smsNeedsScript' : message;
  return { initialValues, initialErrors: fieldErrors, alert };
}
