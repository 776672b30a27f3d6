/**
 * Licence dates as ISO 'yyyy-MM-dd' strings: the rules compare days, not instants, so a plain string
 * avoids time zones. 'Today' is always a parameter, which keeps every rule pure and testable.
 * Display parsing and formatting (dd/MM/yyyy) are common/dates.ts.
 */
import { daysInMonth } from '../common/dates';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return m !== null && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Adds whole years; 29 February falls back to 28 February in a common year. */
export function addYears(isoDate: string, years: number): string {
  const m = ISO_DATE.exec(isoDate);
  if (!m) throw new Error(`not an ISO date: ${isoDate}`);
  const year = Number(m[1]) + years;
  const month = Number(m[2]);
  const day = Math.min(Number(m[3]), daysInMonth(year, month));
  return iso(year, month, day);
}

/** ISO strings of one length compare like the days they name. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
