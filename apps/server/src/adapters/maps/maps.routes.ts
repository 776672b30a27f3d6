import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/kysely';
import { route } from '../../platform/http/contract-route';
import { ArcgisError, arcgisErrorBody } from './arcgis-error';
import { MAP_LAYERS } from './map-layers';
import { queryLayer } from './maps.service';

/**
 * The map layers as ArcGIS REST MapServer `query` endpoints, as NSW's public services speak them, so
 * production only swaps URLs. Public and exempt from rate limits: the map pans and zooms freely.
 */
export async function mapsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  for (const layer of MAP_LAYERS) {
    route(app, layer.contract, { rateLimit: false }, async (request, reply) => {
      try {
        // Esri JSON or GeoJSON by `f`; the contract's response schema checks it on the way out.
        const answer = await queryLayer(db, layer, request.query);
        return reply.send(answer);
      } catch (error) {
        if (error instanceof ArcgisError) return reply.code(error.code).send(arcgisErrorBody(error));
        request.log.error({ err: error }, 'map layer query failed');
        return reply.code(500).send(arcgisErrorBody(new ArcgisError(500, [`Reference ${request.id}`])));
      }
    });
  }
}
