import { z } from 'zod';
import { API_ERROR_CODE } from './api-error';
import { defineContract } from './contract';
import { sharedSchema } from './shared-schema';

const text = (description: string) => z.string().optional().describe(description);

/** The query string of an ArcGIS REST `query` call: every value is text, as ArcGIS takes it. */
export const arcgisQuerySchema = z.object({
  where: text("SQL-like filter on the layer's fields, e.g. `WORK_STATUS = 'I'` (1=1 for all)."),
  geometry: text('Envelope `xmin,ymin,xmax,ymax` or point `x,y` in WGS84 degrees.'),
  geometryType: text('esriGeometryEnvelope or esriGeometryPoint.'),
  inSR: text('Spatial reference of the geometry: only 4326.'),
  outSR: text('Spatial reference of the answer: only 4326.'),
  spatialRel: text('esriSpatialRelIntersects (the only relation served).'),
  distance: text('Buffer around a point geometry, in `units`.'),
  units: text('esriSRUnit_Meter or esriSRUnit_Kilometer.'),
  outFields: text('Comma-separated field names, or * for all.'),
  returnGeometry: text('true (default) or false.'),
  resultOffset: text('Features to skip (paging).'),
  resultRecordCount: text('Most features to return (at most 2000).'),
  f: text('Answer format: json (Esri JSON), pjson or geojson.'),
  objectIds: text('Comma-separated object ids: only these features.'),
  orderByFields: text('Comma-separated `FIELD [ASC|DESC]`: the order of the features (object id breaks ties).'),
  returnCountOnly: text('true: only `{ count }` of the matching features.'),
  returnIdsOnly: text('true: only `{ objectIdFieldName, objectIds }` of the matching features.'),
  returnExtentOnly: text('Not served: true is refused with an ArcGIS error.'),
  returnDistinctValues: text('Not served: true is refused with an ArcGIS error.'),
  outStatistics: text('Not served: refused with an ArcGIS error.'),
  groupByFieldsForStatistics: text('Not served: refused with an ArcGIS error.'),
  having: text('Not served: refused with an ArcGIS error.'),
  time: text('Not served (the layers have no time): refused with an ArcGIS error.'),
  text: text('Not served: refused with an ArcGIS error.'),
});
export type ArcgisQueryString = z.infer<typeof arcgisQuerySchema>;

const attributeValue = z.union([z.string(), z.number(), z.null()]);
const geometrySchema = z.looseObject({ type: z.string() }).nullable().describe('GeoJSON geometry (null without returnGeometry).');

/** A GeoJSON feature whose properties are the layer's requested fields. */
export const mapFeatureSchema = <P extends z.ZodType>(properties: P) =>
  z.object({ type: z.literal('Feature'), id: z.number().optional(), geometry: geometrySchema, properties });

export const geoJsonAnswerSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(mapFeatureSchema(z.record(z.string(), attributeValue))),
    properties: z
      .object({ exceededTransferLimit: z.boolean().describe('More features match than were returned.') })
      .optional()
      .describe('As ArcGIS answers GeoJSON: present when more features match than were returned.'),
  })
  .describe('f=geojson');

export const esriJsonAnswerSchema = z
  .looseObject({
    objectIdFieldName: z.string(),
    geometryType: z.string(),
    spatialReference: z.object({ wkid: z.number(), latestWkid: z.number() }),
    fields: z.array(z.looseObject({ name: z.string(), type: z.string(), alias: z.string() })),
    features: z.array(z.looseObject({ attributes: z.record(z.string(), attributeValue) })),
    exceededTransferLimit: z.boolean().optional(),
  })
  .describe('f=json (Esri JSON feature set)');

/** returnCountOnly=true. */
export const countAnswerSchema = z.object({ count: z.number().int() }).describe('returnCountOnly=true');

/** returnIdsOnly=true. */
export const idsAnswerSchema = z
  .object({ objectIdFieldName: z.string(), objectIds: z.array(z.number().int()) })
  .describe('returnIdsOnly=true');

/** ArcGIS REST failures answer `{ error: { code, message, details } }`, not the portal's envelope. */
export const arcgisErrorSchema = z
  .object({ error: z.object({ code: z.number().int(), message: z.string(), details: z.array(z.string()) }) })
  .describe('ArcGIS REST error');

/** The fields the map asks each layer for (the web's typed view of a feature). */
export const workFeaturePropsSchema = z.object({
  OBJECTID: z.number(),
  APPROVAL_NO: z.string(),
  WORKS_ID: z.string(),
  GW_WORK_NO: z.string().nullable(),
  WORK_TYPE: z.string(),
  LICENSED_PURPOSES: z.string(),
  WORK_STATUS: z.string(),
});
export const stationFeaturePropsSchema = z.object({
  OBJECTID: z.number(),
  STATION: z.string(),
  PARENT: z.string(),
  STNAME: z.string(),
  LATITUDE: z.number(),
  LONGITUDE: z.number(),
});
export const lotFeaturePropsSchema = z.object({
  objectid: z.number(),
  lotidstring: z.string(),
  lotnumber: z.string(),
  sectionnumber: z.string(),
  planlabel: z.string(),
});

/**
 * A query's answer: features (GeoJSON or Esri JSON), a count, ids, or, for f=json/pjson, an ArcGIS error
 * with HTTP 200 as ArcGIS Server answers (f=geojson errors keep their HTTP status).
 */
const queryAnswerSchema = sharedSchema(
  'ArcgisQueryAnswer',
  z.union([geoJsonAnswerSchema, esriJsonAnswerSchema, countAnswerSchema, idsAnswerSchema, arcgisErrorSchema]),
);

const layerQuery = <const P extends string>(operationId: string, path: P, layer: string) =>
  defineContract({
    operationId,
    method: 'GET',
    path,
    summary: `ArcGIS query of the ${layer} layer`,
    tag: 'maps',
    // Public and unthrottled: the map pans and zooms freely, and production points at NSW's public services.
    auth: 'none',
    query: arcgisQuerySchema,
    response: queryAnswerSchema,
    errors: [],
    alsoAnswers: { 400: arcgisErrorSchema, 500: arcgisErrorSchema },
  });

/** The same query sent as a form (Esri clients switch to POST past 2,000 characters of URL). */
const layerQueryPost = <const P extends string>(operationId: string, path: P, layer: string) =>
  defineContract({
    operationId,
    method: 'POST',
    path,
    summary: `ArcGIS query of the ${layer} layer (form-encoded POST)`,
    tag: 'maps',
    auth: 'none',
    body: arcgisQuerySchema,
    bodyType: 'form',
    response: queryAnswerSchema,
    errors: [],
    alsoAnswers: { 400: arcgisErrorSchema, 500: arcgisErrorSchema },
  });

/** A layer's description (`<layer>?f=json`), as ArcGIS clients read it before querying. */
export const layerInfoSchema = sharedSchema(
  'ArcgisLayerInfo',
  z
    .looseObject({
      currentVersion: z.number(),
      id: z.number().int(),
      name: z.string(),
      type: z.literal('Feature Layer'),
      geometryType: z.string(),
      objectIdField: z.string(),
      fields: z.array(z.looseObject({ name: z.string(), type: z.string(), alias: z.string() })),
      maxRecordCount: z.number().int(),
      capabilities: z.string(),
      supportedQueryFormats: z.string(),
    })
    .describe('Layer description (f=json)'),
);

const layerInfoParams = z.object({ f: text('json or pjson.') });

const layerInfo = <const P extends string>(operationId: string, path: P, layer: string) =>
  defineContract({
    operationId,
    method: 'GET',
    path,
    summary: `Description of the ${layer} layer (fields, capabilities)`,
    tag: 'maps',
    auth: 'none',
    query: layerInfoParams,
    response: z.union([layerInfoSchema, arcgisErrorSchema]),
    // Only a malformed request (a repeated `f`) fails the schema, with the portal's envelope.
    errors: [API_ERROR_CODE.validation],
  });

/** The description asked for by form POST, as Esri's request library asks by default. */
const layerInfoPost = <const P extends string>(operationId: string, path: P, layer: string) =>
  defineContract({
    operationId,
    method: 'POST',
    path,
    summary: `Description of the ${layer} layer (form-encoded POST)`,
    tag: 'maps',
    auth: 'none',
    body: layerInfoParams,
    bodyType: 'form',
    response: z.union([layerInfoSchema, arcgisErrorSchema]),
    // Only a malformed request (a repeated `f`) fails the schema, with the portal's envelope.
    errors: [API_ERROR_CODE.validation],
  });

/** The map layers as ArcGIS REST MapServer `query` endpoints, as NSW's public services speak them. */
export const MAP_CONTRACTS = {
  works: layerQuery('queryWorksLayer', '/service/maps/works/MapServer/0/query', 'works'),
  stations: layerQuery('queryStationsLayer', '/service/maps/works/MapServer/1/query', 'stations'),
  lots: layerQuery('queryLotsLayer', '/service/maps/cadastre/MapServer/0/query', 'cadastre lots'),
} as const;

/** The same layers' form-encoded POST queries and their descriptions (ArcGIS clients use both). */
export const MAP_LAYER_CONTRACTS = {
  worksPost: layerQueryPost('queryWorksLayerPost', '/service/maps/works/MapServer/0/query', 'works'),
  stationsPost: layerQueryPost('queryStationsLayerPost', '/service/maps/works/MapServer/1/query', 'stations'),
  lotsPost: layerQueryPost('queryLotsLayerPost', '/service/maps/cadastre/MapServer/0/query', 'cadastre lots'),
  worksInfo: layerInfo('describeWorksLayer', '/service/maps/works/MapServer/0', 'works'),
  stationsInfo: layerInfo('describeStationsLayer', '/service/maps/works/MapServer/1', 'stations'),
  lotsInfo: layerInfo('describeLotsLayer', '/service/maps/cadastre/MapServer/0', 'cadastre lots'),
  worksInfoPost: layerInfoPost('describeWorksLayerPost', '/service/maps/works/MapServer/0', 'works'),
  stationsInfoPost: layerInfoPost('describeStationsLayerPost', '/service/maps/works/MapServer/1', 'stations'),
  lotsInfoPost: layerInfoPost('describeLotsLayerPost', '/service/maps/cadastre/MapServer/0', 'cadastre lots'),
} as const;
