import { MAP_CONTRACTS, type ApiContract } from '@driller/domain';

/** The three map layers served as ArcGIS REST MapServer layers, with their fields and backing tables. */
export type EsriFieldType = 'esriFieldTypeOID' | 'esriFieldTypeString' | 'esriFieldTypeDouble' | 'esriFieldTypeInteger';

export interface LayerField {
  name: string;
  column: string;
  type: EsriFieldType;
}

export interface MapLayer {
  /** Path segment: /service/maps/{service}/MapServer/{id}/query. */
  service: 'works' | 'cadastre';
  id: number;
  table: 'map_works' | 'map_stations' | 'map_lots';
  geometryType: 'esriGeometryPoint' | 'esriGeometryPolygon';
  objectIdField: string;
  fields: readonly LayerField[];
  /** The endpoint this layer answers: /service/maps/{service}/MapServer/{id}/query. */
  contract: (typeof MAP_CONTRACTS)[keyof typeof MAP_CONTRACTS] & ApiContract;
}

const field = (name: string, column: string, type: EsriFieldType = 'esriFieldTypeString'): LayerField => ({ name, column, type });

export const WORKS_LAYER: MapLayer = {
  service: 'works',
  id: 0,
  contract: MAP_CONTRACTS.works,
  table: 'map_works',
  geometryType: 'esriGeometryPoint',
  objectIdField: 'OBJECTID',
  fields: [
    field('OBJECTID', 'objectid', 'esriFieldTypeOID'),
    field('APPROVAL_NO', 'approval_no'),
    field('WORKS_ID', 'works_id'),
    field('GW_WORK_NO', 'gw_work_no'),
    field('WORK_TYPE', 'work_type'),
    field('LICENSED_PURPOSES', 'licensed_purposes'),
    field('WORK_STATUS', 'work_status'),
  ],
};

export const STATIONS_LAYER: MapLayer = {
  service: 'works',
  id: 1,
  contract: MAP_CONTRACTS.stations,
  table: 'map_stations',
  geometryType: 'esriGeometryPoint',
  objectIdField: 'OBJECTID',
  fields: [
    field('OBJECTID', 'objectid', 'esriFieldTypeOID'),
    field('STATION', 'station'),
    field('PARENT', 'parent'),
    field('STNAME', 'stname'),
    field('LATITUDE', 'latitude', 'esriFieldTypeDouble'),
    field('LONGITUDE', 'longitude', 'esriFieldTypeDouble'),
  ],
};

/** Field names follow NSW's cadastre Lot layer (lower case). */
export const LOTS_LAYER: MapLayer = {
  service: 'cadastre',
  id: 0,
  contract: MAP_CONTRACTS.lots,
  table: 'map_lots',
  geometryType: 'esriGeometryPolygon',
  objectIdField: 'objectid',
  fields: [
    field('objectid', 'objectid', 'esriFieldTypeOID'),
    field('cadid', 'cadid', 'esriFieldTypeInteger'),
    field('lotnumber', 'lot_number'),
    field('sectionnumber', 'section_number'),
    field('planlabel', 'plan_label'),
    field('lotidstring', 'lotidstring'),
    field('planlotarea', 'plan_lot_area', 'esriFieldTypeDouble'),
  ],
};

export const MAP_LAYERS: readonly MapLayer[] = [WORKS_LAYER, STATIONS_LAYER, LOTS_LAYER];

/** Most features one query returns (ArcGIS's maxRecordCount); more sets exceededTransferLimit. */
export const MAX_RECORD_COUNT = 2000;

export function fieldByName(layer: MapLayer, name: string): LayerField | undefined {
  const wanted = name.trim().toUpperCase();
  return layer.fields.find((f) => f.name.toUpperCase() === wanted);
}
