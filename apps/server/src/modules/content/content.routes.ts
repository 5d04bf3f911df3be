import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { adminNewsEventsRoutes } from './admin-news-events.routes.js';
import { adminSiteRoutes } from './admin-site.routes.js';
import { publicRoutes } from './public.routes.js';
import { seoRoutes } from './seo.js';

/** The public site's content, its administration, and what search engines are given. */
export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  publicRoutes(app, ctx);
  adminNewsEventsRoutes(app, ctx);
  adminSiteRoutes(app, ctx);
  seoRoutes(app, ctx);
}
