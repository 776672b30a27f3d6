import { useEffect, useMemo, useState } from 'react';
import type { ColumnFiltersState, SortingState, Updater } from '@tanstack/react-table';
import { GRID_HEIGHT_PX, PAGE_SIZE, type BcrSearchRow, type CurrentUser } from '@driller/domain';
import { DataGrid } from '../../../components/ui/data-grid/data-grid';
import { Pager } from '../../../components/ui/pager';
import { filtersFromGrid, pageCount, sortFromGrid, sortToGrid, type SearchAction, type SearchState } from '../hooks/search-state';
import { searchColumns, type RowHandlers } from './search-columns';

/** Typing in a column filter searches once the user pauses, not at every key. */
const FILTER_PAUSE_MS = 400;

const apply = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater);

interface Props {
  user: CurrentUser;
  state: SearchState;
  dispatch: (action: SearchAction) => void;
  rows: BcrSearchRow[];
  totalCount: number;
  loading: boolean;
  on: RowHandlers;
}

/** "Bore Construction Report list": the server's page of 100, its sort and filters, and the pager. */
export function SearchResults({ user, state, dispatch, rows, totalCount, loading, on }: Props) {
  const [filters, setFilters] = useState<ColumnFiltersState>([]);
  const columns = useMemo(() => searchColumns(user, on), [user, on]);
  const sorting: SortingState = sortToGrid(state.sort);
  const pages = pageCount(totalCount);
  const first = totalCount === 0 ? 0 : state.page * PAGE_SIZE.bcrSearch + 1;
  const last = Math.min(totalCount, (state.page + 1) * PAGE_SIZE.bcrSearch);

  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'filters', filters: filtersFromGrid(filters) }), FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filters, dispatch]);

  return (
    <>
      <DataGrid
        label="Bore Construction Report list"
        data={rows}
        columns={columns}
        height={GRID_HEIGHT_PX}
        testId="bcr-search-grid"
        emptyText={loading ? 'Loading' : 'No data found.'}
        server={{
          sorting,
          onSortingChange: (updater) => dispatch({ type: 'sort', sort: sortFromGrid(apply(updater, sorting)) }),
          filters,
          onFiltersChange: (updater) => setFilters((old) => apply(updater, old)),
        }}
      />
      <Pager
        label="Pages of the Bore Construction Report list"
        status={`Page ${state.page + 1} of ${pages} (${first}-${last} of ${totalCount})`}
        statusTestId="bcr-search-pager"
        canPrevious={state.page > 0}
        canNext={state.page + 1 < pages}
        busy={loading}
        onPrevious={() => dispatch({ type: 'page', page: state.page - 1 })}
        onNext={() => dispatch({ type: 'page', page: state.page + 1 })}
      />
    </>
  );
}
