import { error, type Issue } from '../common/issue';
import { roundCoordinate } from './coordinates';

/** Degrees, minutes and seconds as typed: the page always means South latitude and East longitude. */
export interface Dms {
  degrees: number | null;
  minutes: number | null;
  seconds: number | null;
}

export interface DmsPair {
  south: Dms;
  east: Dms;
}

/** Decision (docs/decisions.md): the spec asks for all six fields but words no message. */
export const DMS_MESSAGES = {
  incomplete: 'Please enter degree, minute and second for both South and East.',
  outOfRange: 'Minutes and seconds must be less than 60.',
} as const;

const filled = (v: number | null): v is number => v !== null && Number.isFinite(v);

function isComplete(dms: Dms): boolean {
  return filled(dms.degrees) && filled(dms.minutes) && filled(dms.seconds);
}

function inRange(dms: Dms): boolean {
  return (dms.minutes ?? 0) >= 0 && (dms.minutes ?? 0) < 60 && (dms.seconds ?? 0) >= 0 && (dms.seconds ?? 0) < 60;
}

/** All of D/M/S for both South and East must be filled before converting. */
export function validateDms(pair: DmsPair, path = 'dms'): Issue[] {
  if (!isComplete(pair.south) || !isComplete(pair.east)) return [error(path, DMS_MESSAGES.incomplete)];
  if (!inRange(pair.south) || !inRange(pair.east)) return [error(path, DMS_MESSAGES.outOfRange)];
  return [];
}

function unsignedDecimal(dms: Dms): number {
  return Math.abs(dms.degrees ?? 0) + (dms.minutes ?? 0) / 60 + (dms.seconds ?? 0) / 3600;
}

/** South/East DMS to signed decimal degrees (South negative), 6 decimals; null when incomplete. */
export function dmsToDecimal(pair: DmsPair): { latitude: number; longitude: number } | null {
  if (validateDms(pair).length > 0) return null;
  return {
    latitude: roundCoordinate(-unsignedDecimal(pair.south)),
    longitude: roundCoordinate(unsignedDecimal(pair.east)),
  };
}

/** One signed decimal angle to whole degrees, whole minutes and seconds to 3 decimals (3 cm, so 6-decimal degrees round-trip). */
export function decimalToDms(value: number): { degrees: number; minutes: number; seconds: number } {
  const abs = Math.abs(value);
  let degrees = Math.floor(abs);
  let minutes = Math.floor((abs - degrees) * 60);
  let seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 1000) / 1000;
  // Rounding can carry 59.995" up to 60": carry it into minutes and degrees so the fields stay valid.
  if (seconds >= 60) {
    seconds = 0;
    minutes += 1;
  }
  if (minutes >= 60) {
    minutes = 0;
    degrees += 1;
  }
  return { degrees, minutes, seconds };
}

/** Latitude/longitude in decimal degrees to the page's South and East DMS fields. */
export function latLngToDms(latitude: number, longitude: number): DmsPair {
  return { south: decimalToDms(latitude), east: decimalToDms(longitude) };
}
