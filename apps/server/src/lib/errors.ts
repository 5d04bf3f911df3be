import { validationMessageText } from '@para/contract';

/** An expected failure with its HTTP status; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data: Record<string, unknown> | null = null) =>
  new AppError(400, message, data);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (
  message = 'You are not allowed to do this.',
  data: Record<string, unknown> | null = null,
) => new AppError(403, message, data);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, data: Record<string, unknown> | null = null) =>
  new AppError(409, message, data);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfterSeconds });

/** A 400 that names the field at fault, like the validation errors do (message keys become English text). */
export const fieldError = (field: string, message: string) =>
  new AppError(400, 'Some fields need attention.', { fields: { [field]: validationMessageText(message) } });
