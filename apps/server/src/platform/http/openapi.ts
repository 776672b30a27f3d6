import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas that validate the requests. */
export async function registerOpenApi(app: FastifyInstance, options: { version: string; serverUrl: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Driller Portal API', description: 'The service API of the NSW Driller Portal.', version: options.version },
      servers: [{ url: options.serverUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Only the service API is documented: the provider's pages, the SPA and dev tools are not part of it.
    transform: (input) =>
      input.url.startsWith('/service/api/')
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
  });
  await app.register(swaggerUi, {
    routePrefix: '/service/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: true,
  });
}
