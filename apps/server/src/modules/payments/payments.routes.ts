import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';

/** Registration fee: orders, gateway checkout, verification, webhook, receipts. */
export function paymentsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
