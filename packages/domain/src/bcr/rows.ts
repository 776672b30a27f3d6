import { ROW_STATUS, type RowStatus } from './codes';

export interface RowBase {
  status: RowStatus;
  sequence?: number | null;
}

export interface RowList<R extends RowBase> {
  rows: R[];
  deleted: R[];
}

/** Deleted rows are hidden and never validated. */
export function activeRows<R extends RowBase>(rows: readonly R[]): R[] {
  return rows.filter((row) => row.status !== ROW_STATUS.deleted);
}

/** An active row and its index in the form's array, deleted rows included: the index its paths use. */
export interface RowEntry<R> {
  row: R;
  index: number;
}

/**
 * The active rows with their form indexes. Rules number paths by these indexes, never by position among
 * active rows, so an error lands on the row the user sees even when a row above was deleted.
 */
export function activeEntries<R extends RowBase>(rows: readonly R[]): RowEntry<R>[] {
  // A loop, not flatMap: the rules ask for every section's entries many times on every GET.
  const entries: RowEntry<R>[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    if (row.status !== ROW_STATUS.deleted) entries.push({ row, index });
  }
  return entries;
}

/**
 * Removing the last visible row of a form array that keeps deleted rows in place: a new row is dropped
 * outright; a saved one stays in the array, marked deleted, so the server deletes it.
 */
export function removeLastActive<R extends RowBase>(rows: readonly R[]): R[] {
  const last = activeEntries(rows).pop();
  if (!last) return [...rows];
  if (last.row.status === ROW_STATUS.new) return rows.filter((_, i) => i !== last.index);
  return rows.map((row, i) => (i === last.index ? { ...row, status: ROW_STATUS.deleted } : row));
}

/** Each list starts with one empty new row. */
export function initialRows<R extends RowBase>(blank: () => R): R[] {
  return [blank()];
}

/** Add-next only on the last row, and only once it is saved (gravel pack: existing only). */
export function canAddNext(
  rows: readonly RowBase[],
  index: number,
  options: { existingOnly?: boolean } = {},
): boolean {
  if (index !== rows.length - 1) return false;
  const status = rows[index]?.status;
  if (status === ROW_STATUS.existing) return true;
  return options.existingOnly !== true && status === ROW_STATUS.newmodify;
}

export function canRemove(rows: readonly RowBase[], index: number): boolean {
  return rows.length > 0 && index === rows.length - 1;
}

/** An edited saved row becomes newmodify; a new row stays new until saved. */
export function markEdited<R extends RowBase>(row: R): R {
  return row.status === ROW_STATUS.existing ? { ...row, status: ROW_STATUS.newmodify } : row;
}

/** A removed new row is dropped outright; a saved one moves to the deleted list. */
export function removeLastRow<R extends RowBase>(list: RowList<R>): RowList<R> {
  const last = list.rows[list.rows.length - 1];
  if (!last) return list;
  const rows = list.rows.slice(0, -1);
  if (last.status === ROW_STATUS.new) return { rows, deleted: list.deleted };
  return { rows, deleted: [...list.deleted, { ...last, status: ROW_STATUS.deleted }] };
}

/** After a save every kept row is existing, numbered in order. */
export function markSaved<R extends RowBase>(rows: readonly R[]): R[] {
  return rows.map((row, i) => ({ ...row, status: ROW_STATUS.existing, sequence: i + 1 }));
}

/** Saved rows exist when any row is existing or newmodify. */
export function hasSavedRows(rows: readonly RowBase[]): boolean {
  return rows.some((r) => r.status === ROW_STATUS.existing || r.status === ROW_STATUS.newmodify);
}
