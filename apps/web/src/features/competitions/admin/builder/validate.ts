import { entryFormBody } from '@para/contract';
import { type ApiError, isApiError } from '../../../../lib/api';
import { errorKey } from '../../../../lib/errors';
import { type BuilderValues, bodyOf, valuePath } from './form-values';

/**
 * The builder's checks: the contract's own schema of a form, run on what the values would send, each
 * problem placed on the input it is about. The server checks again and is the authority.
 */
export function builderErrors(values: BuilderValues): Record<string, string> {
  const parsed = entryFormBody.safeParse(bodyOf(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = valuePath(issue.path);
    // A class pattern's problem is named on the list of classes, where it is typed.
    const at = path.replace(/^(disciplines\.\d+\.classes)\.\d+$/, '$1');
    errors[at] ??= issue.message.includes('.') ? issue.message : 'competitionsAdmin.builder.invalid';
  }
  return errors;
}

/** A translation key, as opposed to a sentence of the server's. */
const KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/**
 * A refusal's `data.fields`, named by the body's paths, as the builder's input paths and message keys.
 * A message that is not a key reads as the text of the refusal's code.
 */
export function serverFieldErrors(error: ApiError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const at = valuePath(path.split('.')).replace(/^(disciplines\.\d+\.classes)\.\d+$/, '$1');
    errors[at] = KEY_SHAPE.test(message) ? message : errorKey(error.code);
  }
  return errors;
}

export const isRefusal = (error: unknown): error is ApiError => isApiError(error);
