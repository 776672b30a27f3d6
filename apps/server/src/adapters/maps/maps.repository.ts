import type { BBox } from '@driller/domain';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/kysely';
import type { WhereClause } from './arcgis-where';
import type { MapLayer } from './map-layers';

export type LayerRow = Record<string, unknown>;

export interface CandidateFilter {
  /** The query's box, searched through the layer's GiST index; null for no spatial filter. */
  bbox: BBox | null;
  clauses: readonly WhereClause[];
  /** The columns of the requested fields: only those (and the geometry) are read. */
  columns: readonly string[];
  offset: number;
  limit: number;
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

/** Rows of a layer's table passing the where clauses and the box (in object id order when paged): the requested columns only. */
export async function selectCandidates(db: Db, layer: MapLayer, filter: CandidateFilter): Promise<LayerRow[]> {
  const columns = [...new Set([...filter.columns, ...geometryColumns(layer)])];
  let query = db.selectFrom(layer.table).select(columns.map((column) => sql.ref(column).as(column)));
  if (filter.bbox) query = query.where(inBox(layer, filter.bbox));
  for (const clause of filter.clauses) query = query.where(comparison(clause));
  // Paging (resultOffset) needs an order; the map's one-extent query does not, so the GiST scan stops at
  // the limit instead of sorting every work of a wide extent (docs/decisions.md "Issue 8: Data at scale").
  const paged = filter.offset > 0 ? query.orderBy('objectid').offset(filter.offset) : query;
  const rows = await paged.limit(filter.limit).execute();
  return rows as LayerRow[];
}
