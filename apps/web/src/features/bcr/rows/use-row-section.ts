import { useState } from 'react';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import type { Issue, RowBase, SafeParser } from '@driller/domain';
import type { BcrFormValues } from '../wizard/bcr-form-values';
import {
  editedStatus,
  insertionIndex,
  offersSaveAndAdd,
  previousActive,
  relinkNextFrom,
  rowViews,
  withRow,
  type RowView,
} from './row-list';
import { checkRowDraft, rowErrorsFrom, type RowErrors } from './row-validation';
import { positionInScope, removeLastInScope, scopedRows, unscoped, type RowScope } from './row-scope';

/** The row open in the modal or panel: where it goes, what it starts with, the errors it opens with. */
export interface RowEditorState<R> {
  /** Changes on every opening, so the editor's form starts afresh. */
  key: number;
  index: number;
  /** The row's place among the visible rows (of its scope): 0 for the first (from-depth rules). */
  position: number;
  isNew: boolean;
  row: R;
  errors: RowErrors;
  /** Save & Add is offered: the row is (or will be) the last visible one, saved where the section asks (row-list offersSaveAndAdd). */
  canSaveAndAdd: boolean;
}

export interface RowSectionOptions<R extends RowBase> {
  /** The array's path in the report ('lithology', 'boreDevelopment.rows'). */
  section: string;
  schema: SafeParser<R>;
  /** A new row after `previous` (undefined for the first): the domain's from-depth defaults by role. */
  newRow: (previous: R | undefined, rows: readonly R[]) => R;
  /** The section's rules over the whole list (domain `<section>Issues`); errors on the edited row stop its Save. */
  check: (rows: R[]) => readonly Issue[];
  /** The page's issues from its last save, shown when a row's editor opens. */
  issues?: readonly Issue[];
  /** From-depth linking: the next row's "From" follows a changed "To" where the role may not type it. */
  fromLink?: { fromKey: string; toKey: string; editable: (position: number) => boolean };
  /** Gravel pack offers add-next on existing rows only. */
  existingOnly?: boolean;
  /** Show part of the array (one pipe's rows); the others stay in the form, hidden from this section. */
  subset?: RowScope<R>;
  /** Replaces the add-next rule, given the visible rows and the row's place (pumping test: canAddPumpingTest). */
  addable?: (rows: readonly R[], position: number) => boolean;
  /** Automatic calculations over the list (water bearing zones: thickness, cumulative yield), before checks and writes. */
  derive?: (rows: R[]) => R[];
}

export interface RowSection<R> {
  rows: R[];
  views: RowView[];
  /**
   * The section's rule errors over its rows as they stand: a saved row can break a rule through another
   * page (a shorter drilled depth), and the sidebar marks the page red for it, so the row shows it too.
   */
  standing: readonly Issue[];
  editor: RowEditorState<R> | null;
  /** Opens a new row after `afterIndex` (null: the first row of an empty section). */
  add: (afterIndex: number | null) => void;
  edit: (index: number) => void;
  /** Removes the last visible row. */
  remove: () => void;
  cancel: () => void;
  /** Whether a next row may follow the row as typed (pumping test: not under a single stage first test); Save & Add hides when not. */
  mayAddAfter?: (draft: unknown) => boolean;
  /** Checks and writes the editor's row; null when written, else the errors to show. Save & Add opens the next row. */
  save: (draft: unknown, andAdd: boolean) => RowErrors | null;
}

/**
 * One row section of the wizard's form (spec 2 sections 2 to 4): the visible rows and their actions, the
 * row being edited, and the writes back into the form (rows saved from the editor are newmodify; a
 * removed saved row stays in the array marked deleted for the server).
 */
export function useRowSection<R extends RowBase>(options: RowSectionOptions<R>): RowSection<R> {
  const { section, schema, newRow, check, issues = [], fromLink, existingOnly, subset, addable, derive = (list: R[]) => list } = options;
  const name = section as Path<BcrFormValues>;
  const { setValue } = useFormContext<BcrFormValues>();
  const rows = ((useWatch<BcrFormValues>({ name }) as R[] | undefined) ?? []) as R[];
  const [editor, setEditor] = useState<RowEditorState<R> | null>(null);
  const scoped = (list: readonly R[]) => scopedRows(list, subset);
  const baseViews = rowViews(scoped(rows), { existingOnly });
  const visible = baseViews.map((v) => rows[v.index] as R);
  const views = addable ? baseViews.map((v, position) => ({ ...v, canAddNext: v.isLast && addable(visible, position) })) : baseViews;

  const standing = check(derive(rows)).filter((i) => i.severity === 'error');
  const shown = [...issues, ...standing];

  const write = (next: R[]) => setValue(name, next as never, { shouldDirty: true });
  const open = (state: Omit<RowEditorState<R>, 'key'>) => setEditor({ ...state, key: Date.now() + Math.random() });

  function openNew(list: readonly R[], afterIndex: number | null) {
    const index = insertionIndex(scoped(list), afterIndex);
    const position = positionInScope(list, index, subset);
    const row = newRow(previousActive(scoped(list), index), list);
    open({ index, position, isNew: true, row, errors: {}, canSaveAndAdd: offersSaveAndAdd(row.status, true, { existingOnly }) });
  }

  return {
    rows,
    views,
    standing,
    editor,
    add: (afterIndex) => openNew(rows, afterIndex),
    edit: (index) => {
      const row = rows[index];
      if (!row) return;
      const isLast = views.find((v) => v.index === index)?.isLast ?? false;
      const canSaveAndAdd = offersSaveAndAdd(row.status, isLast, { existingOnly });
      open({ index, position: positionInScope(rows, index, subset), isNew: false, row, errors: rowErrorsFrom(shown, section, index), canSaveAndAdd });
    },
    remove: () => write(derive(removeLastInScope(rows, subset))),
    cancel: () => setEditor(null),
    save: (draft, andAdd) => {
      if (!editor) return null;
      const { index, isNew } = editor;
      const result = checkRowDraft({ section, schema, rows, index, isNew, draft, check: (list) => check(derive(list)) });
      if (result.errors) return result.errors;
      let next = withRow(rows, index, editedStatus(result.row), isNew);
      if (fromLink) {
        const nextFromEditable = fromLink.editable(positionInScope(next, index, subset) + 1);
        next = unscoped(relinkNextFrom(scoped(next), index, { ...fromLink, nextFromEditable }), next, subset);
      }
      next = derive(next);
      write(next);
      if (andAdd) openNew(next, index);
      else setEditor(null);
      return null;
    },
  };
}
