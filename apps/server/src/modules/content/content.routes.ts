import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { contentNewsEventsAdminRoutes } from './content.admin-news-events.routes.js';
import { contentSiteAdminRoutes } from './content.admin-site.routes.js';
import { contentPublicRoutes } from './content.public.routes.js';
import { seoRoutes } from './content.seo.js';

/** Public site content and its administration — issue "Public site". */
export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  contentPublicRoutes(app, ctx);
  contentNewsEventsAdminRoutes(app, ctx);
  contentSiteAdminRoutes(app, ctx);
  seoRoutes(app, ctx);
}
