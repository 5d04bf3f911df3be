import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { networkKey } from '../../lib/network-key.js';
import type { Limit } from '../../lib/rate-limit.js';

/**
 * Certificate numbers are sequential, so the public register could be read from end to end by
 * counting. Lookups by number are limited per network address (docs/decisions/0035): plenty for
 * anyone checking the certificates in front of them, slow for someone walking the numbers.
 */
export const REGISTER_LOOKUPS: Limit = {
  max: 60,
  windowMs: 10 * 60_000,
  message: 'Too many certificate checks from your network in a short time. Please wait a few minutes.',
};

/** The check page a certificate's QR code opens; the server draws it from the API in-process. */
const CHECK_PAGE = '/verify/certificate/:number';

/**
 * Whose lookup the in-process call of a drawn page is: the visitor's. Without it every page would be
 * counted against the server's own loopback address, one allowance shared by every visitor.
 */
const pageVisitor = new AsyncLocalStorage<{ address: string }>();

/** Runs the check page's request, and the API calls its drawing makes, as the visitor's. */
export function countPageLookupsAsTheVisitors(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.url === CHECK_PAGE) pageVisitor.run({ address: request.ip }, done);
    else done();
  });
}

/** Counts one lookup by number against the asker's address; 429 RATE_LIMITED past the allowance. */
export async function consumeRegisterLookup(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const address = pageVisitor.getStore()?.address ?? request.ip;
  await ctx.limiter.consume(`certificate-register:ip:${networkKey(address)}`, REGISTER_LOOKUPS);
}
