import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/kysely';
import { ArcgisError, arcgisErrorBody } from './arcgis-error';
import { arcgisQuerySchema } from './arcgis-params';
import { MAP_LAYERS } from './map-layers';
import { queryLayer } from './maps.service';

/**
 * The map layers as ArcGIS REST MapServer `query` endpoints, as NSW's public services speak them, so
 * production only swaps URLs. Public and exempt from rate limits: the map pans and zooms freely.
 */
export async function mapsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const layer of MAP_LAYERS) {
    routes.get(
      `/service/maps/${layer.service}/MapServer/${layer.id}/query`,
      {
        config: { public: true, rateLimit: false },
        schema: { tags: ['maps'], summary: `ArcGIS query of the ${layer.table.replace('map_', '')} layer`, querystring: arcgisQuerySchema },
      },
      async (request, reply) => {
        try {
          return await queryLayer(db, layer, request.query);
        } catch (error) {
          if (error instanceof ArcgisError) return reply.code(error.code).send(arcgisErrorBody(error));
          request.log.error({ err: error }, 'map layer query failed');
          return reply.code(500).send(arcgisErrorBody(new ArcgisError(500, [`Reference ${request.id}`])));
        }
      },
    );
  }
}
