import type { Access, RouteDef } from '@para/contract';
import { envelope } from '@para/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerResult<R extends RouteDef> {
  message?: string;
  data: z.input<R['data']>;
}

export type Handler<R extends RouteDef> = (
  request: FastifyRequest & { body: Out<R['body']>; query: Out<R['query']>; params: Out<R['params']> },
  reply: FastifyReply,
) => Promise<HandlerResult<R>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** What every route takes from its table entry: documentation, security, query and path validation. */
const commonSchema = (def: RouteDef) => ({
  summary: def.summary,
  tags: [def.tag],
  ...(def.access !== 'public' ? { security: [{ accessToken: [] }] } : {}),
  ...(def.query ? { querystring: def.query } : {}),
  ...(def.params ? { params: def.params } : {}),
});

/**
 * Registers a route from the contract's route table: validation, the success envelope, the response
 * schema (also used for OpenAPI) and the access level the auth hook enforces all come from the one entry.
 */
export function addRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: Handler<R>): void {
  const status = def.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    config: { access: def.access },
    schema: {
      ...commonSchema(def),
      ...(def.body ? { body: def.body } : {}),
      response: { [status]: envelope(def.data) },
    },
    handler: async (request, reply) => {
      const result = await handler(request as Parameters<Handler<R>>[0], reply);
      reply.status(status);
      return { success: true, message: result.message ?? 'OK', data: result.data };
    },
  });
}

export type RawHandler<R extends RouteDef> = (
  request: FastifyRequest & { query: Out<R['query']>; params: Out<R['params']> },
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * A route from the table that answers with a file, reads a multipart upload or needs the raw body
 * (webhook): params and query are still validated and access still comes from the table, but the
 * handler writes the reply itself.
 */
export function addRawRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: RawHandler<R>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    config: { access: def.access },
    schema: {
      ...commonSchema(def),
      ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(def.file ? { produces: ['application/pdf', 'image/jpeg', 'image/png'] } : {}),
      // JSON answers keep their envelope schema (and their status in OpenAPI); files are sent as they are
      // (Fastify does not serialise strings, buffers or streams).
      ...(def.file ? {} : { response: { [def.status ?? 200]: envelope(def.data) } }),
    },
    handler: (request, reply) => handler(request as Parameters<RawHandler<R>>[0], reply),
  });
}
