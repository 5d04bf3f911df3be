import { type ErrorCode, validationMessageText } from '@para/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-errors.js';
import { AppError, genericCodeFor } from './errors.js';

type Validation = {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
};

/** `{ "name": "Enter your name…" }` from schema issues; unknown fields are named one by one. */
function fieldsFrom(validation: Validation[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[])
        fields[base ? `${base}.${key}` : key] = 'Unknown field.';
      continue;
    }
    const path = base || '_root';
    fields[path] ??= validationMessageText(issue.message ?? 'Invalid value.');
  }
  return fields;
}

const FASTIFY_STATUS_MESSAGES: Record<string, { status: number; message: string; code?: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its length.' },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    message: 'The file is too large: the limit is 5 MB.',
    code: 'FILE_TOO_LARGE',
  },
  FST_FILES_LIMIT: { status: 413, message: 'Send one file at a time.' },
  FST_PARTS_LIMIT: { status: 413, message: 'The upload has too many parts.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The upload has too many fields.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Send the file as multipart/form-data.',
    code: 'NOT_MULTIPART',
  },
  FST_PROTO_VIOLATION: { status: 400, message: 'The upload has a forbidden field name.' },
};

/** PostgreSQL's SQLSTATE of a failed query, whether the driver's error or Drizzle's wrapper of it. */
const sqlStateOf = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * Invalid text for PostgreSQL: 22P05 (NUL in jsonb), 22021 (byte sequence not valid UTF-8, NUL in text)
 * and 22P02 (text that is not a valid uuid, number, … where the value came from the request).
 */
const DATABASE_INPUT_ERRORS: Record<string, string> = {
  '22P05': 'The request contains characters that cannot be stored. Remove them and try again.',
  '22021': 'The request contains characters that cannot be stored. Remove them and try again.',
  '22P02': 'A value in the request is not in the expected form.',
};

const databaseInputErrorMessage = (error: unknown): string | undefined => {
  const state = sqlStateOf(error);
  return state ? DATABASE_INPUT_ERRORS[state] : undefined;
};

/** One error handler for the whole API: every failure leaves in the `{success, message, data}` envelope. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429 && typeof error.data?.retryAfterSeconds === 'number') {
        reply.header('Retry-After', String(error.data.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, code: error.code, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldsFrom(error.validation as unknown as Validation[]);
      const rootProblem = fields._root;
      delete fields._root;
      const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const message = rootProblem
        ? `The request ${where} is missing or has the wrong shape: ${rootProblem}`
        : 'Some fields need attention.';
      return reply.status(400).send({ success: false, message, code: 'VALIDATION_FAILED', data: { fields } });
    }
    const known = error.code ? FASTIFY_STATUS_MESSAGES[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({
        success: false,
        message: known.message,
        code: known.code ?? genericCodeFor(known.status),
        data: null,
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { code: (error as { code?: string }).code },
        'database unavailable: %s',
        error.message,
      );
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({
        success: false,
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        code: 'SERVICE_UNAVAILABLE',
        data: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
      });
    }
    const refusedByDatabase = databaseInputErrorMessage(error);
    if (refusedByDatabase) {
      // A safety net behind the schemas: input the database cannot take is the client's fault, not ours.
      request.log.warn(
        { sqlState: sqlStateOf(error), url: request.routeOptions.url },
        'database refused input',
      );
      return reply.status(400).send({
        success: false,
        message: refusedByDatabase,
        code: 'BAD_CHARACTERS',
        data: { reason: 'bad_characters' },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
        data: null,
      });
    }
    return reply
      .status(status)
      .send({ success: false, message: error.message, code: genericCodeFor(status), data: null });
  });
}

/** Compiles `/api/x/:id` into a matcher, to tell "wrong method" (405) from "no such path" (404). */
const toMatcher = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`);

export function trackRoutesForMethodErrors(app: FastifyInstance): (method: string, path: string) => string[] {
  const known: { matcher: RegExp; method: string }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) known.push({ matcher: toMatcher(route.url), method });
  });
  return (method, path) =>
    [
      ...new Set(known.filter((r) => r.matcher.test(path) && r.method !== method).map((r) => r.method)),
    ].filter((m) => m !== 'HEAD');
}
