import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import type { LatLng } from './coordinates';
import { GRS80 } from './distance';

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/** Metres per degree of latitude and of longitude at a latitude, from GRS80's radii of curvature there. */
function metresPerDegree(latitude: number): { y: number; x: number } {
  const e2 = GRS80.f * (2 - GRS80.f);
  const sin = Math.sin(toRad(latitude));
  const w = 1 - e2 * sin * sin;
  const meridian = (GRS80.a * (1 - e2)) / w ** 1.5;
  const primeVertical = GRS80.a / Math.sqrt(w);
  return { y: toRad(meridian), x: toRad(primeVertical * Math.cos(toRad(latitude))) };
}

/** Squared distance from the origin to the segment (ax, ay)-(bx, by). */
function segmentDistanceSquared(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length));
  const x = ax + t * dx;
  const y = ay + t * dy;
  return x * x + y * y;
}

/**
 * Metres from a point to the nearest edge of a polygon (holes included), 0 when the point is inside it.
 *
 * Planar in a frame centred on the point and scaled by the ellipsoid's radii of curvature there: within the
 * 1-5 km the lot searches use, that is within 0.02 % of the geodesic answer (2 cm at 1 km; the test measures
 * it), and far cheaper than turf's point-to-polygon-distance, which was a third of the map server's CPU.
 */
export function distanceToPolygonMetres(at: LatLng, geometry: Polygon | MultiPolygon): number {
  if (booleanPointInPolygon([at.longitude, at.latitude], geometry)) return 0;
  const scale = metresPerDegree(at.latitude);
  const rings: Position[][] = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
  let nearest = Infinity;
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i++) {
      const from = ring[i - 1]!;
      const to = ring[i]!;
      nearest = Math.min(nearest, segmentDistanceSquared(
        (from[0]! - at.longitude) * scale.x, (from[1]! - at.latitude) * scale.y,
        (to[0]! - at.longitude) * scale.x, (to[1]! - at.latitude) * scale.y,
      ));
    }
  }
  return Math.sqrt(nearest);
}
