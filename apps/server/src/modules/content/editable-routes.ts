import type { RouteDef } from '@para/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireAuth } from '../../lib/auth-hook.js';
import type { AppContext } from '../../lib/context.js';
import { addRoute, type Out } from '../../lib/route.js';

type Data<R extends RouteDef> = Promise<z.input<R['data']>>;

/** The routes of one kind of content administrators create, change and delete. */
interface EditableKind<C extends RouteDef, U extends RouteDef, D extends RouteDef> {
  routes: { create: C; update: U; remove: D };
  create: (ctx: AppContext, actorId: string, input: Out<C['body']>) => Data<C>;
  update: (ctx: AppContext, actorId: string, id: string, input: Out<U['body']>) => Data<U>;
  /** Returns the id of what was deleted. */
  remove: (ctx: AppContext, actorId: string, id: string) => Promise<string>;
  /** What the administrator is told: "The district unit has been saved." / "… deleted." */
  saved: string;
  deleted: string;
}

/**
 * Registers the create, update and delete routes of one kind of content: each passes the signed-in
 * administrator to the service, which writes the change with its audit entry.
 */
export function editableContentRoutes<
  C extends RouteDef,
  U extends RouteDef & { params: z.ZodType<{ id: string }> },
  D extends RouteDef & { params: z.ZodType<{ id: string }> },
>(app: FastifyInstance, ctx: AppContext, kind: EditableKind<C, U, D>): void {
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;
  addRoute(app, kind.routes.create, async (request) => ({
    message: kind.saved,
    data: await kind.create(ctx, actorOf(request), request.body),
  }));
  addRoute(app, kind.routes.update, async (request) => ({
    message: kind.saved,
    data: await kind.update(ctx, actorOf(request), request.params.id, request.body),
  }));
  addRoute(app, kind.routes.remove, async (request) => ({
    message: kind.deleted,
    data: { _id: await kind.remove(ctx, actorOf(request), request.params.id) } as z.input<D['data']>,
  }));
}
