import type { FastifyInstance } from 'fastify';

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
    parseJson(request, text, done);
  });
}
