import { describe, expect, it } from 'vitest';
import { geodesicDistance } from './distance';
import {
  gda94ToGda2020,
  latLngToMga,
  mgaEpsgCode,
  mgaProjection,
  mgaToLatLng,
  validateMga,
  zoneForLongitude,
  type MgaInput,
  type MgaZone,
} from './mga';

describe('MGA zones', () => {
  it.each<[number, MgaZone | null]>([
    [140.995306, 54],
    [143.99, 54],
    [144, 55],
    [149.99, 55],
    [150, 56],
    [153.63873, 56],
    [130, null],
    [156, null],
  ])('zoneForLongitude(%f) is %s', (longitude, zone) => {
    expect(zoneForLongitude(longitude)).toBe(zone);
  });

  it.each<[MgaZone, 'GDA2020' | 'GDA94', string]>([
    [54, 'GDA2020', 'EPSG:7854'],
    [56, 'GDA2020', 'EPSG:7856'],
    [55, 'GDA94', 'EPSG:28355'],
  ])('mgaEpsgCode(%i, %s) is %s', (zone, datum, code) => {
    expect(mgaEpsgCode(zone, datum)).toBe(code);
  });

  it('defines zones as south UTM on GRS80', () => {
    expect(mgaProjection(55, 'GDA2020')).toContain('+proj=utm +zone=55 +south +ellps=GRS80');
    expect(mgaProjection(55, 'GDA94')).toContain('+towgs84=0.06155,-0.01087,-0.04019');
  });
});

describe('validateMga', () => {
  it.each<[MgaInput, string | null]>([
    [{ easting: 273741.297, northing: 5796489.777, zone: 55 }, null],
    [{ easting: null, northing: 5796489.777, zone: 55 }, 'Please enter Easting, Northing and Zone.'],
    [{ easting: 273741, northing: null, zone: 55 }, 'Please enter Easting, Northing and Zone.'],
    [{ easting: 273741, northing: 5796489, zone: null }, 'Please enter Easting, Northing and Zone.'],
    [{ easting: 273741, northing: 5796489, zone: 53 }, 'Zone must be 54, 55 or 56.'],
  ])('%j', (input, message) => {
    expect(validateMga(input)).toEqual(message === null ? [] : [{ path: 'mga', message, severity: 'error' }]);
  });
});

describe('MGA <-> latitude/longitude', () => {
  // Flinders Peak, the GDA technical manual's worked example (same grid maths in GDA94 and GDA2020).
  const flinders = { latitude: -37.951033417, longitude: 144.424867889 };

  it('projects Flinders Peak to the manual\'s grid coordinates (GDA2020 grid, no shift)', () => {
    const mga = latLngToMga(flinders);
    expect(mga?.zone).toBe(55);
    expect(mga?.easting).toBeCloseTo(273741.297, 2);
    expect(mga?.northing).toBeCloseTo(5796489.777, 2);
  });

  it('inverts the grid back to 6-decimal degrees', () => {
    expect(mgaToLatLng({ easting: 273741.297, northing: 5796489.777, zone: 55 })).toEqual({
      latitude: -37.951033,
      longitude: 144.424868,
    });
  });

  it('honours a forced zone', () => {
    expect(latLngToMga({ latitude: -33, longitude: 150.1 }, 'GDA2020', 55)?.zone).toBe(55);
  });

  it('returns null outside zones 54-56', () => {
    expect(latLngToMga({ latitude: -33, longitude: 130 })).toBeNull();
  });

  it('shifts a GDA94 grid coordinate about 1.5 m north-east into GDA2020', () => {
    const gda94Grid = { easting: 334368.6336, northing: 6250948.3454, zone: 56 as const };
    const asGda2020 = mgaToLatLng(gda94Grid, 'GDA2020');
    const fromGda94 = mgaToLatLng(gda94Grid, 'GDA94');
    expect(fromGda94.latitude).toBeGreaterThan(asGda2020.latitude);
    expect(fromGda94.longitude).toBeGreaterThan(asGda2020.longitude);
    expect(geodesicDistance(asGda2020, fromGda94)).toBeGreaterThan(1.3);
    expect(geodesicDistance(asGda2020, fromGda94)).toBeLessThan(1.8);
  });

  it('GDA2020 point to GDA94 grid moves the grid coordinate south-west by the same shift', () => {
    const at = { latitude: -33.865143, longitude: 151.2099 };
    const g20 = latLngToMga(at, 'GDA2020');
    const g94 = latLngToMga(at, 'GDA94');
    expect(g20 && g94 && g20.northing - g94.northing).toBeGreaterThan(1);
  });

  it('gda94ToGda2020 applies EPSG:8048 (about 1.5 m)', () => {
    const shifted = gda94ToGda2020({ latitude: -33, longitude: 151 });
    const metres = geodesicDistance({ latitude: -33, longitude: 151 }, shifted);
    expect(metres).toBeGreaterThan(1.3);
    expect(metres).toBeLessThan(1.8);
  });
});
