// The domain's own modules, not its index: each seed worker thread would compile the whole domain.
import type { LatLng } from '@driller/domain';
import { NSW_BOUNDS, roundCoordinate } from '../../packages/domain/src/geo/coordinates';
import { NSW_REGIONS, type Region } from '../../apps/server/src/platform/db/synthetic/nsw-regions';
import type { Prng } from '../../apps/server/src/platform/db/synthetic/prng';
import { weightedPicker } from './registry';

/**
 * Where bores are: NSW's registered bores crowd the irrigation districts and the Great Artesian Basin
 * towns, thin out along the coast and in the far west. Weights per town of the synthetic register.
 */
const REGION_WEIGHT: Readonly<Record<string, number>> = {
  MOREE: 9, NARRABRI: 9, GUNNEDAH: 8, GRIFFITH: 8, HAY: 5, DENILIQUIN: 6, 'WAGGA WAGGA': 6, DUBBO: 7, FORBES: 6, PARKES: 4,
  TAMWORTH: 4, MUDGEE: 4, ORANGE: 4, WALGETT: 4, BOURKE: 3, COBAR: 1, 'BROKEN HILL': 1, YOUNG: 3, ALBURY: 3, GOULBURN: 3,
  ARMIDALE: 2, BEGA: 2, LISMORE: 3, KEMPSEY: 2, SINGLETON: 3, RICHMOND: 4,
};
const pickRegionIndex = weightedPicker(NSW_REGIONS.map((r) => REGION_WEIGHT[r.town] ?? 1));
export const pickRegion = (prng: Prng): Region => NSW_REGIONS[pickRegionIndex(prng)] ?? (NSW_REGIONS[0] as Region);

const MARGIN = 0.01;
const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min + MARGIN), max - MARGIN);

export const M_PER_DEG_LAT = 111_132;
export const mPerDegLon = (latitude: number): number => 111_320 * Math.cos((latitude * Math.PI) / 180);

/** A roughly normal offset (sum of three uniforms), in degrees. */
const spread = (prng: Prng, sigma: number) => (prng.next() + prng.next() + prng.next() - 1.5) * 2 * sigma;

/** A property's position: around its town (sigma about 45 km), one in ten anywhere in the state. */
export function propertyOrigin(prng: Prng, region: Region): LatLng {
  const anywhere = prng.chance(0.1);
  const latitude = anywhere ? prng.between(NSW_BOUNDS.minLatitude, NSW_BOUNDS.maxLatitude) : region.latitude + spread(prng, 0.4);
  const longitude = anywhere ? prng.between(NSW_BOUNDS.minLongitude, NSW_BOUNDS.maxLongitude) : region.longitude + spread(prng, 0.5);
  return {
    latitude: roundCoordinate(clamp(latitude, NSW_BOUNDS.minLatitude, NSW_BOUNDS.maxLatitude)),
    longitude: roundCoordinate(clamp(longitude, NSW_BOUNDS.minLongitude, NSW_BOUNDS.maxLongitude)),
  };
}

/** A point `metres` away from `at` in a random direction, kept inside the state's bounds. */
export function near(prng: Prng, at: LatLng, minMetres: number, maxMetres: number): LatLng {
  const metres = prng.between(minMetres, maxMetres);
  const angle = prng.between(0, 2 * Math.PI);
  return {
    latitude: roundCoordinate(clamp(at.latitude + (metres * Math.sin(angle)) / M_PER_DEG_LAT, NSW_BOUNDS.minLatitude, NSW_BOUNDS.maxLatitude)),
    longitude: roundCoordinate(clamp(at.longitude + (metres * Math.cos(angle)) / mPerDegLon(at.latitude), NSW_BOUNDS.minLongitude, NSW_BOUNDS.maxLongitude)),
  };
}

/** Metres between two nearby points (equirectangular: exact enough for tens of metres). */
export function metresBetween(a: LatLng, b: LatLng): number {
  const dy = (a.latitude - b.latitude) * M_PER_DEG_LAT;
  const dx = (a.longitude - b.longitude) * mPerDegLon(a.latitude);
  return Math.round(Math.hypot(dx, dy) * 100) / 100;
}

/** The lot a work sits in: a rectangle around it, and its bounding box. */
export function lotAround(prng: Prng, at: LatLng): { ring: number[][]; bbox: [number, number, number, number] } {
  const west = at.longitude - prng.between(40, 300) / mPerDegLon(at.latitude);
  const east = at.longitude + prng.between(40, 300) / mPerDegLon(at.latitude);
  const south = at.latitude - prng.between(40, 300) / M_PER_DEG_LAT;
  const north = at.latitude + prng.between(40, 300) / M_PER_DEG_LAT;
  const [w, e, s, n] = [west, east, south, north].map(roundCoordinate) as [number, number, number, number];
  return { ring: [[w, s], [e, s], [e, n], [w, n], [w, s]], bbox: [w, s, e, n] };
}
