import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { BCR_SEARCH_STATUS, BCR_SEARCH_STATUS_LABELS, DELAY_MS, type BcrSearchStatus, type SearchBcrLoad } from '@driller/domain';
import type { SearchCriteria } from '../hooks/search-state';

const EMPTY = { workApprovalNo: '', gwNo: '', drillerId: '-1', organisationId: '-1', status: String(BCR_SEARCH_STATUS.all) };
type Fields = typeof EMPTY;

const toCriteria = (f: Fields): SearchCriteria => ({
  workApprovalNo: f.workApprovalNo,
  gwNo: f.gwNo,
  drillerId: Number(f.drillerId),
  organisationId: Number(f.organisationId),
  status: Number(f.status) as BcrSearchStatus,
});

/**
 * The search criteria (spec 3 "Search Bore Construction Reports"): every field optional. Search shows
 * its spinner and runs the search after 1000 ms, as the spec's hidden search does; Enter in a text box
 * searches at once. Clear Results empties the form and the list.
 */
export function SearchForm({ lists, onSearch, onClear }: { lists: SearchBcrLoad | undefined; onSearch: (c: SearchCriteria) => void; onClear: () => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [waiting, setWaiting] = useState(false);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (waiting) return;
    setWaiting(true);
    const criteria = toCriteria(fields);
    setTimeout(() => {
      setWaiting(false);
      onSearch(criteria);
    }, DELAY_MS.searchClick);
  }
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSearch(toCriteria(fields));
  };

  return (
    <form className="app-search-form" onSubmit={submit} aria-label="Search criteria">
      <div className="nsw-form__group">
        <label className="nsw-form__label" htmlFor="search-approval">Work Approval No.</label>
        <input id="search-approval" className="nsw-form__input" value={fields.workApprovalNo} onChange={set('workApprovalNo')} onKeyDown={enter} autoComplete="off" />
      </div>
      <div className="nsw-form__group">
        <label className="nsw-form__label" htmlFor="search-gwno">Groundwater No.</label>
        <input id="search-gwno" className="nsw-form__input" value={fields.gwNo} onChange={set('gwNo')} onKeyDown={enter} autoComplete="off" />
      </div>
      <div className="nsw-form__group">
        <label className="nsw-form__label" htmlFor="search-driller">Select Driller</label>
        <select id="search-driller" className="nsw-form__select" value={fields.drillerId} onChange={set('drillerId')}>
          <option value="-1">Select Driller</option>
          {lists?.drillerList.map((d) => <option key={d.drillerId} value={d.drillerId}>{d.drillerName}</option>)}
        </select>
      </div>
      <div className="nsw-form__group">
        <label className="nsw-form__label" htmlFor="search-organisation">Select Organisation</label>
        <select id="search-organisation" className="nsw-form__select" value={fields.organisationId} onChange={set('organisationId')}>
          <option value="-1">Select Organisation</option>
          {lists?.organisationList.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
        </select>
      </div>
      <div className="nsw-form__group">
        <label className="nsw-form__label" htmlFor="search-status">Select Status</label>
        <select id="search-status" className="nsw-form__select" value={fields.status} onChange={set('status')}>
          {Object.entries(BCR_SEARCH_STATUS_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
        </select>
      </div>
      <div className="app-search-form__buttons">
        <button type="submit" className="nsw-button nsw-button--dark" disabled={waiting} aria-busy={waiting}>
          {waiting ? <span className="app-spinner" aria-hidden="true" /> : null}
          Search
        </button>
        <button type="button" className="nsw-button nsw-button--dark-outline" onClick={() => { setFields(EMPTY); onClear(); }}>
          Clear Results
        </button>
      </div>
    </form>
  );
}
