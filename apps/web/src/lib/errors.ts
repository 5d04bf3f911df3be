import { clientErrorCodeList } from '@para/contract/error-code-list';
import type { ApiErrorCode } from './api';
import { isApiError } from './api';

/** The part of a translator's `t` these helpers use (any translator's, so tests can bring their own). */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** A translation key (`validation.email`), as opposed to an English sentence from the server. */
const KEY_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

export const GENERIC_ERROR_KEY = 'errors.generic';

const CLIENT_CODES: ReadonlySet<string> = new Set(clientErrorCodeList);

/**
 * The translation key of an error code's text: `refusals.<CODE>` for the server's codes, which load
 * apart from the app (lib/text-parts.ts), and `errors.<CODE>` for the client's own (no connection),
 * which must be there when nothing else can be downloaded.
 */
export const errorKey = (code: ApiErrorCode | string): string =>
  CLIENT_CODES.has(code) ? `errors.${code}` : `refusals.${code}`;

/** The code of any caught value: an ApiError's own, UNEXPECTED_RESPONSE for anything else. */
export const errorCodeOf = (error: unknown): ApiErrorCode =>
  isApiError(error) ? error.code : 'UNEXPECTED_RESPONSE';

/**
 * Interpolation values from an error's data ({{retryAfterSeconds}}, {{reason}}…). Options the translator would
 * read as instructions rather than values are left out, so a server's data cannot change which text is
 * chosen.
 */
function interpolationOf(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const reserved = new Set(['lng', 'lngs', 'ns', 'defaultValue', 'context', 'count', 'returnObjects']);
  return Object.fromEntries(Object.entries(data).filter(([name]) => !reserved.has(name)));
}

/**
 * The reader's text for a failure: `errors.<CODE>` with the error's data for interpolation, falling back
 * to the generic text when the code has none (and for anything that is not an ApiError).
 */
export function errorText(t: Translate, error: unknown): string {
  if (!isApiError(error)) return t(GENERIC_ERROR_KEY);
  return t([errorKey(error.code), GENERIC_ERROR_KEY], interpolationOf(error.data));
}

/**
 * The per-field messages of a VALIDATION_FAILED error, translated (the contract's messages are keys such
 * as `validation.email`; a key without a text shows as it came). Empty for any other error.
 */
export function fieldErrorTexts(t: Translate, error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [
      path,
      KEY_SHAPE.test(message) ? t(message, { defaultValue: message }) : message,
    ]),
  );
}
