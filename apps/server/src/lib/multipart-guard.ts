import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * multipart/form-data without a boundary cannot be read at all; the multipart reader throws a plain
 * error for it (a 500). Refused up front with a 400 in the envelope.
 */
export function registerMultipartGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const type = String(request.headers['content-type'] ?? '');
    if (/^\s*multipart\//i.test(type) && !/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type)) {
      throw new AppError(
        400,
        'The upload is malformed (no multipart boundary). Please try again.',
        null,
        'MALFORMED_UPLOAD',
      );
    }
  });
}
