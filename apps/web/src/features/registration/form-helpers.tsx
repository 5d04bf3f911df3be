import type { UseFormReturnType } from '@mantine/form';
import { validationMessages } from '@para/contract';
import { type ApiError, isApiError } from '../../lib/api';
import { focusFirstError } from '../../lib/form';
import { messageText } from '../../lib/i18n';

// biome-ignore lint/suspicious/noExplicitAny: works for forms of any value shape
type AnyForm = UseFormReturnType<any, any>;

/** Checkbox props with the error translated. */
export function checkboxProps(form: AnyForm, path: string) {
  const props = form.getInputProps(path, { type: 'checkbox' });
  return { ...props, error: typeof props.error === 'string' ? messageText(props.error) : props.error };
}

const keyOfText = new Map<string, string>(
  Object.entries(validationMessages).map(([key, text]) => [text, key]),
);

/**
 * The server sends a field message as English text (for API clients); the contract's own messages go
 * back to their key so the reader sees them in the language of the page.
 */
export const fieldMessageKey = (message: string): string => keyOfText.get(message) ?? message;

/**
 * Puts a refused save's field errors (nested paths such as `address.pinCode` or `sports.0.sportClass`)
 * on the form and returns the message for the alert above it (null when every error has a field).
 */
export function applyNestedServerError(
  form: AnyForm,
  error: unknown,
  shown: (path: string) => boolean,
): string | ApiError | null {
  if (!isApiError(error)) return 'errors.generic';
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [path, fieldMessageKey(message)]),
  );
  const paths = Object.keys(fields);
  if (paths.length === 0) return error;
  form.setErrors(fields);
  // Focus after React has rendered the messages, so they are read out with the field.
  setTimeout(() => focusFirstError(form, fields), 0);
  return paths.every(shown) ? null : error;
}

/** Select options with an empty first choice. */
export const withPlaceholder = (placeholder: string, items: { value: string; label: string }[]) => [
  { value: '', label: placeholder },
  ...items,
];
