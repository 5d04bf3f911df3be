import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { addRoute } from '../../lib/route.js';
import { stateRecords } from './records.service.js';

/** State records: read by anyone (they are set by publishing results, see refresh.ts). */
export function recordsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.stateRecords, async (request) => ({ data: await stateRecords(ctx, request.query) }));
}
