import { useState } from 'react';
import {
  COMPANY_SEARCH_STATUS,
  COMPANY_SEARCH_STATUS_LABELS,
  COMPANY_SEARCH_STATUS_ORDER,
  companySearchCriteria,
  type CompanySearchStatus,
} from '@driller/domain';
import { FormField } from '../../../components/ui/form-field';

export type CompanyCriteria = ReturnType<typeof companySearchCriteria>;

/** Search by name, ABN/ACN and status (All, Active, Inactive); Enter in a box searches (it is a form). */
export function CompanySearch({
  onSearch,
  busy,
}: {
  onSearch: (criteria: CompanyCriteria) => void;
  busy: boolean;
}) {
  const [name, setName] = useState('');
  const [abn, setAbn] = useState('');
  const [status, setStatus] = useState<CompanySearchStatus>(COMPANY_SEARCH_STATUS.all);
  return (
    <form
      role="search"
      aria-label="Search companies"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(companySearchCriteria({ organisationName: name, abnOrAcn: abn, status }));
      }}
    >
      <div className="app-company-search">
        <FormField id="search-organisationName" label="Company name">
          <input
            id="search-organisationName"
            className="nsw-form__input"
            data-enter="search"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField id="search-abnOrAcn" label="ABN/ACN">
          <input
            id="search-abnOrAcn"
            className="nsw-form__input"
            data-enter="search"
            value={abn}
            onChange={(e) => setAbn(e.target.value)}
          />
        </FormField>
        <FormField id="search-status" label="Status">
          <select
            id="search-status"
            className="nsw-form__select"
            value={status}
            onChange={(e) => setStatus(Number(e.target.value) as CompanySearchStatus)}
          >
            {COMPANY_SEARCH_STATUS_ORDER.map((s) => (
              <option key={s} value={s}>
                {COMPANY_SEARCH_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="app-company-actions">
        <button type="submit" className="nsw-button nsw-button--dark" disabled={busy}>
          Search
        </button>
      </div>
    </form>
  );
}
