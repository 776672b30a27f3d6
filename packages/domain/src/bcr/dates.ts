import { daysInMonth } from '../common/dates';

/**
 * Dates travel as ISO calendar dates (yyyy-mm-dd; a longer ISO timestamp is cut to its date) and are
 * shown DD/MM/YYYY by common/dates' formatDate. Day arithmetic in UTC so time zones never move a date.
 */
const MS_PER_DAY = 86_400_000;
const ZERO = 48;

/** The number of the two to four ASCII digits at [from, to) of `text`, or -1 when any is not a digit. */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (the days-from-civil algorithm, March-based years). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/**
 * The day number of an ISO date (its first ten characters, yyyy-mm-dd), or null when they are not a real
 * calendar day. Arithmetic on the characters: the rules compare dates of every row on every GET, and a
 * regular expression and a Date for each took a few per cent of it. Years 0-99 are read as 1900-1999, as
 * Date.UTC read them before.
 */
export function isoDateToDays(iso: string): number | null {
  if (iso.length < 10 || iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45) return null;
  const y = digits(iso, 0, 4);
  const month = digits(iso, 5, 7);
  const day = digits(iso, 8, 10);
  if (y < 0 || month < 1 || month > 12 || day < 1) return null;
  return day > daysInMonth(y, month) ? null : daysFromCivil(y <= 99 ? 1900 + y : y, month, day);
}

/** a minus b in days, or null when either is missing or not a date. */
export function daysBetween(a: string | null | undefined, b: string | null | undefined): number | null {
  if (!a || !b) return null;
  const da = isoDateToDays(a);
  const db = isoDateToDays(b);
  return da === null || db === null ? null : da - db;
}

export function isAfter(a: string | null | undefined, b: string | null | undefined): boolean {
  const diff = daysBetween(a, b);
  return diff !== null && diff > 0;
}

/** The same calendar day `years` later (29 February falls to 28 February). */
export function addCalendarYears(iso: string, years: number): string {
  const days = isoDateToDays(iso);
  if (days === null) return iso;
  const d = new Date(days * MS_PER_DAY);
  const target = new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}
