/** Dates are shown dd/MM/yyyy (en-AU). Pure helpers: no clock is read here, callers pass "now". */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const AU_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A year as the spec's age calculation counts it (365 days, in ms). */
export const YEAR_MS = 31536e6;

const pad2 = (n: number): string => String(n).padStart(2, '0');

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * The days of a month (1-12; others roll over into the years around), the year read as Date.UTC reads it
 * (0-99 as 1900-1999), by arithmetic: the BCR rules check dates of every row on every GET.
 */
export function daysInMonth(year: number, month: number): number {
  const y = (year >= 0 && year <= 99 ? 1900 + year : year) + Math.floor((month - 1) / 12);
  const m = (((month - 1) % 12) + 12) % 12;
  return m === 1 && isLeapYear(y) ? 29 : MONTH_DAYS[m]!;
}

/**
 * dd/MM/yyyy of a Date (local calendar day) or of an ISO string. An ISO string's own date part is
 * used as is, so a date stored as '2024-03-05' never shifts a day in another time zone.
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const iso = ISO_DATE.exec(value);
    if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
    return formatDate(new Date(value));
  }
  if (Number.isNaN(value.getTime())) return '';
  return `${pad2(value.getDate())}/${pad2(value.getMonth() + 1)}/${value.getFullYear()}`;
}

/** 'dd/MM/yyyy' to ISO 'yyyy-MM-dd', or null when it is not a real calendar day. */
export function parseAuDate(text: string | null | undefined): string | null {
  const match = AU_DATE.exec((text ?? '').trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Whole years between two instants, counting a year as 31536e6 ms as the spec does. */
export function ageInYears(from: Date, now: Date): number {
  return Math.floor((now.getTime() - from.getTime()) / YEAR_MS);
}

/** Hour options 00 to 23 and minute options 00 to 59 of the time pickers. */
export const HOUR_OPTIONS: readonly string[] = Array.from({ length: 24 }, (_, i) => pad2(i));
export const MINUTE_OPTIONS: readonly string[] = Array.from({ length: 60 }, (_, i) => pad2(i));

/**
 * A formatter of instants in New South Wales time, made on its first use, not when its module loads. A
 * page's first Intl formatter loads the browser's locale and time zone data: made with this module, that
 * was 133 ms of the Form A page's main thread on a rural laptop (4x CPU slowdown) before "Next" could be
 * used, for a page that asks no NSW day until it is filled in. Now the first formatter the page does
 * need pays it (the signed-in menus', after "Next").
 */
export function nswFormatter(locale: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'> = {}): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Australia/Sydney' }));
}

const nswDayFormatter = nswFormatter('en-CA');

const MINUTE_MS = 60_000;
let lastDay: { minute: number; day: string } | null = null;

/**
 * The calendar day ('yyyy-MM-dd') an instant falls on in New South Wales: "today" for the date rules.
 * Every BCR load and save asks it, and Intl's formatting was 1 % of the server's CPU: the last answer is
 * kept for its minute, which lies wholly in one Sydney day (its offsets, +10:00 and +11:00, and its
 * daylight-saving changes fall on whole hours).
 */
export function nswDay(at: Date): string {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  if (!Number.isFinite(minute)) return nswDayFormatter().format(at);
  if (lastDay?.minute !== minute) lastDay = { minute, day: nswDayFormatter().format(at) };
  return lastDay.day;
}
