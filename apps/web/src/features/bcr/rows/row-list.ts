import {
  ROW_STATUS,
  activeEntries,
  canAddNext,
  canRemove,
  removeLastActive,
  type RowBase,
  type RowStatus,
} from '@driller/domain';

/** How the table shows one row of the form's array (deleted rows stay in the array, hidden). */
export interface RowView {
  index: number;
  /** 1-based number among the visible rows ("Row No#n" on the review page). */
  number: number;
  canAddNext: boolean;
  canRemove: boolean;
  /** Save & Add is offered from the last visible row only (add-next's place). */
  isLast: boolean;
}

/** The visible rows with the actions the row lifecycle allows (spec 2 section 4, domain rows.ts). */
export function rowViews(rows: readonly RowBase[], options: { existingOnly?: boolean } = {}): RowView[] {
  const active = activeEntries(rows);
  const statuses = active.map((e) => e.row);
  return active.map(({ index }, position) => ({
    index,
    number: position + 1,
    canAddNext: canAddNext(statuses, position, options),
    canRemove: canRemove(statuses, position),
    isLast: position === active.length - 1,
  }));
}

/**
 * Whether a row's editor offers Save & Add: only from the last visible row (add-next's place). A new row
 * qualifies, as its Save makes it newmodify, except where add-next needs a row already saved to the
 * server (gravel pack: "existing only", spec 2 section 4); `status` is the row's as the editor opens.
 */
export function offersSaveAndAdd(status: RowStatus, isLast: boolean, options: { existingOnly?: boolean } = {}): boolean {
  return isLast && (options.existingOnly !== true || status === ROW_STATUS.existing);
}

/**
 * A row saved from its modal or panel is no longer an untouched blank: a new row becomes newmodify (so
 * add-next is offered at once), a saved one newmodify (the domain's markEdited).
 */
export function editedStatus<R extends RowBase>(row: R): R {
  return row.status === ROW_STATUS.newmodify ? row : { ...row, status: ROW_STATUS.newmodify };
}

/** Where a row added after `afterIndex` goes: right after it, before any hidden deleted rows. */
export function insertionIndex(rows: readonly RowBase[], afterIndex: number | null): number {
  if (afterIndex !== null) return afterIndex + 1;
  const last = activeEntries(rows).pop();
  return last ? last.index + 1 : rows.length;
}

/** The rows with `row` written at `index`: replacing the row there, or inserted when `isNew`. */
export function withRow<R>(rows: readonly R[], index: number, row: R, isNew: boolean): R[] {
  const next = [...rows];
  next.splice(index, isNew ? 0 : 1, row);
  return next;
}

/** The visible row before `index` (a new row's previous row: its from-depth comes from there). */
export function previousActive<R extends RowBase>(rows: readonly R[], index: number): R | undefined {
  return activeEntries(rows)
    .filter((e) => e.index < index)
    .pop()?.row;
}

/** The visible row after `index`. */
export function nextActive<R extends RowBase>(rows: readonly R[], index: number): { row: R; index: number } | undefined {
  return activeEntries(rows).find((e) => e.index > index);
}

export interface FromLink {
  fromKey: string;
  toKey: string;
  /** Whether the user may type the next row's from-depth (domain isFromDepthEditable); if not, it follows. */
  nextFromEditable: boolean;
}

/**
 * Non-regulators have from-depths auto-linked (spec 2 section 6): when a row's "To" changes, the next
 * row's "From", which they cannot type, follows it; that row is then edited too.
 */
export function relinkNextFrom<R extends RowBase>(rows: readonly R[], index: number, link: FromLink): R[] {
  const next = nextActive(rows, index);
  const to = (rows[index] as Record<string, unknown> | undefined)?.[link.toKey];
  if (!next || link.nextFromEditable || (next.row as Record<string, unknown>)[link.fromKey] === to) return [...rows];
  const linked = editedStatus({ ...next.row, [link.fromKey]: to });
  return withRow(rows, next.index, linked, false);
}

/** Remove (last visible row only): a new row is dropped, a saved one kept in the array marked deleted. */
export const removeLastRow = removeLastActive;
