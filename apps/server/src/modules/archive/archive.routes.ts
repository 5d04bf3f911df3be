import { routes } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRoute } from '../../lib/route.js';
import { createArchiveCompetition, searchArchive } from './archive.service.js';

/** Previous events: the archive of past competitions (signed in), and adding one (administrators). */
export function archiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, routes.archiveSearch, async (request) => ({ data: await searchArchive(ctx, request.query) }));
  addRoute(app, routes.createArchiveCompetition, async (request) => ({
    message: 'The past competition is added. Upload its results file.',
    data: await createArchiveCompetition(ctx, requireAuth(request).user.id, request.body),
  }));
}
