import type { CSSProperties } from 'react';
import {
  useTable,
  type ColumnDef,
  type ColumnFiltersState,
  type Header,
  type OnChangeFn,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { dataGridFeatures, type DataGridFeatures } from './data-grid-features';
import './data-grid.css';

export interface DataGridProps<T extends RowData> {
  /** Names the grid for screen readers (caption). */
  label: string;
  data: T[];
  // TValue differs per column; the grid only renders them through FlexRender, so `unknown` is exact.
  columns: ColumnDef<DataGridFeatures, T, unknown>[];
  /** Fixed height in px; the body scrolls under a sticky header. */
  height?: number;
  emptyText?: string;
  testId?: string;
  /** Sorted and filtered by the server (a paged grid): `data` is shown as given, the choices reported. */
  server?: DataGridServerState;
}

/** The sort and column filters of a grid whose server sorts and filters (BCR search). */
export interface DataGridServerState {
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  filters: ColumnFiltersState;
  onFiltersChange: OnChangeFn<ColumnFiltersState>;
}

const SORT_LABEL = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column's share of the grid's width. Sizes are proportions, not pixels, so the grid fills its
 * container at 1280 px and still fits 800 px; the table's minimum width (the columns' minimum sizes)
 * is where it starts to scroll sideways instead.
 */
const share = (size: number, total: number) => `${((size / total) * 100).toFixed(3)}%`;

function HeaderCell<T extends RowData>({ header, total }: { header: Header<DataGridFeatures, T, unknown>; total: number }) {
  const column = header.column;
  const sorted = column.getIsSorted();
  const title = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
  const resize = header.getResizeHandler();
  return (
    <th
      scope="col"
      style={{ width: share(header.getSize(), total) }}
      aria-sort={column.getCanSort() ? (sorted ? SORT_LABEL[sorted] : 'none') : undefined}
      className="app-grid__th"
    >
      {column.getCanSort() ? (
        <button type="button" className="app-grid__sort" onClick={column.getToggleSortingHandler()}>
          {title}
          {/* The mark is drawn by CSS, so the header's text is the column's title alone. */}
          <span aria-hidden="true" className="app-grid__sort-mark" data-sort={sorted || 'none'} />
        </button>
      ) : (
        // A column that does not sort offers no button that does nothing.
        <span className="app-grid__title">{title}</span>
      )}
      {column.getCanFilter() ? (
        <input
          type="search"
          className="nsw-form__input app-grid__filter"
          aria-label={`Filter ${title}`}
          placeholder="Filter"
          value={String(column.getFilterValue() ?? '')}
          onChange={(e) => column.setFilterValue(e.target.value === '' ? undefined : e.target.value)}
        />
      ) : null}
      {/* A pointer-only handle, hidden from assistive technology: the header's name stays its title alone. */}
      <span
        aria-hidden="true"
        className={`app-grid__resizer${column.getIsResizing() ? ' is-resizing' : ''}`}
        onMouseDown={resize}
        onTouchStart={resize}
      />
    </th>
  );
}

/**
 * The one grid of the app (DESIGN.md): TanStack Table v9 behind the design system's table look,
 * with sortable headers, a text filter per column, drag-to-resize columns and a bounded height
 * (the rows scroll under a sticky header).
 */
export function DataGrid<T extends RowData>({ label, data, columns, height = 500, emptyText = 'No records', testId, server }: DataGridProps<T>) {
  const table = useTable({
    features: dataGridFeatures,
    columns,
    data,
    columnResizeMode: 'onChange',
    defaultColumn: { filterFn: 'includesString', sortFn: 'alphanumeric', minSize: 80 },
    ...(server
      ? {
          manualSorting: true,
          manualFiltering: true,
          state: { sorting: server.sorting, columnFilters: server.filters },
          onSortingChange: server.onSortingChange,
          onColumnFiltersChange: server.onFiltersChange,
        }
      : {}),
  });
  const rows = table.getRowModel().rows;
  // At most `height`: a short list does not leave an empty box under its last row.
  const style: CSSProperties = { maxHeight: height };
  const total = table.getTotalSize();
  const minWidth = table.getAllLeafColumns().reduce((sum, column) => sum + (column.columnDef.minSize ?? 80), 0);

  return (
    <div className="nsw-table nsw-table--bordered app-grid" style={style} data-testid={testId} tabIndex={0} role="region" aria-label={label}>
      <table style={{ width: '100%', minWidth }}>
        <caption className="sr-only">{label}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} total={total} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="app-grid__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} style={{ width: share(cell.column.getSize(), total) }}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
