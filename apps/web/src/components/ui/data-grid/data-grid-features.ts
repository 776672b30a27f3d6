import {
  type RowData,
  columnFilteringFeature,
  columnResizingFeature,
  columnSizingFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';

/**
 * The features every DataGrid has: sorting, per-column text filters and resizable columns, processed
 * in the browser. Kept at module scope: TanStack Table v9 rebuilds its models when this changes.
 */
export const dataGridFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text },
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  columnSizingFeature,
  columnResizingFeature,
});

export type DataGridFeatures = typeof dataGridFeatures;

/** Column helper typed for DataGrid rows. */
export function dataGridColumns<T extends RowData>() {
  return createColumnHelper<DataGridFeatures, T>();
}
