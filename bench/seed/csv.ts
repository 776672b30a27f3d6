/** One CSV value for COPY ... (FORMAT csv): quoted only when it must be; null is COPY's NULL (an empty, unquoted field). */
export type CsvValue = string | number | boolean | null;

const NEEDS_QUOTES = /[",\n\r]/;

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  // An empty string must be quoted, or COPY reads NULL.
  if (value === '' || NEEDS_QUOTES.test(value)) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

export const csvRow = (values: readonly CsvValue[]): string => `${values.map(csvField).join(',')}\n`;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** A timestamptz literal with microseconds, as PostgreSQL's now() keeps them (UTC). */
export function timestamp(microseconds: number): string {
  const ms = Math.floor(microseconds / 1000);
  const iso = new Date(ms).toISOString(); // 2026-11-20T01:02:03.456Z
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}${pad(Math.floor(microseconds % 1000), 3)}+00`;
}

/** 'yyyy-MM-dd' of a millisecond instant (UTC). */
export const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
