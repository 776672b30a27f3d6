import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { GRID_HEIGHT_PX } from '@driller/domain';
import { DataGrid, type DataGridProps } from '../../../components/ui/data-grid/data-grid';
import { GridPager, usePagedRows } from './grid-pager';

/**
 * A grid of a list the server sent whole (the company list, a company's drillers): a fixed number of
 * rows a page, 400 px high, Previous/Next under it.
 */
export function PagedGrid<T extends RowData>({
  label,
  rows,
  pageSize,
  columns,
  emptyText,
  testId,
  pagerLabel,
}: Pick<DataGridProps<T>, 'label' | 'columns' | 'emptyText' | 'testId'> & {
  rows: readonly T[];
  pageSize: number;
  /** Names the pages for screen readers ("… pages"); the grid's label unless given. */
  pagerLabel?: string;
}) {
  const paged = usePagedRows(rows, pageSize);
  return (
    <>
      <DataGrid
        label={label}
        data={paged.rows}
        columns={columns}
        height={GRID_HEIGHT_PX}
        emptyText={emptyText}
        testId={testId}
      />
      <GridPager {...paged} label={pagerLabel ?? label} />
    </>
  );
}

/** A small outlined button in a grid row (Edit, Remove, Cancel); `label` names the row for screen readers. */
export function RowButton({
  label,
  onClick,
  children,
}: {
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="nsw-button nsw-button--dark-outline nsw-button--small"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
