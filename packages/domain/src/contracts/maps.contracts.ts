import { z } from 'zod';
import { defineContract } from './contract';

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
  f: text('Answer format: json (Esri JSON) or geojson.'),
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
    exceededTransferLimit: z.boolean().optional().describe('More features match than were returned.'),
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
    response: z.union([geoJsonAnswerSchema, esriJsonAnswerSchema]),
    errors: [],
    alsoAnswers: { 400: arcgisErrorSchema, 500: arcgisErrorSchema },
  });

/** The map layers as ArcGIS REST MapServer `query` endpoints, as NSW's public services speak them. */
export const MAP_CONTRACTS = {
  works: layerQuery('queryWorksLayer', '/service/maps/works/MapServer/0/query', 'works'),
  stations: layerQuery('queryStationsLayer', '/service/maps/works/MapServer/1/query', 'stations'),
  lots: layerQuery('queryLotsLayer', '/service/maps/cadastre/MapServer/0/query', 'cadastre lots'),
} as const;
