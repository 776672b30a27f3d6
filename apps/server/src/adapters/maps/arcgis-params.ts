import type { ArcgisQueryString, BBox, LatLng } from '@driller/domain';
import { invalidParameter } from './arcgis-error';
import { fieldByName, MAX_RECORD_COUNT, type LayerField, type MapLayer } from './map-layers';
import { parseWhere, type WhereClause } from './arcgis-where';


export type QueryGeometry = { kind: 'envelope'; bbox: BBox } | { kind: 'point'; at: LatLng };

export interface ParsedQuery {
  clauses: WhereClause[];
  geometry: QueryGeometry | null;
  /** Metres around a point geometry (ArcGIS `distance` + `units`). */
  distance: number | null;
  outFields: readonly LayerField[];
  returnGeometry: boolean;
  offset: number;
  limit: number;
  format: 'json' | 'geojson';
}

const SUPPORTED_WKIDS = new Set([4326]);
const UNITS_IN_METRES: Record<string, number> = { esriSRUnit_Meter: 1, esriSRUnit_Kilometer: 1000, '': 1 };

function checkSpatialReference(name: 'inSR' | 'outSR', value: string | undefined): void {
  if (value === undefined || value.trim() === '') return;
  let wkid = Number(value);
  if (Number.isNaN(wkid)) {
    try {
      const parsed = JSON.parse(value) as { wkid?: unknown; latestWkid?: unknown };
      wkid = Number(parsed.latestWkid ?? parsed.wkid);
    } catch {
      wkid = Number.NaN;
    }
  }
  if (!SUPPORTED_WKIDS.has(wkid)) throw invalidParameter(`'${name}' parameter is invalid: only 4326 is served`);
}

function numbers(text: string): number[] | null {
  const parts = text.split(',').map((p) => Number(p.trim()));
  return parts.every((n) => Number.isFinite(n)) ? parts : null;
}

/** ArcGIS JSON geometry ({x,y} or {xmin,ymin,xmax,ymax}) to its numbers; null when it is not that. */
function jsonNumbers(text: string): number[] | null {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const keys = 'xmin' in json ? ['xmin', 'ymin', 'xmax', 'ymax'] : ['x', 'y'];
  const values = keys.map((k) => Number(json[k]));
  return values.every(Number.isFinite) ? values : null;
}

/** The numbers as the geometry type says: an envelope of four, or a point of two. */
function geometryOf(type: string, values: readonly number[]): QueryGeometry | null {
  const [a, b, c, d] = values;
  if (type === 'esriGeometryEnvelope' && a !== undefined && b !== undefined && c !== undefined && d !== undefined && values.length === 4)
    return { kind: 'envelope', bbox: [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)] };
  if (type === 'esriGeometryPoint' && a !== undefined && b !== undefined && values.length === 2) return { kind: 'point', at: { longitude: a, latitude: b } };
  return null;
}

/** `geometry` as text (`x,y` or `xmin,ymin,xmax,ymax`) or ArcGIS JSON ({x,y} or {xmin,...}). */
export function parseGeometry(text: string | undefined, geometryType: string | undefined): QueryGeometry | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const values = trimmed.startsWith('{') ? jsonNumbers(trimmed) : numbers(trimmed);
  if (!values) throw invalidParameter(`'geometry' parameter is invalid: ${text ?? ''}`);
  const type = geometryType?.trim() || (values.length === 4 ? 'esriGeometryEnvelope' : 'esriGeometryPoint');
  const geometry = geometryOf(type, values);
  if (!geometry) throw invalidParameter(`'geometryType' parameter is invalid or does not match the geometry: ${type}`);
  return geometry;
}

function parseOutFields(layer: MapLayer, text: string | undefined): LayerField[] {
  const names = (text ?? '').split(',').map((n) => n.trim()).filter((n) => n !== '');
  if (names.length === 0 || names.includes('*')) return [...layer.fields];
  const objectId = fieldByName(layer, layer.objectIdField);
  const chosen = names.map((name) => {
    const found = fieldByName(layer, name);
    if (!found) throw invalidParameter(`'outFields' parameter is invalid: Invalid field: ${name}`);
    return found;
  });
  // ArcGIS always returns the object id.
  return objectId && !chosen.includes(objectId) ? [objectId, ...chosen] : chosen;
}

function nonNegativeInt(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw invalidParameter(`'${name}' parameter is invalid: ${text}`);
  return value;
}

function parseFormat(f: string | undefined): ParsedQuery['format'] {
  const format = (f ?? 'json').trim().toLowerCase();
  if (format !== 'json' && format !== 'pjson' && format !== 'geojson') throw invalidParameter(`'f' parameter is invalid: ${f ?? ''}`);
  return format === 'geojson' ? 'geojson' : 'json';
}

function checkSpatialRel(spatialRel: string | undefined): void {
  if ((spatialRel?.trim() || 'esriSpatialRelIntersects') !== 'esriSpatialRelIntersects')
    throw invalidParameter(`'spatialRel' parameter is invalid: only esriSpatialRelIntersects is served`);
}

/** Metres around a point (`distance` in `units`); null when absent or zero. */
function parseDistance(q: ArcgisQueryString, geometry: QueryGeometry | null): number | null {
  const text = q.distance?.trim() ?? '';
  if (text === '' || Number(text) === 0) return null;
  const unit = UNITS_IN_METRES[q.units?.trim() ?? ''];
  const value = Number(text);
  if (unit === undefined || !Number.isFinite(value) || value < 0) throw invalidParameter(`'distance' or 'units' parameter is invalid`);
  if (geometry?.kind !== 'point') throw invalidParameter(`'distance' needs a point geometry`);
  return value * unit;
}

export function parseQuery(layer: MapLayer, q: ArcgisQueryString): ParsedQuery {
  const format = parseFormat(q.f);
  checkSpatialReference('inSR', q.inSR);
  checkSpatialReference('outSR', q.outSR);
  checkSpatialRel(q.spatialRel);
  const geometry = parseGeometry(q.geometry, q.geometryType);
  return {
    clauses: parseWhere(layer, q.where),
    geometry,
    distance: parseDistance(q, geometry),
    outFields: parseOutFields(layer, q.outFields),
    returnGeometry: (q.returnGeometry ?? 'true').trim().toLowerCase() !== 'false',
    offset: nonNegativeInt('resultOffset', q.resultOffset, 0),
    limit: Math.min(nonNegativeInt('resultRecordCount', q.resultRecordCount, MAX_RECORD_COUNT) || MAX_RECORD_COUNT, MAX_RECORD_COUNT),
    format,
  };
}
