import type { ReactNode } from 'react';
import './editable-table.css';

export interface EditableColumn {
  /** The row field the column edits; the stacked layout labels the cell with the header. */
  key: string;
  header: string;
  /** Share of the table's width (the action column takes what its buttons need). */
  width?: string;
  render: (index: number) => ReactNode;
}

/** One row of the form's array as the table shows it. */
export interface EditableRowView {
  /** react-hook-form's field id: a stable key across re-renders. */
  key: string;
  /** Deleted rows stay in the form's array for the server but are not shown. */
  hidden: boolean;
  canAddNext: boolean;
  canRemove: boolean;
  invalid?: boolean;
  /** Element id of the row (from its field path), for error-summary links to row-wide errors. */
  id?: string;
}

export interface EditableTableProps {
  /** Accessible name of the table and its region, e.g. 'Monitoring holes'. */
  label: string;
  /** Element id of the region (from the section's field path), for error-summary links to table-wide errors. */
  id?: string;
  columns: readonly EditableColumn[];
  rows: readonly EditableRowView[];
  emptyText: string;
  disabled: boolean;
  /** The toolbar button adding a row at the end ('Add new hole'); omitted when the table adds only via add-next. */
  add?: { label: string; onPress: () => void };
  addNext?: { label: string; onPress: (index: number) => void };
  remove: { label: string; onPress: (index: number) => void };
  /** Opens the row for editing (BCR sections whose cells are read-only and edited in a modal or panel). */
  edit?: { label: string; onPress: (index: number) => void };
  /** Many columns (BCR water bearing zones): the table keeps a readable width and scrolls sideways instead. */
  wide?: boolean;
}

/**
 * The shared editable table of repeating rows (monitoring holes, the BCR sections): a row of inputs per
 * row of the form's array, add-next and remove where the row lifecycle allows them. At 1280 px every
 * column and button fits without sideways scrolling; below 900 px each row stacks as a labelled card.
 */
export function EditableTable({
  label,
  id,
  columns,
  rows,
  emptyText,
  disabled,
  add,
  addNext,
  remove,
  edit,
  wide = false,
}: EditableTableProps) {
  const shown = rows.map((row, index) => ({ row, index })).filter(({ row }) => !row.hidden);
  // A wide table scrolls sideways under its sticky actions: it takes keyboard focus so the arrow keys can
  // bring its middle columns into view (no cell of them is focusable). Others are focused only by links.
  return (
    <div className={`app-editable-table${wide ? ' app-editable-table--wide' : ''}${edit ? ' app-editable-table--row-edit' : ''}`} id={id} tabIndex={wide ? 0 : -1} role="region" aria-label={label}>
      {add ? (
        <div className="app-editable-table__toolbar">
          <button
            type="button"
            className="nsw-button nsw-button--dark-outline"
            disabled={disabled}
            onClick={add.onPress}
          >
            {add.label}
          </button>
        </div>
      ) : null}
      <table className="app-editable-table__table">
        <caption className="sr-only">{label}</caption>
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={c.width ? { width: c.width } : undefined} />
          ))}
          <col className="app-editable-table__actions-col" />
        </colgroup>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="app-editable-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            shown.map(({ row, index }, position) => (
              <tr
                key={row.key}
                id={row.id}
                tabIndex={row.id ? -1 : undefined}
                className={row.invalid ? 'app-row-error' : undefined}
              >
                {columns.map((c) => (
                  <td key={c.key} data-label={c.header}>
                    {c.render(index)}
                  </td>
                ))}
                <td className="app-editable-table__actions-cell">
                  <RowActions row={row} index={index} position={position} disabled={disabled} addNext={addNext} remove={remove} edit={edit} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

type ActionsProps = Pick<EditableTableProps, 'addNext' | 'remove' | 'edit' | 'disabled'> & {
  row: EditableRowView;
  index: number;
  position: number;
};

/** A row's buttons in the spec's order: remove (last row only), edit, add next (last row only). */
function RowActions({ row, index, position, disabled, addNext, remove, edit }: ActionsProps) {
  const button = (label: string, tone: string, onPress: (index: number) => void, suffix: string) => (
    <button type="button" className={`nsw-button ${tone} nsw-button--small`} disabled={disabled} onClick={() => onPress(index)}>
      {label}
      <span className="sr-only">{suffix}</span>
    </button>
  );
  return (
    <div className="app-editable-table__actions">
      {row.canRemove ? button(remove.label, 'nsw-button--danger', remove.onPress, ` row ${position + 1}`) : null}
      {edit ? button(edit.label, 'nsw-button--dark', edit.onPress, ` row ${position + 1}`) : null}
      {addNext && row.canAddNext ? button(addNext.label, 'nsw-button--dark-outline', addNext.onPress, ` after row ${position + 1}`) : null}
    </div>
  );
}
