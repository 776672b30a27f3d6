import { describe, expect, it } from 'vitest';
import type { MultiPolygon, Polygon } from 'geojson';
import {
  bboxContains,
  bboxOf,
  bboxPolygon,
  bboxesIntersect,
  findLotContaining,
  lotsWithin,
  searchEnvelope,
  type LotFeature,
} from './spatial';

// Squares of about 110 m x 93 m side near 33°S, 151°E.
const square = (lng: number, lat: number, size = 0.001): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});
const lot = (lotDp: string, geometry: Polygon | MultiPolygon): LotFeature => ({ lotDp, geometry, bbox: bboxOf(geometry) });

const home = lot('1//DP100', square(151, -33));
const neighbour = lot('2//DP100', square(151.001, -33));
const farAway = lot('3//DP100', square(151.05, -33));
const multi = lot('4//DP200', {
  type: 'MultiPolygon',
  coordinates: [square(151.2, -33.2).coordinates, square(151.3, -33.2).coordinates],
});
const lots = [home, neighbour, farAway, multi];

describe('spatial helpers', () => {
  it.each<[string, { latitude: number; longitude: number }, string | null]>([
    ['inside lot 1', { latitude: -32.9995, longitude: 151.0005 }, '1//DP100'],
    ['inside lot 2', { latitude: -32.9995, longitude: 151.0015 }, '2//DP100'],
    ['second part of a multipolygon', { latitude: -33.1995, longitude: 151.3005 }, '4//DP200'],
    ['in no lot', { latitude: -34, longitude: 150 }, null],
  ])('findLotContaining: %s', (_label, at, expected) => {
    expect(findLotContaining(at, lots)?.lotDp ?? null).toBe(expected);
  });

  it('lotsWithin 1000 m lists the lot containing the point first, then neighbours, not far lots', () => {
    const found = lotsWithin({ latitude: -32.9995, longitude: 151.0005 }, lots).map((l) => l.lotDp);
    expect(found).toEqual(['1//DP100', '2//DP100']);
  });

  it('lotsWithin honours a wider radius', () => {
    const found = lotsWithin({ latitude: -32.9995, longitude: 151.0005 }, lots, 5000).map((l) => l.lotDp);
    expect(found).toEqual(['1//DP100', '2//DP100', '3//DP100']);
  });

  it('bboxPolygon is the closed ring of the box, and its own bbox is the box', () => {
    const box = [151, -33, 151.001, -32.999] as const;
    const polygon = bboxPolygon(box);
    expect(polygon.coordinates[0]).toEqual([
      [151, -33],
      [151.001, -33],
      [151.001, -32.999],
      [151, -32.999],
      [151, -33],
    ]);
    expect(bboxOf(polygon)).toEqual([...box]);
    expect(findLotContaining({ latitude: -32.9995, longitude: 151.0005 }, [lot('box', polygon)])?.lotDp).toBe('box');
  });

  it('bboxOf reads polygons and multipolygons', () => {
    const near = (box: readonly number[], expected: number[]): void =>
      expected.forEach((value, i) => expect(box[i]).toBeCloseTo(value, 9));
    near(bboxOf(square(151, -33)), [151, -33, 151.001, -32.999]);
    near(multi.bbox, [151.2, -33.2, 151.301, -33.199]);
  });

  it.each([
    [{ latitude: -32.9995, longitude: 151.0005 }, true],
    [{ latitude: -32.9, longitude: 151.0005 }, false],
  ])('bboxContains %j is %s', (at, inside) => {
    expect(bboxContains(home.bbox, at)).toBe(inside);
  });

  it('bboxesIntersect', () => {
    expect(bboxesIntersect(home.bbox, neighbour.bbox)).toBe(true);
    expect(bboxesIntersect(home.bbox, farAway.bbox)).toBe(false);
  });

  it('searchEnvelope is at least the radius each way', () => {
    const [minLng, minLat, maxLng, maxLat] = searchEnvelope({ latitude: -33, longitude: 151 });
    expect((maxLat - minLat) / 2).toBeCloseTo(1000 / 110000, 8);
    expect(maxLng - 151).toBeGreaterThan(1000 / 93500);
    expect(151 - minLng).toBeCloseTo(maxLng - 151, 10);
  });
});
