import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon } from 'geojson';
import type { LatLng } from './coordinates';
import { LOT_SEARCH_RADIUS_M } from './distance';
import { distanceToPolygonMetres } from './polygon-distance';

/** [minLongitude, minLatitude, maxLongitude, maxLatitude], as GeoJSON and the map services use. */
export type BBox = readonly [number, number, number, number];

export interface LotFeature {
  lotDp: string;
  geometry: Polygon | MultiPolygon;
  /** Precomputed (e.g. stored in a bbox-indexed table) so most lots are dismissed without turf. */
  bbox: BBox;
}

/** Bounding box of a polygon's rings. */
export function bboxOf(geometry: Polygon | MultiPolygon): BBox {
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  const positions = rings.flat();
  const xs = positions.map((p) => p[0] ?? 0);
  const ys = positions.map((p) => p[1] ?? 0);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export function bboxContains(box: BBox, at: LatLng): boolean {
  return at.longitude >= box[0] && at.longitude <= box[2] && at.latitude >= box[1] && at.latitude <= box[3];
}

/** The rectangle a bbox covers, as a closed counter-clockwise GeoJSON ring (what turf's bboxPolygon made). */
export function bboxPolygon(box: BBox): Polygon {
  const [west, south, east, north] = box;
  return {
    type: 'Polygon',
    coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]],
  };
}

export function bboxesIntersect(a: BBox, b: BBox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

// Metres per degree of latitude, a slight overestimate so the envelope never misses a lot.
const METRES_PER_DEGREE = 110_000;

/** Envelope around a point for a map-service extent query, at least `radius` metres each way. */
export function searchEnvelope(at: LatLng, radius: number = LOT_SEARCH_RADIUS_M): BBox {
  const dLat = radius / METRES_PER_DEGREE;
  const dLng = radius / (METRES_PER_DEGREE * Math.cos((at.latitude * Math.PI) / 180));
  return [at.longitude - dLng, at.latitude - dLat, at.longitude + dLng, at.latitude + dLat];
}

/** The lot containing a point (boundary included), or null: null means 'The Lot/DP was not found on the map.' */
export function findLotContaining(at: LatLng, lots: readonly LotFeature[]): LotFeature | null {
  const p = [at.longitude, at.latitude];
  return lots.find((lot) => bboxContains(lot.bbox, at) && booleanPointInPolygon(p, lot.geometry)) ?? null;
}

/** Lots whose boundary is within `radius` metres of the point (a lot containing it counts), nearest first. */
export function lotsWithin(at: LatLng, lots: readonly LotFeature[], radius: number = LOT_SEARCH_RADIUS_M): LotFeature[] {
  const envelope = searchEnvelope(at, radius);
  return lots
    .filter((lot) => bboxesIntersect(lot.bbox, envelope))
    .map((lot) => ({ lot, metres: distanceToPolygonMetres(at, lot.geometry) }))
    .filter((entry) => entry.metres <= radius)
    .sort((x, y) => x.metres - y.metres)
    .map((entry) => entry.lot);
}
