import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Polygon, Position } from 'geojson';
import type { LatLng } from './coordinates';
import { geodesicDistance } from './distance';
import { distanceToPolygonMetres } from './polygon-distance';

/**
 * The geodesic reference: Vincenty to the nearest point of each edge, found by ternary search along it (the
 * distance along a short edge has one minimum). Independent of the planar frame under test.
 */
function geodesicToBoundary(at: LatLng, rings: Position[][]): number {
  let nearest = Infinity;
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i++) {
      const [x0, y0] = ring[i - 1] as [number, number];
      const [x1, y1] = ring[i] as [number, number];
      const along = (t: number) => geodesicDistance(at, { longitude: x0 + (x1 - x0) * t, latitude: y0 + (y1 - y0) * t });
      let [low, high] = [0, 1];
      for (let step = 0; step < 80; step++) {
        const a = low + (high - low) / 3;
        const b = high - (high - low) / 3;
        if (along(a) < along(b)) high = b;
        else low = a;
      }
      nearest = Math.min(nearest, along(0), along(1), along((low + high) / 2));
    }
  }
  return nearest;
}

const box = (west: number, south: number, east: number, north: number): Polygon => ({
  type: 'Polygon',
  coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]],
});

describe('distanceToPolygonMetres', () => {
  const lot = box(151, -33, 151.001, -32.999);

  it('is 0 inside the polygon and on its edge', () => {
    expect(distanceToPolygonMetres({ longitude: 151.0005, latitude: -32.9995 }, lot)).toBe(0);
    expect(distanceToPolygonMetres({ longitude: 151, latitude: -32.9995 }, lot)).toBe(0);
  });

  it('measures from a point in a hole to the hole\'s edge', () => {
    const withHole: Polygon = { type: 'Polygon', coordinates: [box(150.99, -33.01, 151.01, -32.99).coordinates[0]!, box(150.999, -33.001, 151.001, -32.999).coordinates[0]!] };
    const at = { longitude: 151, latitude: -33 };
    expect(distanceToPolygonMetres(at, withHole)).toBeCloseTo(geodesicToBoundary(at, [withHole.coordinates[1]!]), 1);
  });

  it('agrees with the geodesic distance within 5 cm + 0.02 % up to 6 km from NSW lots of any shape', () => {
    const nsw = fc.record({ longitude: fc.double({ min: 141, max: 153.6, noNaN: true }), latitude: fc.double({ min: -37.5, max: -28.2, noNaN: true }) });
    // Triangles east of the point, so it is always outside them: up to about 6 km away.
    const vertex = fc.tuple(fc.double({ min: 0.00001, max: 0.04, noNaN: true }), fc.double({ min: -0.04, max: 0.04, noNaN: true }));
    fc.assert(
      fc.property(nsw, fc.tuple(vertex, vertex, vertex), (at, corners) => {
        const ring: Position[] = corners.map(([east, north]) => [at.longitude + east, at.latitude + north]);
        const polygon: Polygon = { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
        const geodesic = geodesicToBoundary(at, polygon.coordinates);
        expect(Math.abs(distanceToPolygonMetres(at, polygon) - geodesic)).toBeLessThan(0.05 + 0.0002 * geodesic);
      }),
      { numRuns: 200 },
    );
  });
});
