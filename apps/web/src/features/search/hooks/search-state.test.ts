import { describe, expect, it } from 'vitest';
import { exportRequest, filtersFromGrid, INITIAL_SEARCH, listRequest, pageCount, searchReducer, sortFromGrid, type SearchState } from './search-state';

const searched: SearchState = searchReducer(INITIAL_SEARCH, { type: 'search', criteria: { workApprovalNo: ' 70cw955405 ', drillerId: 0, status: 2 } });

describe('BCR search state', () => {
  it('sends nothing before the first search', () => {
    expect(listRequest(INITIAL_SEARCH)).toBeNull();
    expect(exportRequest(INITIAL_SEARCH)).toBeNull();
  });

  it('sends the spec criteria with skip = page x 100 and take = 100', () => {
    const third = searchReducer(searched, { type: 'page', page: 2 });
    expect(listRequest(third)).toEqual({
      workApprovalNo: '70cw955405', gwNo: '', driller: { drillerId: -1 }, organisation: { id: -1 }, status: 2, skip: 200, take: 100, sort: null, filters: {},
    });
  });

  it('goes back to the first page on a new search, sort or filter, and forgets everything on Clear', () => {
    const onPage2 = searchReducer(searched, { type: 'page', page: 1 });
    expect(searchReducer(onPage2, { type: 'sort', sort: { field: 'gwNo', direction: 'asc' } }).page).toBe(0);
    expect(searchReducer(onPage2, { type: 'filters', filters: { workName: 'bore' } }).page).toBe(0);
    expect(searchReducer(onPage2, { type: 'search', criteria: {} }).page).toBe(0);
    expect(searchReducer(onPage2, { type: 'clear' })).toEqual(INITIAL_SEARCH);
  });

  it('stays on the page when the grid reports the filters it already had (its first report, once shown)', () => {
    const onPage2 = searchReducer(searched, { type: 'page', page: 1 });
    expect(searchReducer(onPage2, { type: 'filters', filters: {} }).page).toBe(1);
    const filtered = searchReducer(onPage2, { type: 'filters', filters: { workName: 'bore' } });
    const filteredPage2 = searchReducer(filtered, { type: 'page', page: 1 });
    expect(searchReducer(filteredPage2, { type: 'filters', filters: { workName: 'bore' } }).page).toBe(1);
  });

  it('exports the whole search: the same body without skip and take', () => {
    const sorted = searchReducer(searchReducer(searched, { type: 'page', page: 2 }), { type: 'sort', sort: { field: 'bcrId', direction: 'desc' } });
    expect(exportRequest(sorted)).toEqual({ workApprovalNo: '70cw955405', gwNo: '', driller: { drillerId: -1 }, organisation: { id: -1 }, status: 2, sort: { field: 'bcrId', direction: 'desc' }, filters: {} });
  });

  it('reads the grid: the first sorted column, known filter columns with text', () => {
    expect(sortFromGrid([{ id: 'workName', desc: true }])).toEqual({ field: 'workName', direction: 'desc' });
    expect(sortFromGrid([{ id: 'actions', desc: false }])).toBeNull();
    expect(filtersFromGrid([{ id: 'drillerName', value: 'mia' }, { id: 'gwNo', value: ' ' }, { id: 'actions', value: 'x' }])).toEqual({ drillerName: 'mia' });
  });

  it('counts pages of 100, at least one', () => {
    expect([0, 1, 100, 101, 265].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});
