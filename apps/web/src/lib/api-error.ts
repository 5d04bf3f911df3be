// The failures of calls to the server: their stable codes, and the error the HTTP client rejects with.
import type { ClientErrorCode, ErrorCode, ErrorDataOf } from '@para/contract';
import { errorCodeList } from '@para/contract/error-code-list';

/** Translation keys of the client's own messages (the server's come as English text). */
export const clientMessages = {
  generic: 'errors.generic',
  network: 'errors.network',
} as const;

export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * The codes this client knows, from the contract's plain list (its own entry point, so pages do not
 * carry the contract's schemas and zod for it).
 */
export const knownCodes: ReadonlySet<string> = new Set<string>(errorCodeList);

/** The code a failure carries when the server named none: the generic one for its HTTP status. */
export function genericCodeFor(status: number): ApiErrorCode {
  switch (status) {
    case 0:
      return 'NETWORK_UNAVAILABLE';
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/**
 * A failed call. `status` is the HTTP status, or 0 when the server could not be reached. `message` is the
 * server's message, or a translation key of the client's own (see messageText in lib/i18n). `code` is
 * what programs branch on: the envelope's code; NETWORK_UNAVAILABLE when the server could not be
 * reached; UNEXPECTED_RESPONSE when the reply was not an envelope (a proxy's error page, say). Built
 * without a code, an error takes the generic code of its status.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly code: ApiErrorCode;

  constructor(status: number, message: string, data: unknown = null, code?: ApiErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.code = code ?? genericCodeFor(status);
  }

  /** Field path -> message of a validation error, if the server sent any. */
  get fields(): Record<string, string> {
    const fields = (this.data as { fields?: unknown } | null)?.fields;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An ApiError whose `data` has the shape the contract gives its code's data. */
export type ApiErrorOf<C extends ApiErrorCode> = ApiError & {
  readonly code: C;
  readonly data: C extends ErrorCode ? ErrorDataOf<C> : null;
};

/** Narrows a caught error to one code: `if (isErrorCode(error, 'EMAIL_UNVERIFIED')) error.data.email`. */
export function isErrorCode<C extends ApiErrorCode>(error: unknown, code: C): error is ApiErrorOf<C> {
  return isApiError(error) && error.code === code;
}
