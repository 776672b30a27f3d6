import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAP_LAYER_CONTRACTS, type ArcgisQueryString } from '@driller/domain';
import type { Db } from '../../platform/db/kysely';
import { route } from '../../platform/http/contract-route';
import { ArcgisError, arcgisErrorBody, invalidParameter } from './arcgis-error';
import { layerDescription } from './layer-description';
import { MAP_LAYERS, type MapLayer } from './map-layers';
import { queryLayer } from './maps.service';

/** Each layer's form-encoded POST query and description, in MAP_LAYERS order. */
const EXTRA_CONTRACTS = [
  { post: MAP_LAYER_CONTRACTS.worksPost, info: MAP_LAYER_CONTRACTS.worksInfo, infoPost: MAP_LAYER_CONTRACTS.worksInfoPost },
  { post: MAP_LAYER_CONTRACTS.stationsPost, info: MAP_LAYER_CONTRACTS.stationsInfo, infoPost: MAP_LAYER_CONTRACTS.stationsInfoPost },
  { post: MAP_LAYER_CONTRACTS.lotsPost, info: MAP_LAYER_CONTRACTS.lotsInfo, infoPost: MAP_LAYER_CONTRACTS.lotsInfoPost },
] as const;

/**
 * A failure as ArcGIS Server answers it: for f=json/pjson HTTP 200 with `{ error }` (Esri clients read
 * the body, not the status); for f=geojson the error body with its HTTP status.
 */
function sendError(request: FastifyRequest, reply: FastifyReply, f: string | undefined, error: unknown) {
  const failure = error instanceof ArcgisError ? error : new ArcgisError(500, [`Reference ${request.id}`]);
  if (!(error instanceof ArcgisError)) request.log.error({ err: error }, 'map layer query failed');
  const status = (f ?? '').trim().toLowerCase() === 'geojson' ? failure.code : 200;
  return reply.code(status).send(arcgisErrorBody(failure));
}

/** The layer's description for f=json/pjson; any other format is refused in ArcGIS form. */
function answerDescription(layer: MapLayer, request: FastifyRequest, reply: FastifyReply, f: string | undefined) {
  const format = (f ?? 'json').trim().toLowerCase() || 'json';
  if (format !== 'json' && format !== 'pjson') return sendError(request, reply, 'json', invalidParameter(`'f' parameter is invalid: ${format}`));
  return reply.send(layerDescription(layer));
}

async function answerQuery(db: Db, layer: MapLayer, request: FastifyRequest, reply: FastifyReply, query: ArcgisQueryString) {
  try {
    // Esri JSON or GeoJSON by `f`; the contract's response schema checks it on the way out.
    return reply.send(await queryLayer(db, layer, query));
  } catch (error) {
    return sendError(request, reply, query.f, error);
  }
}

/**
 * The map layers as ArcGIS REST MapServer layers, as NSW's public services speak them, so production
 * only swaps URLs: `query` by GET or form POST, and the layer's description. Public and exempt from
 * rate limits: the map pans and zooms freely.
 */
export async function mapsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  await app.register(async (layers) => {
    // Esri clients POST the query as a form past 2,000 characters of URL.
    await layers.register(formbody);
    MAP_LAYERS.forEach((layer, i) => {
      const extra = EXTRA_CONTRACTS[i];
      route(layers, layer.contract, { rateLimit: false }, async (request, reply) => answerQuery(db, layer, request, reply, request.query));
      if (!extra) return;
      route(layers, extra.post, { rateLimit: false }, async (request, reply) => answerQuery(db, layer, request, reply, request.body));
      route(layers, extra.info, { rateLimit: false }, async (request, reply) => answerDescription(layer, request, reply, request.query.f));
      route(layers, extra.infoPost, { rateLimit: false }, async (request, reply) => answerDescription(layer, request, reply, request.body.f));
    });
  });
}
