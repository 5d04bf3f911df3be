import { findUnsafeText, UNSAFE_TEXT_MESSAGE, validationMessageText } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** 400 naming the field (or `path.x` / `query.x` for address parts) that holds NUL or a broken character. */
export const unsafeTextError = (field: string) =>
  new AppError(
    400,
    'Some fields need attention.',
    {
      reason: 'bad_characters',
      fields: { [field]: validationMessageText(UNSAFE_TEXT_MESSAGE) },
    },
    'BAD_CHARACTERS',
  );

/**
 * Refuses NUL, other control characters and broken UTF-16 in every path, query and JSON body before any
 * route sees them: PostgreSQL cannot store them and would fail with a 500. The contract's schemas refuse
 * them too (so the web forms say so); this catches the fields and routes that have no schema of their own.
 */
export function registerTextSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const inPath = findUnsafeText(request.params);
    if (inPath) throw unsafeTextError(`path.${inPath}`);
    const inQuery = findUnsafeText(request.query);
    if (inQuery) throw unsafeTextError(`query.${inQuery}`);
    const inBody = findUnsafeText(request.body);
    if (inBody) throw unsafeTextError(inBody);
  });
}
