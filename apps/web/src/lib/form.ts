import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { isApiError } from './api';
import { messageText } from './i18n';

// biome-ignore lint/suspicious/noExplicitAny: works for forms of any value shape
type AnyForm = UseFormReturnType<any, any>;

/** Input props with the error message translated (schemas carry keys such as `validation.email`). */
export function fieldProps(form: AnyForm, path: string) {
  const props = form.getInputProps(path);
  const error: ReactNode = typeof props.error === 'string' ? messageText(props.error) : props.error;
  return { ...props, error };
}

/** Moves focus to the first field, in page order, that has an error, so it is read out with its message. */
export function focusFirstError(form: AnyForm, errors: Record<string, unknown>): void {
  const invalid = Object.keys(errors).filter((path) => errors[path]);
  const nodes = invalid
    .map((path) => form.getInputNode(path))
    .filter((node): node is HTMLElement => node !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  nodes[0]?.focus();
}

/**
 * Puts a failed call's field errors on the form's fields and returns the message to show above the form
 * (null when every problem belongs to a field).
 */
export function applyServerError(form: AnyForm, error: unknown): string | null {
  if (!isApiError(error)) return 'errors.generic';
  const known = new Set(Object.keys(form.getValues() as object));
  const fieldErrors = Object.fromEntries(Object.entries(error.fields).filter(([path]) => known.has(path)));
  if (Object.keys(fieldErrors).length > 0) {
    form.setErrors(fieldErrors);
    focusFirstError(form, fieldErrors);
    const other = Object.keys(error.fields).length > Object.keys(fieldErrors).length;
    return other ? error.message : null;
  }
  return error.message;
}
