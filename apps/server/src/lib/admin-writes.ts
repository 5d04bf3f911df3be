import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls `onWrite` after every successful change made through the administrators' API (content, site
 * details, settings, decisions): the moment results kept in memory may no longer be right. Registered
 * on the root instance, so it sees every route.
 */
export function afterAdminWrite(app: FastifyInstance, onWrite: () => void): void {
  // onSend, not onResponse: the change is committed by then, and whoever has the answer in hand must
  // not be able to get in first with a request that still finds the old result.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/admin/')) {
      onWrite();
    }
    return payload;
  });
}
