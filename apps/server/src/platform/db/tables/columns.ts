import type { ColumnType, Generated } from 'kysely';

/** Audit columns every table carries. */
export interface Audited {
  created_at: ColumnType<Date, never, never>;
  created_by: ColumnType<string, string | undefined, never>;
  modified_at: ColumnType<Date, never, Date>;
  modified_by: ColumnType<string, string | undefined, string>;
}

export type Id = Generated<number>;
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A date column written as text (dd/MM/yyyy arrives converted) and read back as a Date. */
export type DateText = ColumnType<Date | string | null, string | null | undefined, string | null>;
