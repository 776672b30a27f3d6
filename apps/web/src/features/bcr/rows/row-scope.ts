import { ROW_STATUS, activeEntries, type RowBase } from '@driller/domain';

/**
 * A row section can show part of its form array (one pipe's water entry design or pumping tests, spec 2
 * "multi-pipe handling"): rows outside the scope stay in the array, where the save sends them, but the
 * row lifecycle treats them as hidden, so add-next, remove, the new row's previous row and the linked
 * from-depth all work within the scope.
 */
export type RowScope<R> = (row: R) => boolean;

const hidden = (row: RowBase) => row.status === ROW_STATUS.deleted;

/** The rows as one scope's lifecycle sees them: rows outside it marked deleted, in place (same indexes). */
export function scopedRows<R extends RowBase>(rows: readonly R[], inScope: RowScope<R> | undefined): R[] {
  if (!inScope) return [...rows];
  return rows.map((r) => (hidden(r) || inScope(r) ? r : { ...r, status: ROW_STATUS.deleted }));
}

/** A same-length write made on the scoped rows, with the rows outside the scope as they were. */
export function unscoped<R extends RowBase>(written: readonly R[], original: readonly R[], inScope: RowScope<R> | undefined): R[] {
  if (!inScope) return [...written];
  return written.map((row, i) => {
    const before = original[i];
    return before && !hidden(before) && !inScope(before) ? before : row;
  });
}

/** Removes the scope's last visible row: a new row is dropped outright, a saved one stays marked deleted. */
export function removeLastInScope<R extends RowBase>(rows: readonly R[], inScope: RowScope<R> | undefined): R[] {
  const last = activeEntries(scopedRows(rows, inScope)).pop();
  if (!last) return [...rows];
  if (last.row.status === ROW_STATUS.new) return rows.filter((_, i) => i !== last.index);
  return rows.map((row, i) => (i === last.index ? { ...row, status: ROW_STATUS.deleted } : row));
}

/** Where the row at (or going to) `index` stands among the scope's visible rows: 0 for the first. */
export function positionInScope<R extends RowBase>(rows: readonly R[], index: number, inScope: RowScope<R> | undefined): number {
  return activeEntries(scopedRows(rows, inScope)).filter((e) => e.index < index).length;
}
