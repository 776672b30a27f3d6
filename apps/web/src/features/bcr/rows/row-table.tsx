import type { ReactNode } from 'react';
import { BCR_MESSAGES, fieldPath, isOnRow, type Issue } from '@driller/domain';
import { EditableTable, type EditableColumn } from '../../../components/ui/editable-table/editable-table';
import { codeName, type CodeOption } from './code-select';
import { bcrFieldId } from '../wizard/field-ids';
import type { RowView } from './row-list';

export interface RowColumn<R> {
  key: string;
  header: string;
  width?: string;
  /** A code list: the cell shows the code's name. */
  options?: readonly CodeOption[];
  /** A cell shown otherwise (calculated values). */
  format?: (row: R, index: number) => ReactNode;
}

export interface RowTableProps<R> {
  /** The section's title: the table's accessible name. */
  label: string;
  /** The array's path in the report ('lithology'). */
  section: string;
  rows: readonly R[];
  views: readonly RowView[];
  columns: readonly RowColumn<R>[];
  issues: readonly Issue[];
  /** Read-only or refreshing (spec 2: edit and delete are disabled while the BCR reloads). */
  disabled: boolean;
  onAddFirst: () => void;
  onEdit: (index: number) => void;
  onAddNext: (index: number) => void;
  onRemove: () => void;
  wide?: boolean;
}

const cellText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * A row section's table (spec 2 section 2): rows shown read-only, each cell carrying its field's id so an
 * error-summary link lands on it and its error under it; Remove and Add next on the last row only, Edit
 * on each; an empty section offers its first row.
 */
export function RowTable<R>({ label, section, rows, views, columns, issues, disabled, onAddFirst, onEdit, onAddNext, onRemove, wide }: RowTableProps<R>) {
  const byIndex = new Map(views.map((v) => [v.index, v]));
  const errorAt = (path: string) => issues.find((i) => i.severity === 'error' && i.path === path)?.message;
  const tableColumns: EditableColumn[] = columns.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width,
    render: (index) => {
      const row = rows[index] as Record<string, unknown> | undefined;
      const path = fieldPath(section, index, c.key);
      const error = errorAt(path);
      const value = c.format ? c.format(rows[index] as R, index) : c.options ? codeName(c.options, row?.[c.key]) : cellText(row?.[c.key]);
      return (
        <span id={bcrFieldId(path)} tabIndex={-1} className="app-row-cell">
          {value}
          {error ? <span className="app-row-cell__error">{error}</span> : null}
        </span>
      );
    },
  }));
  const tableRows = rows.map((_, index) => {
    const view = byIndex.get(index);
    return {
      key: `${section}-${index}`,
      hidden: view === undefined,
      canAddNext: view?.canAddNext ?? false,
      canRemove: view?.canRemove ?? false,
      id: bcrFieldId(fieldPath(section, index)),
      invalid: issues.some((i) => i.severity === 'error' && isOnRow(i.path, section, index)),
    };
  });
  return (
    <EditableTable
      label={label}
      id={bcrFieldId(section)}
      columns={tableColumns}
      rows={tableRows}
      emptyText={BCR_MESSAGES.noData}
      disabled={disabled}
      add={views.length === 0 ? { label: 'Add row', onPress: onAddFirst } : undefined}
      edit={{ label: 'Edit', onPress: onEdit }}
      addNext={{ label: 'Add next', onPress: onAddNext }}
      remove={{ label: 'Remove', onPress: onRemove }}
      wide={wide}
    />
  );
}
