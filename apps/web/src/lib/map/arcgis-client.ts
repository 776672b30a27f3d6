import {
  LOT_SEARCH_RADIUS_M,
  MAP_CONTRACTS,
  WORKS_LAYER_VIEW,
  countAnswerSchema,
  lotFeaturePropsSchema,
  stationFeaturePropsSchema,
  workFeaturePropsSchema,
  type BBox,
  type ContractResponse,
  type LatLng,
} from '@driller/domain';
import type { Feature, MultiPolygon, Point, Polygon } from 'geojson';
import { z } from 'zod';
import { callApi } from '../api/client';

/**
 * The map layers, spoken as ArcGIS REST `query` (f=geojson) like NSW's public services, through their
 * contracts (MAP_CONTRACTS): production points these at the real services. Failures are logged and
 * yield null (spec 1 section 7).
 */
type MapContract = (typeof MAP_CONTRACTS)[keyof typeof MAP_CONTRACTS];

export type WorkFeatureProps = z.infer<typeof workFeaturePropsSchema>;
export type StationFeatureProps = z.infer<typeof stationFeaturePropsSchema>;
export type LotFeatureProps = z.infer<typeof lotFeaturePropsSchema>;

export type WorkFeature = Feature<Point, WorkFeatureProps>;
export type StationFeature = Feature<Point, StationFeatureProps>;
export type LotGeoFeature = Feature<Polygon | MultiPolygon, LotFeatureProps>;

const pointSchema = z.object({ type: z.literal('Point'), coordinates: z.array(z.number()) });
const areaSchema = z.union([
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.array(z.number()))) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(z.array(z.number())))) }),
]);
/** A layer's features as the map draws them: its geometry kind and the fields it asked for. */
const featuresOf = <G extends z.ZodType, P extends z.ZodType>(geometry: G, properties: P) =>
  z.array(z.object({ type: z.literal('Feature'), id: z.number().optional(), geometry, properties }));
const WORK_FEATURES = featuresOf(pointSchema, workFeaturePropsSchema);
const STATION_FEATURES = featuresOf(pointSchema, stationFeaturePropsSchema);
const LOT_FEATURES = featuresOf(areaSchema, lotFeaturePropsSchema);
const WORKS_COLLECTION = z.object({ features: WORK_FEATURES, properties: z.object({ exceededTransferLimit: z.boolean().optional() }).optional() });

const WORK_FIELDS = 'OBJECTID,APPROVAL_NO,WORKS_ID,GW_WORK_NO,WORK_TYPE,LICENSED_PURPOSES,WORK_STATUS';
const STATION_FIELDS = 'OBJECTID,STATION,PARENT,STNAME,LATITUDE,LONGITUDE';
const LOT_FIELDS = 'objectid,lotidstring,lotnumber,sectionnumber,planlabel';

/** SQL string literal for a where clause: quotes doubled (the service parses it, never concatenates). */
const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

type QueryAnswer = ContractResponse<MapContract>;

/** One query; its answer read by `read`. A failure, or an answer `read` refuses, is logged and yields null. */
async function ask<T>(contract: MapContract, search: Record<string, string>, read: (answer: QueryAnswer) => T): Promise<T | null> {
  try {
    return read(await callApi(contract, { query: search }));
  } catch (error) {
    console.warn(`Map query failed: ${contract.path}`, error);
    return null;
  }
}

function geoJson(answer: QueryAnswer) {
  if (!('type' in answer)) throw new Error('Expected GeoJSON, got Esri JSON');
  return answer;
}

const FEATURE_QUERY = { inSR: '4326', outSR: '4326', spatialRel: 'esriSpatialRelIntersects', returnGeometry: 'true', f: 'geojson' };

function query<F extends z.ZodType>(contract: MapContract, features: F, params: Record<string, string>): Promise<z.output<F> | null> {
  return ask(contract, { ...FEATURE_QUERY, ...params }, (answer) => features.parse(geoJson(answer).features));
}

const envelope = (extent: BBox) => ({ geometry: extent.join(','), geometryType: 'esriGeometryEnvelope' });
const pointGeometry = (at: LatLng) => ({ geometry: `${at.longitude},${at.latitude}`, geometryType: 'esriGeometryPoint' });

/** The production bores layer: Installed works other than this approval's. */
const installedOthers = (approvalNumber: string | null | undefined): string =>
  approvalNumber ? `APPROVAL_NO <> ${quote(approvalNumber)} AND WORK_STATUS = 'I'` : "WORK_STATUS = 'I'";

export interface WorksAnswer {
  features: WorkFeature[];
  /** More works match than `limit`: the features are an arbitrary subset. */
  exceeded: boolean;
}

/** Production bores in the extent, at most `limit` of them. */
export function queryWorks(extent: BBox, approvalNumber: string | null | undefined, limit: number = WORKS_LAYER_VIEW.featureLimit): Promise<WorksAnswer | null> {
  const search = { ...FEATURE_QUERY, where: installedOthers(approvalNumber), ...envelope(extent), outFields: WORK_FIELDS, resultRecordCount: String(limit) };
  return ask(MAP_CONTRACTS.works, search, (answer) => {
    const { features, properties } = WORKS_COLLECTION.parse(geoJson(answer));
    return { features, exceeded: properties?.exceededTransferLimit === true };
  });
}

/** How many production bores the extent holds (`returnCountOnly`, Esri JSON: `{ count }`). */
export function countWorks(extent: BBox, approvalNumber: string | null | undefined): Promise<number | null> {
  const search = { where: installedOthers(approvalNumber), ...envelope(extent), inSR: '4326', spatialRel: 'esriSpatialRelIntersects', returnCountOnly: 'true', f: 'json' };
  return ask(MAP_CONTRACTS.works, search, (answer) => countAnswerSchema.parse(answer).count);
}

/** Every monitoring station in the extent. */
export function queryStations(extent: BBox): Promise<StationFeature[] | null> {
  return query(MAP_CONTRACTS.stations, STATION_FEATURES, { where: '1=1', ...envelope(extent), outFields: STATION_FIELDS });
}

/** Cadastral lots in the extent (the Lot/DP layer). */
export function queryLots(extent: BBox): Promise<LotGeoFeature[] | null> {
  return query(MAP_CONTRACTS.lots, LOT_FEATURES, { where: '1=1', ...envelope(extent), outFields: LOT_FIELDS });
}

/** The lot containing a point; null when none contains it or the service failed. */
export async function findLotAt(at: LatLng): Promise<LotGeoFeature | null> {
  const lots = await query(MAP_CONTRACTS.lots, LOT_FEATURES, { ...pointGeometry(at), outFields: LOT_FIELDS });
  return lots?.[0] ?? null;
}

/** Lots within `radius` metres of a point (moving a monitoring hole searches 1000 m). */
export function findLotsNear(at: LatLng, radius: number = LOT_SEARCH_RADIUS_M): Promise<LotGeoFeature[] | null> {
  return query(MAP_CONTRACTS.lots, LOT_FEATURES, { ...pointGeometry(at), distance: String(radius), units: 'esriSRUnit_Meter', outFields: LOT_FIELDS });
}

/** Lots by canonical lotidstring ('1//DP12345'), or every lot of a plan when the lot is blank ('//DP12345'). */
export function findLotsByLotDp(lotDp: string): Promise<LotGeoFeature[] | null> {
  const [lot = '', section = '', plan = ''] = lotDp.split('/');
  const where = lot === '' && section === '' ? `planlabel = ${quote(plan)}` : `lotidstring = ${quote(lotDp)}`;
  return query(MAP_CONTRACTS.lots, LOT_FEATURES, { where, outFields: LOT_FIELDS });
}
