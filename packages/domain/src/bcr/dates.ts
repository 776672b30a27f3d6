/**
 * Dates travel as ISO calendar dates (yyyy-mm-dd; a longer ISO timestamp is cut to its date) and are
 * shown DD/MM/YYYY by common/dates' formatDate. Day arithmetic in UTC so time zones never move a date.
 */
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export function isoDateToDays(iso: string): number | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  // Date.UTC rolls 2024-13-45 over into 2025; a real calendar day survives the round trip.
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return Math.floor(date.getTime() / MS_PER_DAY);
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
