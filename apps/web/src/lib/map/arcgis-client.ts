import { LOT_SEARCH_RADIUS_M, type BBox, type LatLng } from '@driller/domain';
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon } from 'geojson';

/**
 * The map layers, spoken as ArcGIS REST `query` (f=geojson) like NSW's public services: production
 * points these URLs at the real services. Failures are logged and yield null (spec 1 section 7).
 */
export const MAP_LAYER_URLS = {
  works: '/service/maps/works/MapServer/0',
  stations: '/service/maps/works/MapServer/1',
  lots: '/service/maps/cadastre/MapServer/0',
} as const;

export interface WorkFeatureProps {
  OBJECTID: number;
  APPROVAL_NO: string;
  WORKS_ID: string;
  GW_WORK_NO: string | null;
  WORK_TYPE: string;
  LICENSED_PURPOSES: string;
  WORK_STATUS: string;
}

export interface StationFeatureProps {
  OBJECTID: number;
  STATION: string;
  PARENT: string;
  STNAME: string;
  LATITUDE: number;
  LONGITUDE: number;
}

export interface LotFeatureProps {
  objectid: number;
  lotidstring: string;
  lotnumber: string;
  sectionnumber: string;
  planlabel: string;
}

export type WorkFeature = Feature<Point, WorkFeatureProps>;
export type StationFeature = Feature<Point, StationFeatureProps>;
export type LotGeoFeature = Feature<Polygon | MultiPolygon, LotFeatureProps>;

const WORK_FIELDS = 'OBJECTID,APPROVAL_NO,WORKS_ID,GW_WORK_NO,WORK_TYPE,LICENSED_PURPOSES,WORK_STATUS';
const STATION_FIELDS = 'OBJECTID,STATION,PARENT,STNAME,LATITUDE,LONGITUDE';
const LOT_FIELDS = 'objectid,lotidstring,lotnumber,sectionnumber,planlabel';

/** SQL string literal for a where clause: quotes doubled (the service parses it, never concatenates). */
const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

async function query<F extends Feature>(layerUrl: string, params: Record<string, string>): Promise<F[] | null> {
  const search = new URLSearchParams({ inSR: '4326', outSR: '4326', spatialRel: 'esriSpatialRelIntersects', returnGeometry: 'true', f: 'geojson', ...params });
  try {
    const response = await fetch(`${layerUrl}/query?${search.toString()}`, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as FeatureCollection | { error: { message: string; details?: string[] } };
    if (!response.ok || 'error' in body) throw new Error('error' in body ? `${body.error.message} ${(body.error.details ?? []).join(' ')}` : `HTTP ${response.status}`);
    return body.features as F[];
  } catch (error) {
    console.warn(`Map query failed: ${layerUrl}`, error);
    return null;
  }
}

const envelope = (extent: BBox) => ({ geometry: extent.join(','), geometryType: 'esriGeometryEnvelope' });
const pointGeometry = (at: LatLng) => ({ geometry: `${at.longitude},${at.latitude}`, geometryType: 'esriGeometryPoint' });

/** Installed works in the extent, other than those of this approval (the production bores layer). */
export function queryWorks(extent: BBox, approvalNumber: string | null | undefined): Promise<WorkFeature[] | null> {
  const where = approvalNumber ? `APPROVAL_NO <> ${quote(approvalNumber)} AND WORK_STATUS = 'I'` : "WORK_STATUS = 'I'";
  return query<WorkFeature>(MAP_LAYER_URLS.works, { where, ...envelope(extent), outFields: WORK_FIELDS });
}

/** Every monitoring station in the extent. */
export function queryStations(extent: BBox): Promise<StationFeature[] | null> {
  return query<StationFeature>(MAP_LAYER_URLS.stations, { where: '1=1', ...envelope(extent), outFields: STATION_FIELDS });
}

/** Cadastral lots in the extent (the Lot/DP layer). */
export function queryLots(extent: BBox): Promise<LotGeoFeature[] | null> {
  return query<LotGeoFeature>(MAP_LAYER_URLS.lots, { where: '1=1', ...envelope(extent), outFields: LOT_FIELDS });
}

/** The lot containing a point; null when none contains it or the service failed. */
export async function findLotAt(at: LatLng): Promise<LotGeoFeature | null> {
  const lots = await query<LotGeoFeature>(MAP_LAYER_URLS.lots, { ...pointGeometry(at), outFields: LOT_FIELDS });
  return lots?.[0] ?? null;
}

/** Lots within `radius` metres of a point (moving a monitoring hole searches 1000 m). */
export function findLotsNear(at: LatLng, radius: number = LOT_SEARCH_RADIUS_M): Promise<LotGeoFeature[] | null> {
  return query<LotGeoFeature>(MAP_LAYER_URLS.lots, { ...pointGeometry(at), distance: String(radius), units: 'esriSRUnit_Meter', outFields: LOT_FIELDS });
}

/** Lots by canonical lotidstring ('1//DP12345'), or every lot of a plan when the lot is blank ('//DP12345'). */
export function findLotsByLotDp(lotDp: string): Promise<LotGeoFeature[] | null> {
  const [lot = '', section = '', plan = ''] = lotDp.split('/');
  const where = lot === '' && section === '' ? `planlabel = ${quote(plan)}` : `lotidstring = ${quote(lotDp)}`;
  return query<LotGeoFeature>(MAP_LAYER_URLS.lots, { where, outFields: LOT_FIELDS });
}
