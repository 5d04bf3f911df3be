import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3 generated from the contract's zod schemas (never written by hand), served at
 * /api/openapi.json, with a readable reference at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Para Sports Association portal API',
        version: '1.0.0',
        description:
          'Every response is `{ success, message, data }`. Send the session token in the `Access-Token` header. ' +
          'Validation errors list the failing fields in `data.fields`.',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
