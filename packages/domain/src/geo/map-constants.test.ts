import { describe, expect, it } from 'vitest';
import { MAP_CENTRE, MAP_CLUSTER, MAP_ZOOM, clusterSizePx, mapWorkStatusLabel } from './map-constants';

describe('map constants', () => {
  it('match spec 1 section 9', () => {
    expect(MAP_CENTRE).toEqual({ longitude: 151, latitude: -33 });
    expect(MAP_ZOOM).toEqual({ location: 9, monitoring: 13, pinMin: 15, pinMax: 17 });
    expect(MAP_CLUSTER).toEqual({ radiusPx: 90, minSizePx: 16, maxSizePx: 60 });
  });

  it.each<[string | null, string]>([
    ['I', 'Installed'],
    ['A', 'Approved'],
    [null, 'Approved'],
  ])('mapWorkStatusLabel(%j) is %s', (code, label) => {
    expect(mapWorkStatusLabel(code)).toBe(label);
  });

  it.each([
    [0, 16],
    [1, 16],
    [10, 36],
    [1000, 60],
  ])('clusterSizePx(%i) is %i', (count, size) => {
    expect(clusterSizePx(count)).toBe(size);
  });
});
