import {
  BCR_SEARCH_FILTER_FIELDS,
  BCR_SEARCH_SORT_FIELDS,
  PAGE_SIZE,
  toSearchBcrCriteria,
  type BcrSearchFilterField,
  type BcrSearchFilters,
  type BcrSearchForm,
  type BcrSearchSort,
  type BcrSearchSortField,
  type SearchBcrExportRequest,
  type SearchBcrListRequest,
} from '@driller/domain';

/** What the criteria form holds (all optional: spec 3 "Search BCR" has no field validation). */
export type SearchCriteria = Pick<BcrSearchForm, 'workApprovalNo' | 'gwNo' | 'drillerId' | 'organisationId' | 'status'>;

/** The screen's search: the criteria last searched (none before the first), the grid's page, sort and filters. */
export interface SearchState {
  searched: SearchCriteria | null;
  page: number;
  sort: BcrSearchSort | null;
  filters: BcrSearchFilters;
}

export type SearchAction =
  | { type: 'search'; criteria: SearchCriteria }
  | { type: 'clear' }
  | { type: 'page'; page: number }
  | { type: 'sort'; sort: BcrSearchSort | null }
  | { type: 'filters'; filters: BcrSearchFilters };

export const INITIAL_SEARCH: SearchState = { searched: null, page: 0, sort: null, filters: {} };

const sameFilters = (a: BcrSearchFilters, b: BcrSearchFilters): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A new search, sort or filter starts again at the first page; Clear Results forgets everything. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'search':
      return { ...state, searched: action.criteria, page: 0 };
    case 'clear':
      return INITIAL_SEARCH;
    case 'page':
      return { ...state, page: Math.max(0, action.page) };
    case 'sort':
      return { ...state, sort: action.sort, page: 0 };
    case 'filters':
      // The grid reports its filters once the user pauses, and once when it first shows (none): the same
      // filters again must not take the user back to the first page they have just left.
      return sameFilters(state.filters, action.filters) ? state : { ...state, filters: action.filters, page: 0 };
  }
}

/** POST work/searchbcrlist's body: the spec's criteria (skip = page x 100, take = 100), sort and filters. */
export function listRequest(state: SearchState): SearchBcrListRequest | null {
  if (!state.searched) return null;
  const criteria = toSearchBcrCriteria({ ...state.searched, page: state.page, pageSize: PAGE_SIZE.bcrSearch });
  return { ...criteria, sort: state.sort, filters: state.filters };
}

/** The export: the same search, every page. */
export function exportRequest(state: SearchState): SearchBcrExportRequest | null {
  const request = listRequest(state);
  if (!request) return null;
  const { skip: _skip, take: _take, ...rest } = request;
  return rest;
}

export function pageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / PAGE_SIZE.bcrSearch));
}

const isSortField = (id: string): id is BcrSearchSortField => (BCR_SEARCH_SORT_FIELDS as readonly string[]).includes(id);
const isFilterField = (id: string): id is BcrSearchFilterField => (BCR_SEARCH_FILTER_FIELDS as readonly string[]).includes(id);

/** The grid's sort (column ids are the server's sort fields) to the request's; one column at a time. */
export function sortFromGrid(sorting: readonly { id: string; desc: boolean }[]): BcrSearchSort | null {
  const first = sorting[0];
  return first && isSortField(first.id) ? { field: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}

export function sortToGrid(sort: BcrSearchSort | null): { id: string; desc: boolean }[] {
  return sort ? [{ id: sort.field, desc: sort.direction === 'desc' }] : [];
}

/** The grid's column filters to the request's (blank ones dropped). */
export function filtersFromGrid(filters: readonly { id: string; value: unknown }[]): BcrSearchFilters {
  const out: BcrSearchFilters = {};
  for (const f of filters) if (isFilterField(f.id) && typeof f.value === 'string' && f.value.trim() !== '') out[f.id] = f.value;
  return out;
}

export function filtersToGrid(filters: BcrSearchFilters): { id: string; value: string }[] {
  return Object.entries(filters).map(([id, value]) => ({ id, value: value ?? '' }));
}
