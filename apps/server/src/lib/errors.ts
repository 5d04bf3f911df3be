import { type ErrorCode, validationMessageText } from '@para/contract';

/** The code an error carries when its thrower names none: the generic one for its status. */
export function genericCodeFor(statusCode: number): ErrorCode {
  switch (statusCode) {
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
      return statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/**
 * An expected failure with its HTTP status and stable code; the error handler turns it into the
 * envelope `{ success: false, message, code, data }`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: Record<string, unknown> | null = null,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? genericCodeFor(statusCode);
  }
}

export const badRequest = (
  message: string,
  data: Record<string, unknown> | null = null,
  code: ErrorCode = 'BAD_REQUEST',
) => new AppError(400, message, data, code);
export const unauthorized = (message = 'Please log in to continue.', code: ErrorCode = 'UNAUTHENTICATED') =>
  new AppError(401, message, null, code);
export const forbidden = (
  message = 'You are not allowed to do this.',
  data: Record<string, unknown> | null = null,
  code: ErrorCode = 'FORBIDDEN',
) => new AppError(403, message, data, code);
export const notFound = (message = 'Not found.', code: ErrorCode = 'NOT_FOUND') =>
  new AppError(404, message, null, code);
export const conflict = (
  message: string,
  data: Record<string, unknown> | null = null,
  code: ErrorCode = 'CONFLICT',
) => new AppError(409, message, data, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfterSeconds });

/** A 400 that names the field at fault, like the validation errors do (message keys become English text). */
export const fieldError = (field: string, message: string, code: ErrorCode = 'VALIDATION_FAILED') =>
  new AppError(
    400,
    'Some fields need attention.',
    { fields: { [field]: validationMessageText(message) } },
    code,
  );
