import { routes } from '@para/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { addRoute } from '../../lib/route.js';

export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Load balancers call this: it answers only when the database does.
  addRoute(app, routes.health, async () => {
    await ctx.db.execute(sql`select 1`);
    return { data: { status: 'ok' as const } };
  });
}
