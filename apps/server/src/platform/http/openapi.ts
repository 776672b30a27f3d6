import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { needsContract } from './contract-route';
import { typedNullables } from './openapi-nullable';
import { withoutUnusedComponents } from './openapi-components';

/**
 * The OpenAPI document is generated from the domain's contracts: the routes are registered from them,
 * so each operation carries the contract's operationId, security, request, 200 answer and errors.
 * Schemas the domain names (`sharedSchema`) are listed once under `components.schemas` and referred to.
 */
export async function registerOpenApi(app: FastifyInstance, options: { version: string; serverUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Driller Portal API', description: 'The service API of the NSW Driller Portal, and its map layers.', version: options.version },
      servers: [{ url: options.serverUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Only the contracts are documented: the provider's pages, the SPA and dev tools are not part of it.
    transform: (input) => {
      if (!needsContract(input.url)) return { schema: { ...input.schema, hide: true }, url: input.url };
      const contract = input.route.config?.contract;
      // A multipart body is not validated by Fastify (the route reads the parts), so only OpenAPI gets it.
      const schema = contract?.bodyType === 'multipart' ? { ...input.schema, body: contract.body } : input.schema;
      return jsonSchemaTransform({ ...input, schema });
    },
    transformObject: (input) => typedNullables(withoutUnusedComponents(jsonSchemaTransformObject(input))),
  });
  await app.register(swaggerUi, {
    routePrefix: '/service/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: true,
  });
}
