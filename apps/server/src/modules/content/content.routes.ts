import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';

/** Public site content and its administration — issue "Public site". */
export function contentRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
