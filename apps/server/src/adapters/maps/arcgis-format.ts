import type { Feature, FeatureCollection, Geometry, Polygon, MultiPolygon, Position } from 'geojson';
import type { LayerField, MapLayer } from './map-layers';

export interface LayerFeature {
  attributes: Record<string, string | number | null>;
  geometry: Geometry | null;
}

const SPATIAL_REFERENCE = { wkid: 4326, latestWkid: 4326 } as const;

// Shoelace sign: positive for counter-clockwise rings (x east, y north).
const signedArea = (ring: Position[]): number =>
  ring.reduce((sum, p, i) => {
    const q = ring[(i + 1) % ring.length] ?? p;
    return sum + ((p[0] ?? 0) * (q[1] ?? 0) - (q[0] ?? 0) * (p[1] ?? 0));
  }, 0);

/** Esri rings: outer rings clockwise, holes counter-clockwise (GeoJSON is the other way round). */
function esriRings(geometry: Polygon | MultiPolygon): Position[][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flatMap((rings) =>
    rings.map((ring, i) => {
      const clockwise = signedArea(ring) < 0;
      return (i === 0) === clockwise ? ring : [...ring].reverse();
    }),
  );
}

function esriGeometry(geometry: Geometry | null): Record<string, unknown> | null {
  if (!geometry) return null;
  if (geometry.type === 'Point') return { x: geometry.coordinates[0], y: geometry.coordinates[1] };
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') return { rings: esriRings(geometry) };
  return null;
}

export const fieldInfo = (f: LayerField) => ({ name: f.name, type: f.type, alias: f.name, ...(f.type === 'esriFieldTypeString' ? { length: 255 } : {}) });

/** A query answer in Esri JSON (`f=json`). */
export function toEsriJson(layer: MapLayer, fields: readonly LayerField[], features: LayerFeature[], exceeded: boolean, withGeometry: boolean) {
  return {
    objectIdFieldName: layer.objectIdField,
    geometryType: layer.geometryType,
    spatialReference: SPATIAL_REFERENCE,
    fields: fields.map(fieldInfo),
    features: features.map((f) => ({ attributes: f.attributes, ...(withGeometry ? { geometry: esriGeometry(f.geometry) } : {}) })),
    ...(exceeded ? { exceededTransferLimit: true } : {}),
  };
}

/** A query answer in GeoJSON (`f=geojson`). */
export function toGeoJson(
  layer: MapLayer,
  features: LayerFeature[],
  exceeded: boolean,
  withGeometry: boolean,
): FeatureCollection<Geometry | null> & { properties?: { exceededTransferLimit: boolean } } {
  return {
    type: 'FeatureCollection',
    features: features.map((f): Feature<Geometry | null> => ({
      type: 'Feature',
      id: Number(f.attributes[layer.objectIdField]),
      geometry: withGeometry ? f.geometry : null,
      properties: f.attributes,
    })),
    // Where ArcGIS puts it in GeoJSON: the collection's `properties` (Esri JSON has it at the top).
    ...(exceeded ? { properties: { exceededTransferLimit: true } } : {}),
  };
}
