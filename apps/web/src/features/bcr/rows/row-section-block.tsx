import type { ReactNode } from 'react';
import { useBcrWizard } from '../wizard/wizard-context';
import { RowEditor } from './row-editor';
import { RowTable, type RowColumn } from './row-table';
import type { RowEditorState, RowSection } from './use-row-section';

export interface RowSectionBlockProps<R> {
  /** The table's name and the editor's title (the excavation modal is titled "Excavation Details"). */
  title: string;
  section: string;
  rows: RowSection<R>;
  columns: readonly RowColumn<R>[];
  /** The fields of the row being edited (given where it is: its index, whether it is new). */
  fields: ReactNode | ((editor: RowEditorState<R>) => ReactNode);
  variant?: 'modal' | 'panel';
  wide?: boolean;
}

/**
 * A row section as a page shows it: the table and the row's modal (or panel). Row actions are disabled
 * while read-only or while the BCR is being refreshed (spec 2 "Refreshing BCR data").
 */
export function RowSectionBlock<R>({ title, section, rows, columns, fields, variant = 'modal', wide }: RowSectionBlockProps<R>) {
  const { readOnly, refreshing, issues } = useBcrWizard();
  return (
    <>
      <RowTable
        label={title}
        section={section}
        rows={rows.rows}
        views={rows.views}
        columns={columns}
        issues={[...issues, ...rows.standing]}
        disabled={readOnly || refreshing}
        onAddFirst={() => rows.add(null)}
        onEdit={rows.edit}
        onAddNext={(index) => rows.add(index)}
        onRemove={rows.remove}
        wide={wide}
      />
      <RowEditor title={title} section={section} rows={rows} variant={variant}>
        {fields}
      </RowEditor>
    </>
  );
}
