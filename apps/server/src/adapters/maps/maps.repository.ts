import type { BBox } from '@driller/domain';
import type { Db } from '../../platform/db/kysely';
import { quotedName, StatementText } from '../../platform/db/statement-text';
import type { OrderBy } from './arcgis-query-options';
import type { WhereClause } from './arcgis-where';
import type { MapLayer } from './map-layers';

export type LayerRow = Record<string, unknown>;

export interface CandidateFilter {
  /** The query's box, searched through the layer's GiST index; null for no spatial filter. */
  bbox: BBox | null;
  clauses: readonly WhereClause[];
  /** The columns of the requested fields: only those (and the geometry) are read. */
  columns: readonly string[];
  /** Only these object ids (ArcGIS `objectIds`); null for any. */
  objectIds: readonly number[] | null;
  /** ArcGIS `orderByFields`; the object id breaks ties and orders a paged query. */
  orderBy: readonly OrderBy[];
  offset: number;
  /** Most rows; null for all (ids and counts are not paged). */
  limit: number | null;
}

/** The columns a feature's geometry is built from. */
const geometryColumns = (layer: MapLayer): string[] =>
  layer.geometryType === 'esriGeometryPolygon' ? ['geometry'] : ['longitude', 'latitude'];

/**
 * The spatial test the layer's GiST index answers (migration 0007): a point inside the box, or a
 * lot's bounding box overlapping it. Both are PostgreSQL's built-in geometric types, no PostGIS.
 */
function inBox(layer: MapLayer, [xmin, ymin, xmax, ymax]: BBox, s: StatementText): string {
  const box = `box(point(${s.value(xmin)}::float8, ${s.value(ymin)}::float8), point(${s.value(xmax)}::float8, ${s.value(ymax)}::float8))`;
  return layer.geometryType === 'esriGeometryPolygon' ? `box(point(min_lon, min_lat), point(max_lon, max_lat)) && ${box}` : `point(longitude, latitude) <@ ${box}`;
}

/** One comparison as SQL: the column comes from the layer's field list, the value is a bound parameter. */
function comparison(clause: WhereClause, s: StatementText): string {
  const column = quotedName(clause.field.column);
  const operator = clause.operator === 'LIKE' ? 'like' : clause.operator;
  // Strings compare without regard to case, as the ArcGIS services (SQL Server collation) do.
  if (typeof clause.value === 'string' && clause.field.type === 'esriFieldTypeString') {
    return `upper(${column}) ${operator} upper(${s.value(clause.value)})`;
  }
  return `${column} ${operator} ${s.value(clause.value)}`;
}

/** The filter's conditions as SQL: the box (GiST index), the where clauses, the object ids (primary key). */
function conditions(layer: MapLayer, filter: Pick<CandidateFilter, 'bbox' | 'clauses' | 'objectIds'>, s: StatementText): string {
  const all = [
    ...(filter.bbox ? [inBox(layer, filter.bbox, s)] : []),
    ...filter.clauses.map((clause) => comparison(clause, s)),
    ...(filter.objectIds ? [`objectid in (${(filter.objectIds.length ? filter.objectIds : [-1]).map((id) => s.value(id)).join(', ')})`] : []),
  ];
  return all.length ? all.join(' and ') : 'true';
}

/**
 * Rows of a layer's table passing the filter: the requested columns only (and the geometry's when
 * `withGeometry`), in the asked order, or in object id order when paged. Written as text (StatementText):
 * a map pans and zooms with many of these, and Kysely's builder was a sixth of the server's CPU for each.
 */
export async function selectCandidates(db: Db, layer: MapLayer, filter: CandidateFilter, withGeometry = true): Promise<LayerRow[]> {
  const s = new StatementText();
  const columns = [...new Set([...filter.columns, ...(withGeometry ? geometryColumns(layer) : [])])];
  const order = filter.orderBy.map(({ field, direction }) => `${quotedName(field.column)} ${direction}`);
  // Paging (resultOffset) needs an order; the map's one-extent query does not, so the GiST scan stops at
  // the limit instead of sorting every work of a wide extent (docs/decisions.md "Issue 8: Data at scale").
  if (filter.orderBy.length > 0 || filter.offset > 0) order.push('"objectid"');
  const text = [
    `select ${columns.map(quotedName).join(', ')} from ${quotedName(layer.table)} where ${conditions(layer, filter, s)}`,
    ...(order.length > 0 ? [`order by ${order.join(', ')}`] : []),
    ...(filter.limit === null ? [] : [`limit ${s.value(filter.limit)}`]),
    ...(filter.offset > 0 ? [`offset ${s.value(filter.offset)}`] : []),
  ].join(' ');
  return (await db.executeQuery(s.compiled<LayerRow>(text))).rows;
}

/** How many rows pass the filter, counted in SQL (for filters SQL decides exactly). */
export async function countCandidates(db: Db, layer: MapLayer, filter: Pick<CandidateFilter, 'bbox' | 'clauses' | 'objectIds'>): Promise<number> {
  const s = new StatementText();
  const text = `select count(*) as count from ${quotedName(layer.table)} where ${conditions(layer, filter, s)}`;
  const row = (await db.executeQuery(s.compiled<{ count: string }>(text))).rows[0];
  return Number(row?.count ?? 0);
}
