import { bboxOf, bboxPolygon, distanceMetres, lotsWithin, searchEnvelope, type ArcgisQueryString, type BBox, type LotFeature } from '@driller/domain';
import { booleanIntersects } from '@turf/boolean-intersects';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Point, Polygon } from 'geojson';
import type { Db } from '../../platform/db/kysely';
import { toEsriJson, toGeoJson, type LayerFeature } from './arcgis-format';
import type { ParsedQuery, QueryGeometry } from './arcgis-params';
import { parseQuery } from './arcgis-params';
import type { MapLayer } from './map-layers';
import { countCandidates, selectCandidates, type CandidateFilter, type LayerRow } from './maps.repository';

type Shape = Point | Polygon | MultiPolygon;

function rowGeometry(layer: MapLayer, row: LayerRow): Shape {
  if (layer.geometryType === 'esriGeometryPolygon') return row.geometry as Polygon | MultiPolygon;
  return { type: 'Point', coordinates: [Number(row.longitude), Number(row.latitude)] };
}

/** The envelope the bbox prefilter uses: the query's envelope, a point, or a point's distance buffer. */
function prefilterBox(geometry: QueryGeometry | null, distance: number | null): BBox | null {
  if (!geometry) return null;
  if (geometry.kind === 'envelope') return geometry.bbox;
  if (distance !== null) return searchEnvelope(geometry.at, distance);
  return [geometry.at.longitude, geometry.at.latitude, geometry.at.longitude, geometry.at.latitude];
}

/** The exact spatial test after the bbox prefilter (turf; no PostGIS). */
function matches(shape: Shape, query: ParsedQuery): boolean {
  const { geometry, distance } = query;
  if (!geometry) return true;
  if (geometry.kind === 'envelope') return booleanIntersects(bboxPolygon(geometry.bbox), shape);
  if (shape.type === 'Point') {
    const at = { longitude: shape.coordinates[0] ?? 0, latitude: shape.coordinates[1] ?? 0 };
    return distance === null
      ? at.longitude === geometry.at.longitude && at.latitude === geometry.at.latitude
      : distanceMetres(geometry.at, at) <= distance;
  }
  if (distance === null) return booleanPointInPolygon([geometry.at.longitude, geometry.at.latitude], shape);
  const lot: LotFeature = { lotDp: '', geometry: shape, bbox: bboxOf(shape) };
  return lotsWithin(geometry.at, [lot], distance).length > 0;
}

function attributesOf(query: ParsedQuery, row: LayerRow): LayerFeature['attributes'] {
  const attributes: LayerFeature['attributes'] = {};
  for (const field of query.outFields) {
    const value = row[field.column];
    attributes[field.name] = value === null || value === undefined ? null : typeof value === 'number' ? value : field.type === 'esriFieldTypeString' ? String(value) : Number(value);
  }
  return attributes;
}

/** True when SQL alone decides the spatial test: no geometry, or an envelope or point over point features. */
function exactInSql(layer: MapLayer, query: ParsedQuery): boolean {
  if (!query.geometry) return true;
  return layer.geometryType === 'esriGeometryPoint' && query.distance === null;
}

function filterOf(layer: MapLayer, query: ParsedQuery, columns: readonly string[], limit: number | null): CandidateFilter {
  return {
    bbox: prefilterBox(query.geometry, query.distance),
    clauses: query.clauses,
    objectIds: query.objectIds,
    orderBy: query.orderBy,
    columns,
    offset: query.answer === 'features' ? query.offset : 0,
    limit,
  };
}

/** The rows passing the whole query, spatial test included (the rows' shapes tested in turf when SQL cannot). */
async function matchingRows(db: Db, layer: MapLayer, query: ParsedQuery, columns: readonly string[]): Promise<LayerRow[]> {
  const exact = exactInSql(layer, query);
  const rows = await selectCandidates(db, layer, filterOf(layer, query, columns, null), !exact);
  return exact ? rows : rows.filter((row) => matches(rowGeometry(layer, row), query));
}

/** returnCountOnly / returnIdsOnly: every match, not paged (as ArcGIS answers them). */
async function countOrIds(db: Db, layer: MapLayer, query: ParsedQuery): Promise<object> {
  if (query.answer === 'count') {
    const count = exactInSql(layer, query)
      ? await countCandidates(db, layer, filterOf(layer, query, [], null))
      : (await matchingRows(db, layer, query, ['objectid'])).length;
    return { count };
  }
  const rows = await matchingRows(db, layer, query, ['objectid']);
  return { objectIdFieldName: layer.objectIdField, objectIds: rows.map((row) => Number(row.objectid)) };
}

/**
 * One ArcGIS `query` against a layer: where clauses, object ids and the bbox prefilter in SQL, the exact
 * spatial test in turf, then Esri JSON or GeoJSON (or only a count or the ids). Throws ArcgisError for a
 * bad parameter.
 */
export async function queryLayer(db: Db, layer: MapLayer, queryString: ArcgisQueryString): Promise<object> {
  const query = parseQuery(layer, queryString);
  if (query.answer !== 'features') return countOrIds(db, layer, query);
  const columns = query.outFields.map((field) => field.column);
  const candidates = await selectCandidates(db, layer, filterOf(layer, query, columns, query.limit + 1));
  const exceeded = candidates.length > query.limit;
  const features = candidates
    .slice(0, query.limit)
    .map((row) => ({ row, shape: rowGeometry(layer, row) }))
    .filter(({ shape }) => matches(shape, query))
    .map(({ row, shape }) => ({ attributes: attributesOf(query, row), geometry: shape }));
  return query.format === 'geojson'
    ? toGeoJson(layer, features, exceeded, query.returnGeometry)
    : toEsriJson(layer, query.outFields, features, exceeded, query.returnGeometry);
}
