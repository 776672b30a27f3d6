import { useState } from 'react';
import {
  COMPANY_SEARCH_STATUS,
  COMPANY_SEARCH_STATUS_LABELS,
  COMPANY_SEARCH_STATUS_ORDER,
  companySearchCriteria,
  type CompanySearchStatus,
} from '@driller/domain';
import { SearchBox, SearchSelect } from '../../../components/ui/search-fields';

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
        <SearchBox
          id="search-organisationName"
          label="Company name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <SearchBox
          id="search-abnOrAcn"
          label="ABN/ACN"
          value={abn}
          onChange={(e) => setAbn(e.target.value)}
        />
        <SearchSelect
          id="search-status"
          label="Status"
          value={status}
          onChange={(e) => setStatus(Number(e.target.value) as CompanySearchStatus)}
          options={COMPANY_SEARCH_STATUS_ORDER.map((s) => ({
            value: s,
            label: COMPANY_SEARCH_STATUS_LABELS[s],
          }))}
        />
      </div>
      <div className="app-company-actions">
        <button type="submit" className="nsw-button nsw-button--dark" disabled={busy}>
          Search
        </button>
      </div>
    </form>
  );
}
