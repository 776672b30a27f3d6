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
}: EditableTableProps) {
  const shown = rows.map((row, index) => ({ row, index })).filter(({ row }) => !row.hidden);
  return (
    <div className="app-editable-table" id={id} tabIndex={-1} role="region" aria-label={label}>
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
                  <div className="app-editable-table__actions">
                    {addNext && row.canAddNext ? (
                      <button
                        type="button"
                        className="nsw-button nsw-button--dark-outline nsw-button--small"
                        disabled={disabled}
                        onClick={() => addNext.onPress(index)}
                      >
                        {addNext.label}
                        <span className="sr-only">{` after row ${position + 1}`}</span>
                      </button>
                    ) : null}
                    {row.canRemove ? (
                      <button
                        type="button"
                        className="nsw-button nsw-button--danger nsw-button--small"
                        disabled={disabled}
                        onClick={() => remove.onPress(index)}
                      >
                        {remove.label}
                        <span className="sr-only">{` row ${position + 1}`}</span>
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
