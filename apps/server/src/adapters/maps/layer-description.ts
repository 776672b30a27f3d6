import { fieldInfo } from './arcgis-format';
import { MAX_RECORD_COUNT, type MapLayer } from './map-layers';

/** The layers' names as ArcGIS clients list them. */
const LAYER_NAMES: Record<MapLayer['table'], string> = {
  map_works: 'Groundwater works',
  map_stations: 'Monitoring stations',
  map_lots: 'Lot',
};

/** NSW, where every layer's features lie (WGS84). */
const NSW_EXTENT = { xmin: 140.9, ymin: -37.6, xmax: 154, ymax: -28.1, spatialReference: { wkid: 4326, latestWkid: 4326 } };

/**
 * A layer's description (`<layer>?f=json`) as an ArcGIS MapServer layer states it: what clients read
 * before querying (fields, object id field, geometry type, paging and order support).
 */
export function layerDescription(layer: MapLayer) {
  return {
    currentVersion: 10.91,
    id: layer.id,
    name: LAYER_NAMES[layer.table],
    type: 'Feature Layer' as const,
    geometryType: layer.geometryType,
    objectIdField: layer.objectIdField,
    displayField: layer.fields[1]?.name ?? layer.objectIdField,
    fields: layer.fields.map(fieldInfo),
    extent: NSW_EXTENT,
    maxRecordCount: MAX_RECORD_COUNT,
    capabilities: 'Query',
    supportedQueryFormats: 'JSON, geoJSON',
    supportsAdvancedQueries: true,
    advancedQueryCapabilities: {
      supportsPagination: true,
      supportsOrderBy: true,
      supportsQueryWithDistance: true,
      supportsReturningQueryExtent: false,
      supportsStatistics: false,
      supportsDistinct: false,
      supportsCountDistinct: false,
    },
  };
}
