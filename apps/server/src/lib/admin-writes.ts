import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls `onWrite` after every successful change made through the administrators' API (content, site
 * details, settings, decisions): the moment results kept in memory may no longer be right. Registered
 * on the root instance, so it sees every route.
 */
export function afterAdminWrite(app: FastifyInstance, onWrite: () => void): void {
  app.addHook('onResponse', async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return;
    if (request.url.startsWith('/api/admin/')) onWrite();
  });
}
