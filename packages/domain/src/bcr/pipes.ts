import { ROW_STATUS } from './codes';
import { activeEntries, canAddNext, canRemove, type RowBase, type RowEntry } from './rows';

/** A row of a per-pipe list (water entry design, pumping test): the form's input may leave pipeNo out (1). */
export interface PipeRowBase extends RowBase {
  pipeNo?: number | null;
}

const pipeOf = (row: PipeRowBase): number => row.pipeNo ?? 1;

/**
 * One pipe's active rows with their indexes in the form's flat array (every pipe's rows, deleted rows
 * kept in place), so a pipe's table shows its own rows while paths keep naming the row in the array.
 */
export function pipeEntries<R extends PipeRowBase>(rows: readonly R[], pipeNo: number): RowEntry<R>[] {
  return activeEntries(rows).filter((e) => pipeOf(e.row) === pipeNo);
}

export interface PipeRowAction {
  /** The row's index in the form's array. */
  index: number;
  canAddNext: boolean;
  canRemove: boolean;
}

/**
 * Add-next and remove of each row of one pipe: the row lifecycle within that pipe's own list (only its
 * last row). `addable` replaces the add-next rule (pumping test: `canAddPumpingTest`).
 */
export function pipeRowActions<R extends PipeRowBase>(
  rows: readonly R[],
  pipeNo: number,
  addable: (pipeRows: readonly R[], position: number) => boolean = (pipeRows, position) => canAddNext(pipeRows, position),
): PipeRowAction[] {
  const entries = pipeEntries(rows, pipeNo);
  const pipeRows = entries.map((e) => e.row);
  return entries.map((e, position) => ({
    index: e.index,
    canAddNext: addable(pipeRows, position),
    canRemove: canRemove(pipeRows, position),
  }));
}

/** Where a pipe's next row goes in the flat array: after that pipe's last row, else at the end. */
export function pipeInsertIndex(rows: readonly PipeRowBase[], pipeNo: number): number {
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i];
    if (row && pipeOf(row) === pipeNo) return i + 1;
  }
  return rows.length;
}

/** Removes a pipe's last active row: a new row is dropped outright, a saved one stays marked deleted. */
export function removeLastOfPipe<R extends PipeRowBase>(rows: readonly R[], pipeNo: number): R[] {
  const last = pipeEntries(rows, pipeNo).pop();
  if (!last) return [...rows];
  if (last.row.status === ROW_STATUS.new) return rows.filter((_, i) => i !== last.index);
  return rows.map((row, i) => (i === last.index ? { ...row, status: ROW_STATUS.deleted } : row));
}

/**
 * A pipe's list starts with one empty new row (spec 2: each list starts with one; the pumping test's
 * first row is created per pipe): the rows with that blank row added when the pipe has none.
 */
export function withPipeRow<R extends PipeRowBase>(rows: readonly R[], pipeNo: number, blank: (pipeNo: number) => R): R[] {
  if (pipeEntries(rows, pipeNo).length > 0) return [...rows];
  const at = pipeInsertIndex(rows, pipeNo);
  return [...rows.slice(0, at), blank(pipeNo), ...rows.slice(at)];
}
