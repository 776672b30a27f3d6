import type { BBox } from '@driller/domain';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/kysely';
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
function inBox(layer: MapLayer, [xmin, ymin, xmax, ymax]: BBox) {
  const box = sql`box(point(${xmin}::float8, ${ymin}::float8), point(${xmax}::float8, ${ymax}::float8))`;
  return layer.geometryType === 'esriGeometryPolygon'
    ? sql<SqlBool>`box(point(min_lon, min_lat), point(max_lon, max_lat)) && ${box}`
    : sql<SqlBool>`point(longitude, latitude) <@ ${box}`;
}

/** One comparison as SQL: the column comes from the layer's field list, the value is a bound parameter. */
function comparison(clause: WhereClause) {
  const column = sql.ref(clause.field.column);
  const operator = sql.raw(clause.operator === 'LIKE' ? 'like' : clause.operator);
  // Strings compare without regard to case, as the ArcGIS services (SQL Server collation) do.
  if (typeof clause.value === 'string' && clause.field.type === 'esriFieldTypeString') {
    return sql<SqlBool>`upper(${column}) ${operator} upper(${clause.value})`;
  }
  return sql<SqlBool>`${column} ${operator} ${clause.value}`;
}

/** The filter's conditions as SQL: the box (GiST index), the where clauses, the object ids (primary key). */
function conditions(layer: MapLayer, filter: Pick<CandidateFilter, 'bbox' | 'clauses' | 'objectIds'>) {
  const all = [
    ...(filter.bbox ? [inBox(layer, filter.bbox)] : []),
    ...filter.clauses.map(comparison),
    ...(filter.objectIds ? [sql<SqlBool>`objectid in (${sql.join(filter.objectIds.length ? filter.objectIds : [-1])})`] : []),
  ];
  return all.length ? sql<SqlBool>`${sql.join(all, sql` and `)}` : sql<SqlBool>`true`;
}

/**
 * Rows of a layer's table passing the filter: the requested columns only (and the geometry's when
 * `withGeometry`), in the asked order, or in object id order when paged.
 */
export async function selectCandidates(db: Db, layer: MapLayer, filter: CandidateFilter, withGeometry = true): Promise<LayerRow[]> {
  const columns = [...new Set([...filter.columns, ...(withGeometry ? geometryColumns(layer) : [])])];
  let query = db.selectFrom(layer.table).select(columns.map((column) => sql.ref(column).as(column))).where(conditions(layer, filter));
  for (const { field, direction } of filter.orderBy) query = query.orderBy(sql.ref(field.column), direction);
  // Paging (resultOffset) needs an order; the map's one-extent query does not, so the GiST scan stops at
  // the limit instead of sorting every work of a wide extent (docs/decisions.md "Issue 8: Data at scale").
  if (filter.orderBy.length > 0 || filter.offset > 0) query = query.orderBy('objectid');
  if (filter.offset > 0) query = query.offset(filter.offset);
  const rows = await (filter.limit === null ? query : query.limit(filter.limit)).execute();
  return rows as LayerRow[];
}

/** How many rows pass the filter, counted in SQL (for filters SQL decides exactly). */
export async function countCandidates(db: Db, layer: MapLayer, filter: Pick<CandidateFilter, 'bbox' | 'clauses' | 'objectIds'>): Promise<number> {
  const row = await db.selectFrom(layer.table).select(sql<string>`count(*)`.as('count')).where(conditions(layer, filter)).executeTakeFirstOrThrow();
  return Number(row.count);
}
