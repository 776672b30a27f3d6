import proj4 from 'proj4';
import { error, type Issue } from '../common/issue';
import { roundCoordinate, type LatLng } from './coordinates';

/** MGA zones covering NSW (spec 1 section 9: "Easting zones 54, 55, 56"). */
export const MGA_ZONES = [54, 55, 56] as const;
export type MgaZone = (typeof MGA_ZONES)[number];

export type Datum = 'GDA2020' | 'GDA94';

/** GDA94 -> GDA2020 (EPSG:8048, position-vector convention as proj4 expects; about 1.5 m). */
export const GDA94_TO_GDA2020_TOWGS84 =
  '+towgs84=0.06155,-0.01087,-0.04019,0.0394924,0.0327221,0.0328979,-0.009994';

// GDA2020 is the pivot (zero shift). Both sides must carry datum parameters, or proj4 skips the shift.
const DATUM_PARAMS: Record<Datum, string> = {
  GDA2020: '+towgs84=0,0,0,0,0,0,0',
  GDA94: GDA94_TO_GDA2020_TOWGS84,
};

/** EPSG codes: MGA2020 zones are 7854-7856, MGA94 zones 28354-28356. */
export function mgaEpsgCode(zone: MgaZone, datum: Datum): string {
  return datum === 'GDA2020' ? `EPSG:${7800 + zone}` : `EPSG:${28300 + zone}`;
}

/** The proj4 definition of an MGA zone in a datum. */
export function mgaProjection(zone: MgaZone, datum: Datum): string {
  return `+proj=utm +zone=${zone} +south +ellps=GRS80 ${DATUM_PARAMS[datum]} +units=m +no_defs`;
}

export function geographicProjection(datum: Datum): string {
  return `+proj=longlat +ellps=GRS80 ${DATUM_PARAMS[datum]} +no_defs`;
}

export interface Mga {
  easting: number;
  northing: number;
  zone: MgaZone;
}

/** Decision (docs/decisions.md): the spec requires all three fields but words no message. */
export const MGA_MESSAGES = {
  incomplete: 'Please enter Easting, Northing and Zone.',
  zone: 'Zone must be 54, 55 or 56.',
} as const;

export function isMgaZone(value: unknown): value is MgaZone {
  return typeof value === 'number' && (MGA_ZONES as readonly number[]).includes(value);
}

/** The UTM zone of a longitude (6-degree zones), limited to NSW's 54-56; null outside them. */
export function zoneForLongitude(longitude: number): MgaZone | null {
  const zone = Math.floor((longitude + 180) / 6) + 1;
  return isMgaZone(zone) ? zone : null;
}

export interface MgaInput {
  easting: number | null;
  northing: number | null;
  zone: number | null;
}

/** Easting, northing and zone must all be filled, and the zone be 54, 55 or 56, before converting. */
export function validateMga(input: MgaInput, path = 'mga'): Issue[] {
  const { easting, northing, zone } = input;
  if (easting === null || northing === null || zone === null) return [error(path, MGA_MESSAGES.incomplete)];
  if (!isMgaZone(zone)) return [error(path, MGA_MESSAGES.zone)];
  return [];
}

/**
 * Grid to GDA2020 latitude/longitude (6 decimals). `datum` names the grid's datum: a GDA94 grid
 * coordinate is shifted, so the portal stores every location once, in GDA2020.
 */
export function mgaToLatLng(mga: Mga, datum: Datum = 'GDA2020'): LatLng {
  const [longitude, latitude] = proj4(mgaProjection(mga.zone, datum), geographicProjection('GDA2020'), [
    mga.easting,
    mga.northing,
  ]) as [number, number];
  return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
}

/**
 * GDA2020 latitude/longitude to grid in `datum`, in the zone of the longitude unless one is given.
 * Easting and northing are kept to the millimetre. Null when the longitude is outside zones 54-56.
 */
export function latLngToMga(point: LatLng, datum: Datum = 'GDA2020', zone?: MgaZone): Mga | null {
  const target = zone ?? zoneForLongitude(point.longitude);
  if (target === null) return null;
  const [easting, northing] = proj4(geographicProjection('GDA2020'), mgaProjection(target, datum), [
    point.longitude,
    point.latitude,
  ]) as [number, number];
  const mm = (v: number): number => Math.round(v * 1000) / 1000;
  return { easting: mm(easting), northing: mm(northing), zone: target };
}

/** GDA94 latitude/longitude to GDA2020 (unrounded, for callers that keep full precision). */
export function gda94ToGda2020(point: LatLng): LatLng {
  const [longitude, latitude] = proj4(geographicProjection('GDA94'), geographicProjection('GDA2020'), [
    point.longitude,
    point.latitude,
  ]) as [number, number];
  return { latitude, longitude };
}
