import type { FormEvent } from 'react';
import { requestStatusFilterOptions, type RequestKind, type RequestStatusFilter } from '@driller/domain';
import { SearchBox, SearchSelect } from '../../../components/ui/search-fields';
import { REQUEST_TEXTS } from './request-texts';

export interface RequestCriteria {
  name: string;
  email: string;
  status: RequestStatusFilter;
}

interface Props {
  kind: RequestKind;
  criteria: RequestCriteria;
  onChange: (criteria: RequestCriteria) => void;
  onSearch: (event: FormEvent) => void;
  searching: boolean;
  /** The create button's label, when the viewer may file a request. */
  createButton?: string;
  onCreate: () => void;
}

/** Search by name, e-mail and status (spec 3 userregistrationrequest/search); Enter in a box searches (SearchBox). */
export function RequestSearchForm({ kind, criteria, onChange, onSearch, searching, createButton, onCreate }: Props) {
  return (
    <form className="nsw-form app-requests__search" onSubmit={onSearch} role="search" aria-label={`Search ${REQUEST_TEXTS[kind].gridLabel.toLowerCase()}`}>
      <div className="app-form-grid">
        <SearchBox id="request-name" label="Name" value={criteria.name} onChange={(e) => onChange({ ...criteria, name: e.target.value })} />
        <SearchBox id="request-email" label="Email" value={criteria.email} onChange={(e) => onChange({ ...criteria, email: e.target.value })} />
        <SearchSelect
          id="request-status"
          label="Status"
          value={criteria.status}
          onChange={(e) => onChange({ ...criteria, status: Number(e.target.value) as RequestStatusFilter })}
          options={requestStatusFilterOptions(kind)}
        />
      </div>
      <div className="app-requests__buttons">
        <button type="submit" className="nsw-button nsw-button--dark" disabled={searching}>Search</button>
        {createButton ? <button type="button" className="nsw-button nsw-button--dark-outline" onClick={onCreate}>{createButton}</button> : null}
      </div>
    </form>
  );
}
