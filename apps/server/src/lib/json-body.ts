import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * The deepest a JSON body may nest. The deepest body a client sends (a registration's sports, a form's
 * field options) nests five levels; every later walk over a body (the text-safety check, the schemas)
 * recurses once a level, and 10,000 levels overflow the stack in them.
 */
export const MAX_JSON_DEPTH = 64;

export const bodyTooDeepError = () =>
  new AppError(
    400,
    `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
    { reason: 'body_too_deep', maxDepth: MAX_JSON_DEPTH },
    'BODY_TOO_DEEP',
  );

/**
 * How deeply `text` nests arrays and objects, counted over the raw text in one pass (brackets inside
 * strings do not count) and given up past `limit`: it runs before JSON.parse, so nothing recursive has
 * seen the body yet, and costs a fraction of the parse it guards.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * The default JSON parser (with its prototype-poisoning protection), except that an empty body counts as
 * "no body": clients that always send Content-Type: application/json can call body-less actions like logout.
 * Other content types (text/plain included) get 415; uploads register multipart separately.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Fastify also reads text/plain by default; the API speaks JSON only, so anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepthExceeds(text)) return done(bodyTooDeepError(), undefined);
    parseJson(request, text, done);
  });
}
