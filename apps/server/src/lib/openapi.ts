import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBody } from '@para/contract';
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
          'Every response is `{ success, message, data }`; a refusal adds `code`, a stable name of what went ' +
          'wrong to branch on (its English `message` is for people). Send the session token in the ' +
          '`Access-Token` header. Validation errors list the failing fields in `data.fields`.',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'Access-Token' } },
      },
    },
    transform: withErrorResponses,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Every documented JSON route may also answer a refusal (4xx) or a failure (5xx) in the error envelope, with
 * its `code`. Added to the document only: at run time the error handler writes those answers itself.
 */
function withErrorResponses(input: TransformInput) {
  const schema = input.schema as
    | (TransformInput['schema'] & { hide?: boolean; response?: object })
    | undefined;
  // Routes that answer with a file declare no response schema; the document keeps their default answer.
  if (!schema || schema.hide || !schema.response) return jsonSchemaTransform(input);
  return jsonSchemaTransform({
    ...input,
    schema: { ...schema, response: { ...schema.response, '4XX': errorBody, '5XX': errorBody } },
  });
}
