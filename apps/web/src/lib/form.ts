import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { type ApiError, isApiError } from './api';
import { messageText } from './i18n';
import type { LaterModule } from './later-module';

// biome-ignore lint/suspicious/noExplicitAny: works for forms of any value shape
type AnyForm = UseFormReturnType<any, any>;

/** Input props with the error message translated (schemas carry keys such as `validation.email`). */
export function fieldProps(form: AnyForm, path: string) {
  const props = form.getInputProps(path);
  const error: ReactNode = typeof props.error === 'string' ? messageText(props.error) : props.error;
  // Named as the API names it: a form posted by the browser itself (no script yet) sends its fields.
  return { name: path, ...props, error };
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

/** What a form shows above its fields after a refusal: a message key, or the error (its code's text). */
export type FormMessage = string | ApiError;

/** A translation key (`validation.email`), as opposed to an English sentence from the server. */
const KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/**
 * Puts a failed call's field errors on the form's fields and returns what to show above the form: the
 * error, whose code gives the text, or null when every problem sits on a field shown here. Field errors
 * come with VALIDATION_FAILED, and with a refusal that names its field (an address already taken, a
 * wrong current password): there the field shows the code's text in the reader's language rather
 * than the server's English sentence.
 */
export function applyServerError(form: AnyForm, error: unknown): FormMessage | null {
  const { fieldErrors, message } = serverErrorParts(Object.keys(form.getValues() as object), error);
  if (Object.keys(fieldErrors).length === 0) return message;
  form.setErrors(fieldErrors);
  focusFirstError(form, fieldErrors);
  return message;
}

/**
 * What applyServerError puts where, for a form with fields `known`: the messages on its fields, and
 * what shows above the form (null when every problem sits on a field shown here).
 */
export function serverErrorParts(
  known: readonly string[],
  error: unknown,
): { fieldErrors: Record<string, string>; message: FormMessage | null } {
  if (!isApiError(error)) return { fieldErrors: {}, message: 'errors.generic' };
  const knownFields = new Set(known);
  const fields = error.fields;
  const textOf = (message: string) =>
    error.code === 'VALIDATION_FAILED' || KEY_SHAPE.test(message) ? message : messageText(error);
  const fieldErrors: Record<string, string> = Object.fromEntries(
    Object.entries(fields)
      .filter(([path]) => knownFields.has(path))
      .map(([path, message]) => [path, textOf(message)]),
  );
  if (Object.keys(fieldErrors).length === 0) return { fieldErrors, message: error };
  const other = Object.keys(fields).length > Object.keys(fieldErrors).length;
  return { fieldErrors, message: other ? error : null };
}

/**
 * For a form whose `validate` passes everything until its rules have arrived (`laterModule`): in the
 * submit handler, waits for the rules and checks the values again, so a submit that beat the download
 * is still checked here before anything is sent. False, with the errors shown and the first field in
 * error focused, when the values fail.
 */
export async function passesRules(form: AnyForm, rules: LaterModule<unknown>): Promise<boolean> {
  // Rules that cannot be downloaded leave the check to the server, which answers field by field.
  await rules.ready().catch(() => undefined);
  const { hasErrors, errors } = form.validate();
  if (hasErrors) focusFirstError(form, errors);
  return !hasErrors;
}
