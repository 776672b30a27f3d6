import { describe, expect, it } from 'vitest';
import { distanceMetres, geodesicDistance, isBeyondWarningDistance } from './distance';
import { mgaToLatLng } from './mga';
import type { LatLng } from './coordinates';

const flindersPeak: LatLng = { latitude: -(37 + 57 / 60 + 3.7203 / 3600), longitude: 144 + 25 / 60 + 29.5244 / 3600 };
const buninyong: LatLng = { latitude: -(37 + 39 / 60 + 10.1561 / 3600), longitude: 143 + 55 / 60 + 35.3839 / 3600 };

describe('geodesicDistance (Vincenty inverse, GRS80)', () => {
  it.each<[string, LatLng, LatLng, number, number]>([
    // Geoscience Australia's published Vincenty example: 54 972.271 m.
    ['Flinders Peak to Buninyong', flindersPeak, buninyong, 54972.271, 3],
    ['the same point', buninyong, buninyong, 0, 6],
    ['one degree of longitude on the equator', { latitude: 0, longitude: 150 }, { latitude: 0, longitude: 151 }, 111319.491, 3],
    ['first degree of latitude from the equator', { latitude: 0, longitude: 150 }, { latitude: 1, longitude: 150 }, 110574.389, 2],
  ])('%s', (_label, a, b, metres, digits) => {
    expect(geodesicDistance(a, b)).toBeCloseTo(metres, digits);
  });

  it('is symmetric', () => {
    expect(geodesicDistance(buninyong, flindersPeak)).toBeCloseTo(geodesicDistance(flindersPeak, buninyong), 6);
  });

  it('measures 20 m to the centimetre: 20 grid metres on the central meridian are 20/0.9996 m', () => {
    const a = mgaToLatLng({ easting: 500000, northing: 6250000, zone: 56 });
    const b = mgaToLatLng({ easting: 500000, northing: 6250020, zone: 56 });
    // 6-decimal rounding of the points moves each by at most 5 cm of latitude.
    expect(Math.abs(geodesicDistance(a, b) - 20 / 0.9996)).toBeLessThan(0.11);
  });

  it('is exact to the centimetre for unrounded points 20 m apart along a meridian', () => {
    // A metre of latitude at 33°S on GRS80: meridian radius of curvature M.
    const phi = (-33 * Math.PI) / 180;
    const a = 6378137;
    const e2 = 0.00669438002290;
    const M = (a * (1 - e2)) / (1 - e2 * Math.sin(phi) ** 2) ** 1.5;
    const dLat = (20 / M) * (180 / Math.PI);
    expect(geodesicDistance({ latitude: -33, longitude: 151 }, { latitude: -33 + dLat, longitude: 151 })).toBeCloseTo(20, 2);
  });

  it('returns NaN for nearly antipodal points where the iteration fails', () => {
    expect(geodesicDistance({ latitude: 0, longitude: 0 }, { latitude: 0.5, longitude: 179.7 })).toBeNaN();
  });

  it('distanceMetres rounds to centimetres', () => {
    expect(distanceMetres(flindersPeak, buninyong)).toBe(54972.27);
  });

  it.each<[number | null | undefined, boolean]>([
    [20, false],
    [20.01, true],
    [null, false],
    [undefined, false],
  ])('isBeyondWarningDistance(%s) is %s', (d, beyond) => {
    expect(isBeyondWarningDistance(d)).toBe(beyond);
  });
});
