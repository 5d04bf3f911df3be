import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';

/** Athlete registration pages, documents, status and identity card — issue "Athlete registration". */
export function registrationRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
