import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's router answers some broken addresses itself, before any route or error handler: a
 * percent sign that is not an escape (`%zz`), or a part longer than the router takes. Those answers
 * also leave in the `{success, message, data}` envelope, with status 400.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : 'The address is not valid. Check it and try again.';
  reply
    .status(400)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ success: false, message, code: 'BAD_URL', data: { reason: 'bad_url' } });
}
