import type { ColumnType } from 'kysely';
import type { Audited, Id, Nullable } from './columns';

/** Bbox columns of the map tables; on point layers they are generated from the point. */
interface MapBBox {
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
}
type GeneratedBBox = { [K in keyof MapBBox]: ColumnType<number, never, never> };

export interface MapLotsTable extends Audited, MapBBox {
  objectid: Id;
  cadid: number;
  lotidstring: string;
  lot_number: string;
  section_number: string;
  plan_label: string;
  plan_lot_area: number;
  /** GeoJSON Polygon or MultiPolygon (EPSG:4326), written as JSON text. */
  geometry: ColumnType<unknown, string, string>;
}

export interface MapWorksTable extends Audited, GeneratedBBox {
  objectid: Id;
  approval_no: string;
  works_id: string;
  gw_work_no: Nullable<string>;
  work_type: string;
  licensed_purposes: string;
  work_status: 'I' | 'A';
  latitude: number;
  longitude: number;
}

export interface MapStationsTable extends Audited, GeneratedBBox {
  objectid: Id;
  station: string;
  parent: string;
  stname: string;
  latitude: number;
  longitude: number;
}

/** The embedded map layers: cadastre lots, works and stations (migration 0004). */
export interface MapsTables {
  map_lots: MapLotsTable;
  map_works: MapWorksTable;
  map_stations: MapStationsTable;
}
