import type { BBox } from '@driller/domain';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/kysely';
import type { WhereClause } from './arcgis-where';
import type { MapLayer } from './map-layers';

export type LayerRow = Record<string, unknown>;

export interface CandidateFilter {
  /** Bbox prefilter over the indexed min/max columns; null for no spatial filter. */
  bbox: BBox | null;
  clauses: readonly WhereClause[];
  offset: number;
  limit: number;
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

/** Rows of a layer's table passing the where clauses and the bbox prefilter, in object id order. */
export async function selectCandidates(db: Db, layer: MapLayer, filter: CandidateFilter): Promise<LayerRow[]> {
  let query = db.selectFrom(layer.table).selectAll();
  if (filter.bbox) {
    const [xmin, ymin, xmax, ymax] = filter.bbox;
    query = query.where((eb) =>
      eb.and([eb('min_lon', '<=', xmax), eb('max_lon', '>=', xmin), eb('min_lat', '<=', ymax), eb('max_lat', '>=', ymin)]),
    );
  }
  for (const clause of filter.clauses) query = query.where(comparison(clause));
  const rows = await query.orderBy('objectid').offset(filter.offset).limit(filter.limit).execute();
  return rows as LayerRow[];
}
