import { error, type Issue } from '../common/issue';

/** NSW bounds of spec 1 section 9: coordinates outside them cannot be a NSW bore. */
export const NSW_BOUNDS = {
  minLongitude: 140.995306,
  maxLongitude: 153.63873,
  minLatitude: -37.505385,
  maxLatitude: -28.157094,
} as const;

/** Decimal degrees keep 6 decimals (about 0.1 m), the precision the portal stores. */
export const COORDINATE_DECIMALS = 6;

export const GEO_MESSAGES = {
  longitudeRange: 'Enter values between 140.995306 and 153.638730 for longitude',
  latitudeRange: 'Enter values between -37.505385 and -28.157094 for latitude',
  /** Monitoring hole rows refuse more than 6 decimals instead of rounding. */
  latitudeDecimals: 'Enter latitude in degree decimals upto 6 decimal places',
  longitudeDecimals: 'Enter longitude in degree decimals upto 6 decimal places',
} as const;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Rounds to 6 decimals, as the location page does with longer input. */
export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * A coordinate as shown anywhere in the portal: always 6 decimals (the stored precision), so the same
 * point reads the same in the panels, the fields and the tables ('-32.339100', not '-32.3391').
 */
export function formatCoordinate(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : value.toFixed(COORDINATE_DECIMALS);
}

/** A number written with an optional sign and up to 6 decimals ('-33.123456', '151', '151.'). */
const DECIMAL_DEGREES = /^-?\d{1,3}(\.\d{0,6})?$/;

/** True when the text is decimal degrees with at most 6 decimals. */
export function isDecimalDegrees(text: string | number | null | undefined): boolean {
  if (text === null || text === undefined) return false;
  return DECIMAL_DEGREES.test(String(text).trim());
}

/** Typed text to a coordinate rounded to 6 decimals; null when it is not a number. */
export function parseCoordinate(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const trimmed = String(text).trim();
  if (trimmed === '' || !/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return roundCoordinate(Number(trimmed));
}

export function isLatitudeInNsw(latitude: number): boolean {
  return latitude >= NSW_BOUNDS.minLatitude && latitude <= NSW_BOUNDS.maxLatitude;
}

export function isLongitudeInNsw(longitude: number): boolean {
  return longitude >= NSW_BOUNDS.minLongitude && longitude <= NSW_BOUNDS.maxLongitude;
}

/** Range check with the spec's message; a missing value is left to the caller's mandatory rule. */
export function latitudeRangeIssue(path: string, latitude: number | null | undefined): Issue | null {
  if (latitude === null || latitude === undefined) return null;
  return isLatitudeInNsw(latitude) ? null : error(path, GEO_MESSAGES.latitudeRange);
}

export function longitudeRangeIssue(path: string, longitude: number | null | undefined): Issue | null {
  if (longitude === null || longitude === undefined) return null;
  return isLongitudeInNsw(longitude) ? null : error(path, GEO_MESSAGES.longitudeRange);
}
