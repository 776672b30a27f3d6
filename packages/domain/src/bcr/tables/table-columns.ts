import { DEFAULT_MINUTES } from '../codes';

/** A code list entry as the tables name it. */
export interface TableCodeOption {
  id: number | string;
  name: string;
}

/**
 * One column of a BCR row table: the wizard's table and the PDF read the same list (issue 10), so a
 * header or a cell's wording is written once.
 */
export interface BcrTableColumn<R> {
  key: string;
  header: string;
  /** The wizard's column width; the PDF shares the page by header length instead. */
  width?: string;
  /** A code list: the cell shows the code's name. */
  options?: readonly TableCodeOption[];
  /** A cell shown otherwise (calculated or combined values). */
  format?: (row: R) => string;
}

/** The name of a code in its list (an unknown code shows as itself, never as a blank). */
export function codeName(options: readonly TableCodeOption[], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return options.find((o) => String(o.id) === String(value))?.name ?? String(value);
}

/** A cell's text, as the wizard's table and the PDF show it. */
export function cellText<R>(column: BcrTableColumn<R>, row: R): string {
  if (column.format) return column.format(row);
  const value = (row as Record<string, unknown>)[column.key];
  if (column.options) return codeName(column.options, value);
  return value === null || value === undefined ? '' : String(value);
}

/** A duration as the tables show one: hh:mm (minutes default to 00). */
export const durationText = (hours: number | null | undefined, minutes: string | null | undefined): string =>
  hours === null || hours === undefined ? '' : `${String(hours).padStart(2, '0')}:${minutes ?? DEFAULT_MINUTES}`;
