import type { ArcgisQueryString, BBox, LatLng } from '@driller/domain';
import { invalidParameter } from './arcgis-error';
import { fieldByName, MAX_RECORD_COUNT, type LayerField, type MapLayer } from './map-layers';
import { parseWhere, type WhereClause } from './arcgis-where';
import { answerKind, parseBoolean, parseObjectIds, parseOrderBy, refuseUnserved, type AnswerKind, type OrderBy } from './arcgis-query-options';
import { checkOutSR, inputSR, toWgs84, type InputSR } from './arcgis-spatial-reference';
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
  answer: AnswerKind;
  objectIds: number[] | null;
  orderBy: OrderBy[];
}

const UNITS_IN_METRES: Record<string, number> = { esriSRUnit_Meter: 1, esriSRUnit_Kilometer: 1000, '': 1 };

/** A geometry's numbers, and the spatial reference given inside it (as Esri clients send it), if any. */
interface GeometryNumbers {
  values: number[];
  sr: InputSR | undefined;
}

function numbers(text: string): GeometryNumbers | null {
  const parts = text.split(',').map((p) => Number(p.trim()));
  return parts.every((n) => Number.isFinite(n)) ? { values: parts, sr: undefined } : null;
}

/** ArcGIS JSON geometry ({x,y} or {xmin,ymin,xmax,ymax}, with its spatialReference) to its numbers; null when it is not that. */
function jsonNumbers(text: string): GeometryNumbers | null {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const keys = 'xmin' in json ? ['xmin', 'ymin', 'xmax', 'ymax'] : ['x', 'y'];
  const values = keys.map((k) => Number(json[k]));
  return values.every(Number.isFinite) ? { values, sr: inputSR('geometry.spatialReference', json.spatialReference) } : null;
}

/** The numbers in WGS84: pairs (x, y) converted from the geometry's spatial reference. */
function inWgs84(values: readonly number[], sr: InputSR): number[] {
  if (values.length % 2 !== 0) return [...values];
  const converted: number[] = [];
  for (let i = 0; i + 1 < values.length; i += 2) converted.push(...toWgs84(sr, values[i] ?? 0, values[i + 1] ?? 0));
  return converted;
}

/** The numbers as the geometry type says: an envelope of four, or a point of two. */
function geometryOf(type: string, values: readonly number[]): QueryGeometry | null {
  const [a, b, c, d] = values;
  if (type === 'esriGeometryEnvelope' && a !== undefined && b !== undefined && c !== undefined && d !== undefined && values.length === 4)
    return { kind: 'envelope', bbox: [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)] };
  if (type === 'esriGeometryPoint' && a !== undefined && b !== undefined && values.length === 2) return { kind: 'point', at: { longitude: a, latitude: b } };
  return null;
}

/**
 * `geometry` as text (`x,y` or `xmin,ymin,xmax,ymax`) or ArcGIS JSON ({x,y} or {xmin,...}), in the
 * spatial reference given inside the geometry, else `inSR`, else WGS84; answered in WGS84.
 */
export function parseGeometry(text: string | undefined, geometryType: string | undefined, inSr?: InputSR): QueryGeometry | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const parsed = trimmed.startsWith('{') ? jsonNumbers(trimmed) : numbers(trimmed);
  if (!parsed) throw invalidParameter(`'geometry' parameter is invalid: ${text ?? ''}`);
  const values = inWgs84(parsed.values, parsed.sr ?? inSr ?? 'wgs84');
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
  refuseUnserved(q);
  checkOutSR(q.outSR);
  checkSpatialRel(q.spatialRel);
  const geometry = parseGeometry(q.geometry, q.geometryType, inputSR('inSR', q.inSR));
  return {
    clauses: parseWhere(layer, q.where),
    geometry,
    distance: parseDistance(q, geometry),
    outFields: parseOutFields(layer, q.outFields),
    returnGeometry: parseBoolean('returnGeometry', q.returnGeometry, true),
    offset: nonNegativeInt('resultOffset', q.resultOffset, 0),
    limit: Math.min(nonNegativeInt('resultRecordCount', q.resultRecordCount, MAX_RECORD_COUNT) || MAX_RECORD_COUNT, MAX_RECORD_COUNT),
    format,
    answer: answerKind(q),
    objectIds: parseObjectIds(q.objectIds),
    orderBy: parseOrderBy(layer, q.orderByFields),
  };
}
