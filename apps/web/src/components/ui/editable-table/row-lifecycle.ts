import { activeEntries, canAddNext, canRemove, removeLastActive, type RowBase } from '@driller/domain';
import type { EditableRowView } from './editable-table';

/** The few field-array operations the lifecycle needs (react-hook-form's useFieldArray provides them). */
export interface RowArray<R> {
  fields: readonly { id: string }[];
  append: (row: R) => void;
  insert: (index: number, row: R) => void;
  remove: (index: number) => void;
  replace: (rows: R[]) => void;
}

export interface RowLifecycle<R> {
  views: EditableRowView[];
  /** Adds a row after row `index` (add-next is only offered on the last visible row). */
  addNext: (index: number, row: R) => void;
  /** Removes the last visible row: a new row is dropped, a saved one kept in the array marked deleted. */
  removeLast: () => void;
}

/**
 * The BCR row lifecycle (spec 2 "Row lifecycle", the domain's rows.ts) over a react-hook-form array whose
 * deleted rows stay in place, hidden, so paths keep naming the row the user sees and the server deletes them.
 */
export function statusRowLifecycle<R extends RowBase>(
  array: RowArray<R>,
  rows: readonly R[],
  options: { existingOnly?: boolean } = {},
): RowLifecycle<R> {
  const active = activeEntries(rows);
  const activeRowsOnly = active.map((e) => e.row);
  const positionOf = new Map(active.map((e, position) => [e.index, position]));
  const views = array.fields.map((field, index) => {
    const position = positionOf.get(index);
    return {
      key: field.id,
      hidden: position === undefined,
      canAddNext: position !== undefined && canAddNext(activeRowsOnly, position, options),
      canRemove: position !== undefined && canRemove(activeRowsOnly, position),
    };
  });
  return {
    views,
    addNext: (index, row) => array.insert(index + 1, row),
    removeLast: () => array.replace(removeLastActive(rows)),
  };
}
