import type { FormEvent } from 'react';
import { requestStatusFilterOptions, type RequestKind, type RequestStatusFilter } from '@driller/domain';
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

/** Search by name, e-mail and status (spec 3 userregistrationrequest/search); Enter searches. */
export function RequestSearchForm({ kind, criteria, onChange, onSearch, searching, createButton, onCreate }: Props) {
  return (
    <form className="nsw-form app-requests__search" onSubmit={onSearch} role="search" aria-label={`Search ${REQUEST_TEXTS[kind].gridLabel.toLowerCase()}`}>
      <div className="app-form-grid">
        <div className="nsw-form__group">
          <label className="nsw-form__label" htmlFor="request-name">Name</label>
          <input id="request-name" className="nsw-form__input" value={criteria.name} onChange={(e) => onChange({ ...criteria, name: e.target.value })} />
        </div>
        <div className="nsw-form__group">
          <label className="nsw-form__label" htmlFor="request-email">Email</label>
          <input id="request-email" className="nsw-form__input" value={criteria.email} onChange={(e) => onChange({ ...criteria, email: e.target.value })} />
        </div>
        <div className="nsw-form__group">
          <label className="nsw-form__label" htmlFor="request-status">Status</label>
          <select
            id="request-status"
            className="nsw-form__select"
            value={criteria.status}
            onChange={(e) => onChange({ ...criteria, status: Number(e.target.value) as RequestStatusFilter })}
          >
            {requestStatusFilterOptions(kind).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </div>
      </div>
      <div className="app-requests__buttons">
        <button type="submit" className="nsw-button nsw-button--dark" disabled={searching}>Search</button>
        {createButton ? <button type="button" className="nsw-button nsw-button--dark-outline" onClick={onCreate}>{createButton}</button> : null}
      </div>
    </form>
  );
}
